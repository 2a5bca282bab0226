import { contentEvents, type EventContract, type EventEnvelope } from '@mitics/contracts';
import type { DocumentStore } from '@mitics/kit';
import type { z } from 'zod';

/**
 * What the social service knows of the content service's articles: enough to
 * write a post (title, slug) and to know whether a flag change is on a
 * published article. Kept by the consumer from content events.
 */
export const KNOWN_ARTICLES = 'known-articles';

export interface KnownArticle {
  _id: string;
  title: string;
  slug: string;
  published: boolean;
  isBreaking: boolean;
  isFeatured: boolean;
}

const contracts = new Map<string, EventContract<string, z.ZodType>>(Object.values(contentEvents).map((c) => [c.type, c]));

/** A content event's payload, checked against its contract; null for events this service does not read. */
export function contentPayload(event: EventEnvelope): { type: string; data: unknown } | null {
  const contract = contracts.get(event.type);
  if (!contract || contract.version !== event.version) return null;
  return { type: event.type, data: contract.data.parse(event.data) };
}

export const knownArticles = (docs: DocumentStore) => docs.collection<KnownArticle>(KNOWN_ARTICLES);
