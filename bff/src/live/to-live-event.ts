import type { z } from 'zod';
import { Article, contentEvents, LiveArticleEvent, type EventEnvelope } from '@mitics/contracts';
import type { ServiceClient } from '../clients/service-client.ts';

const kinds = new Set<string>(LiveArticleEvent.shape.kind.options);
const schemas = new Map<string, z.ZodType>(Object.values(contentEvents).map((e) => [e.type, e.data]));

type Fields = Pick<LiveArticleEvent, 'articleId' | 'slug' | 'title' | 'isBreaking'>;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

/** What the event's payload says about the article, read through its contract when it validates. */
function fieldsOf(envelope: EventEnvelope): Fields | null {
  const parsed = schemas.get(envelope.type)?.safeParse(envelope.data);
  const data = record(parsed?.success ? parsed.data : envelope.data);
  // The published event carries the whole article; the others carry articleId and what changed.
  const article = record(data.article);
  const changes = record(data.changes);
  const articleId = str(data.articleId) ?? str(article.id);
  if (!articleId) return null;
  return {
    articleId,
    slug: str(data.slug) ?? str(article.slug),
    title: str(data.title) ?? str(article.title) ?? str(changes.title),
    isBreaking: bool(data.isBreaking) ?? bool(article.isBreaking),
  };
}

/**
 * A `content.article.*` envelope as the live stream's small payload: the
 * kind from the type's last token, the article's id, and its slug, title and
 * breaking flag when the event carries them. Null for anything else.
 */
export function toLiveArticleEvent(envelope: EventEnvelope): LiveArticleEvent | null {
  const [service, aggregate, kind] = envelope.type.split('.');
  if (service !== 'content' || aggregate !== 'article' || !kind || !kinds.has(kind)) return null;
  const fields = fieldsOf(envelope);
  if (!fields) return null;
  const event = LiveArticleEvent.safeParse({ kind, ...fields, at: envelope.occurredAt });
  return event.success ? event.data : null;
}

/** The article as readers may see it (published), null otherwise. */
export type PublicArticleLookup = (articleId: string) => Promise<Pick<Article, 'slug' | 'title' | 'isBreaking'> | null>;

/** What a change to an article that may be public depends on: the article's state now. */
const NEEDS_LOOKUP: ReadonlySet<LiveArticleEvent['kind']> = new Set(['updated', 'breaking-set', 'featured-set']);

/**
 * What the public stream (GET /api/live, anonymous readers) may say about an
 * event, or null. Readers hear of published articles and of deletions, never
 * of drafts or the review workflow (created, submitted, approved, rejected):
 * an edit or a flag counts only when the article is published now, and a
 * deletion says no more than the id that went away.
 */
export async function toReaderEvent(envelope: EventEnvelope, publicArticle: PublicArticleLookup): Promise<LiveArticleEvent | null> {
  const event = toLiveArticleEvent(envelope);
  if (!event) return null;
  if (event.kind === 'published') return event;
  if (event.kind === 'deleted') return { ...event, slug: null, title: null, isBreaking: null };
  if (!NEEDS_LOOKUP.has(event.kind)) return null;
  const article = await publicArticle(event.articleId);
  if (!article) return null;
  return { ...event, slug: article.slug, title: article.title, isBreaking: article.isBreaking };
}

/** Asks the content service for an article and keeps it only when published. */
export function publishedArticleLookup(content: ServiceClient): PublicArticleLookup {
  return async (articleId) => {
    const res = await content.request(`/articles/by-id/${encodeURIComponent(articleId)}`, { timeoutMs: 2000 });
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`the content service answered ${res.status}`);
    }
    const article = Article.safeParse(await res.json());
    return article.success && article.data.status === 'published' ? article.data : null;
  };
}
