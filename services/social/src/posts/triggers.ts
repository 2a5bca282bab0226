import type { Article, EventEnvelope, PostKind } from '@mitics/contracts';
import { consume, type ServiceContext, type Subscription } from '@mitics/kit';
import { contentPayload, knownArticles, type KnownArticle } from './articles.ts';
import { runPostCommand } from './commands.ts';
import type { Poster } from './poster.ts';

export interface TriggerOptions {
  /** The readers' origin, for the article links in posts. */
  publicOrigin: string;
  /** A trigger older than this is history (a new consumer replaying the stream), not news: it posts nothing. */
  maxAgeMs: number;
}

/** The article link in a post, one per article and kind, so the post can be found again on X. */
export function postUrl(publicOrigin: string, slug: string, campaign: string): string {
  const url = new URL(`/article/${encodeURIComponent(slug)}`, publicOrigin);
  url.searchParams.set('utm_source', 'x');
  url.searchParams.set('utm_medium', 'social');
  url.searchParams.set('utm_campaign', campaign);
  return url.href;
}

/** X counts every link as 23 characters and allows 280 in all. */
const LINK_WEIGHT = 23;
const LIMIT = 280;

export function postText(kind: PostKind, title: string, url: string): string {
  const prefix = kind === 'breaking' ? '🚨 BREAKING: ' : '';
  // Emoji weigh 2 on X; keep a margin.
  const room = LIMIT - LINK_WEIGHT - 1 - prefix.length - 2;
  const cut = title.length > room ? `${title.slice(0, room - 1).trimEnd()}…` : title;
  return `${prefix}${cut} ${url}`;
}

const KINDS = ['breaking', 'featured'] as const;

/**
 * Reacts to content events: keeps what it needs to know of articles, and asks
 * for one post per article and kind when a published article is (or turns)
 * breaking or featured. Each request is an event in the post's own stream, so
 * a redelivered trigger asks for nothing more.
 */
export function startTriggers(ctx: ServiceContext, poster: Poster, options: TriggerOptions): Promise<Subscription> {
  const known = knownArticles(ctx.docs);

  async function request(article: KnownArticle, kind: (typeof KINDS)[number], event: EventEnvelope): Promise<void> {
    const url = postUrl(options.publicOrigin, article.slug, kind);
    const { recorded } = await runPostCommand(
      ctx,
      `${article._id}-${kind}`,
      { type: 'RequestPost', data: { postId: `${article._id}-${kind}`, articleId: article._id, kind, text: postText(kind, article.title, url), url, at: ctx.clock().toISOString(), triggeredBy: event.id } },
      { actor: 'system:social', correlationId: event.correlationId },
    );
    if (recorded) poster.kick();
  }

  const fresh = (event: EventEnvelope) => ctx.clock().getTime() - Date.parse(event.occurredAt) <= options.maxAgeMs;

  async function handle(event: EventEnvelope): Promise<void> {
    const payload = contentPayload(event);
    if (!payload) return;
    const data = payload.data as Record<string, unknown>;
    switch (payload.type) {
      case 'content.article.created': {
        const d = data as { articleId: string; title: string; slug: string; isBreaking: boolean; isFeatured: boolean };
        if (await known.findOne({ _id: d.articleId })) return;
        await known.put({ _id: d.articleId, title: d.title, slug: d.slug, published: false, isBreaking: d.isBreaking, isFeatured: d.isFeatured });
        return;
      }
      case 'content.article.updated': {
        const d = data as { articleId: string; changes: { title?: string } };
        const current = await known.findOne({ _id: d.articleId });
        if (current && d.changes.title !== undefined) await known.put({ ...current, title: d.changes.title });
        return;
      }
      case 'content.article.published': {
        const { article } = data as { article: Article };
        const next: KnownArticle = { _id: article.id, title: article.title, slug: article.slug, published: true, isBreaking: article.isBreaking, isFeatured: article.isFeatured };
        await known.put(next);
        if (!fresh(event)) return;
        if (article.isBreaking) await request(next, 'breaking', event);
        if (article.isFeatured) await request(next, 'featured', event);
        return;
      }
      case 'content.article.breaking-set':
      case 'content.article.featured-set': {
        const d = data as { articleId: string; isBreaking?: boolean; isFeatured?: boolean };
        const current = await known.findOne({ _id: d.articleId });
        if (!current) return;
        const next = { ...current, ...(d.isBreaking !== undefined ? { isBreaking: d.isBreaking } : {}), ...(d.isFeatured !== undefined ? { isFeatured: d.isFeatured } : {}) };
        await known.put(next);
        if (!next.published || !fresh(event)) return;
        if (d.isBreaking === true) await request(next, 'breaking', event);
        if (d.isFeatured === true) await request(next, 'featured', event);
        return;
      }
      case 'content.article.deleted': {
        await known.delete((data as { articleId: string }).articleId);
        return;
      }
      default:
        return;
    }
  }

  return consume({ bus: ctx.bus, docs: ctx.docs, durable: 'social-content', subjects: ['content.article.>'], handle, logger: ctx.logger });
}
