import { z } from 'zod';
import { IsoDateTime } from '../shared/ids.ts';

/**
 * What the BFF's server-sent-events stream (GET /api/live, `event: article`)
 * says when a `content.article.*` event happens. Small on purpose: the web
 * refetches what it shows rather than trusting a pushed copy.
 */
export const LiveArticleEvent = z.object({
  kind: z.enum(['created', 'updated', 'submitted', 'approved', 'rejected', 'published', 'breaking-set', 'featured-set', 'deleted']),
  articleId: z.string(),
  slug: z.string().nullable(),
  title: z.string().nullable(),
  isBreaking: z.boolean().nullable(),
  at: IsoDateTime,
});
export type LiveArticleEvent = z.infer<typeof LiveArticleEvent>;

/** The SSE event name for LiveArticleEvent payloads. */
export const LIVE_ARTICLE_EVENT = 'article';
