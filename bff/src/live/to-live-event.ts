import type { z } from 'zod';
import { contentEvents, LiveArticleEvent, type EventEnvelope } from '@mitics/contracts';

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
