import { contentEvents, type EventEnvelope, type ProfileMention } from '@mitics/contracts';
import { consume, type DocumentStore, type EventBus, type Subscription } from '@mitics/kit';
import type { Logger } from 'pino';

/**
 * The newsroom's articles as civic-data needs them to find "Mitics articles
 * that mention this legislator": title and text of every article, kept from
 * the content service's events, and whether it is published. Matching is by
 * full name at read time, so a legislator imported later still finds older
 * articles.
 */
export const ARTICLE_TEXTS = 'article-texts';

export interface ArticleTextDoc {
  _id: string;
  slug: string;
  title: string;
  /** Title, excerpt and text in one, what mentions are matched in. */
  text: string;
  /** Kept apart so an update of one leaves the other whole (either may run over several lines). */
  excerpt?: string;
  content?: string;
  published: boolean;
  publishedAt: string | null;
}

const textOf = (title: string, excerpt: string, content: string): string => `${title}\n${excerpt}\n${content}`;

const byType = new Map<string, { data: { parse(value: unknown): unknown } }>(Object.values(contentEvents).map((c) => [c.type, c]));

/** The content events this consumer follows. */
export const MENTION_SUBJECTS = ['content.article.created', 'content.article.updated', 'content.article.published', 'content.article.deleted'];

/** Applies one content event to the article texts; other events are ignored. Idempotent. */
export async function applyContentEvent(docs: DocumentStore, envelope: EventEnvelope): Promise<void> {
  const contract = byType.get(envelope.type);
  if (!contract) return;
  const texts = docs.collection<ArticleTextDoc>(ARTICLE_TEXTS);
  const data: unknown = contract.data.parse(envelope.data);
  switch (envelope.type) {
    case 'content.article.created': {
      const d = data as { articleId: string; slug: string; title: string; excerpt: string; content: string };
      const existing = await texts.findOne({ _id: d.articleId });
      if (existing) return;
      await texts.put({ _id: d.articleId, slug: d.slug, title: d.title, text: textOf(d.title, d.excerpt, d.content), excerpt: d.excerpt, content: d.content, published: false, publishedAt: null });
      return;
    }
    case 'content.article.updated': {
      const d = data as { articleId: string; changes: { title?: string; excerpt?: string; content?: string } };
      const existing = await texts.findOne({ _id: d.articleId });
      if (!existing) return;
      // Documents from before excerpt and content were kept apart: split the text as well as it can be.
      const [, excerpt = '', ...rest] = existing.text.split('\n');
      const next = {
        title: d.changes.title ?? existing.title,
        excerpt: d.changes.excerpt ?? existing.excerpt ?? excerpt,
        content: d.changes.content ?? existing.content ?? rest.join('\n'),
      };
      await texts.put({ ...existing, ...next, text: textOf(next.title, next.excerpt, next.content) });
      return;
    }
    case 'content.article.published': {
      const { article } = data as { article: { id: string; slug: string; title: string; excerpt: string; content: string; publishedAt: string | null; status: string } };
      await texts.put({
        _id: article.id,
        slug: article.slug,
        title: article.title,
        text: textOf(article.title, article.excerpt, article.content),
        excerpt: article.excerpt,
        content: article.content,
        published: article.status === 'published',
        publishedAt: article.publishedAt,
      });
      return;
    }
    case 'content.article.deleted':
      await texts.delete((data as { articleId: string }).articleId);
      return;
  }
}

/** Follows content events (durable `civic-data-mentions`) into the article texts, each event applied once. */
export function followArticles({ bus, docs, logger }: { bus: EventBus; docs: DocumentStore; logger: Logger }): Promise<Subscription> {
  return consume({
    bus,
    docs,
    durable: 'civic-data-mentions',
    subjects: ['content.>'],
    handle: (event) => applyContentEvent(docs, event),
    logger,
  });
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Published articles naming any of `names` in full (whole words, any case), newest first. */
export async function articleMentions(docs: DocumentStore, names: string[], limit = 10): Promise<ProfileMention[]> {
  const wanted = [...new Set(names.filter((n) => n.trim().split(/\s+/).length >= 2 && !n.includes(',')))];
  if (wanted.length === 0) return [];
  const pattern = new RegExp(`\\b(?:${wanted.map((n) => escape(n).replace(/\s+/g, '\\s+')).join('|')})\\b`, 'i');
  const found = await docs.collection<ArticleTextDoc>(ARTICLE_TEXTS).find({ published: true, text: { $regex: pattern } }, { sort: { publishedAt: -1 }, limit });
  return found.map((d) => ({ articleId: d._id, slug: d.slug, title: d.title, publishedAt: d.publishedAt }));
}
