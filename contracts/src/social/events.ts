import { z } from 'zod';
import { defineEvent } from '../shared/event.ts';
import { IsoDateTime } from '../shared/ids.ts';

/** Why a post is made: the article turned breaking or featured (automatic), or staff asked for a test post. */
export const PostKind = z.enum(['breaking', 'featured', 'test']);
export type PostKind = z.infer<typeof PostKind>;

/**
 * The intent to post, recorded before anything is sent to X: one stream per
 * article and kind (`post-<articleId>-<kind>`), so a redelivered or repeated
 * trigger finds the intent already there and asks for nothing more.
 */
export const PostRequested = defineEvent(
  'social.post.requested',
  1,
  z.object({
    postId: z.string(),
    articleId: z.string(),
    kind: PostKind,
    text: z.string(),
    /** The article link in the post, unique per article and kind: how the post is found again on X. */
    url: z.string(),
    requestedAt: IsoDateTime,
    /** The content event that asked for it, or null for a test post. */
    triggeredBy: z.string().nullable(),
  }),
);
/** An attempt starts (recorded before the call to X): an attempt with no outcome after a crash is reconciled first. */
export const PostAttempted = defineEvent('social.post.attempted', 1, z.object({ postId: z.string(), attempt: z.number().int().positive(), at: IsoDateTime }));
/** X has the post. `reconciled`: found on X after an attempt whose answer was lost (a crash, a timeout, a duplicate refusal). */
export const PostPublished = defineEvent(
  'social.post.published',
  1,
  z.object({ postId: z.string(), attempt: z.number().int().positive(), tweetId: z.string(), at: IsoDateTime, reconciled: z.boolean() }),
);
/** An attempt failed; `retryAt` says when the next one runs, null when the post was given up. */
export const PostFailed = defineEvent(
  'social.post.failed',
  1,
  z.object({ postId: z.string(), attempt: z.number().int().positive(), error: z.string(), retryAt: IsoDateTime.nullable(), at: IsoDateTime }),
);
/** Not posted, on purpose: posting is not connected. */
export const PostSkipped = defineEvent('social.post.skipped', 1, z.object({ postId: z.string(), reason: z.string(), at: IsoDateTime }));
/** X accepted the credentials: posting is connected, as this account. */
export const ConnectionVerified = defineEvent('social.connection.verified', 1, z.object({ accountId: z.string(), username: z.string(), at: IsoDateTime }));
/** X refused the credentials (or none are configured): posting is disconnected. */
export const ConnectionLost = defineEvent('social.connection.lost', 1, z.object({ error: z.string(), at: IsoDateTime }));

export const socialEvents = { PostRequested, PostAttempted, PostPublished, PostFailed, PostSkipped, ConnectionVerified, ConnectionLost } as const;

export type SocialEvent = {
  [K in keyof typeof socialEvents]: {
    type: (typeof socialEvents)[K]['type'];
    data: z.infer<(typeof socialEvents)[K]['data']>;
  };
}[keyof typeof socialEvents];

/** Where a post stands. */
export const PostStatus = z.enum(['requested', 'in-flight', 'retrying', 'published', 'failed', 'skipped']);
export type PostStatus = z.infer<typeof PostStatus>;

/** A post as staff see it on /twitter-settings. */
export const SocialPost = z.object({
  id: z.string(),
  articleId: z.string(),
  kind: PostKind,
  text: z.string(),
  url: z.string(),
  status: PostStatus,
  attempts: z.number().int().nonnegative(),
  tweetId: z.string().nullable(),
  lastError: z.string().nullable(),
  requestedAt: IsoDateTime,
  updatedAt: IsoDateTime,
  nextAttemptAt: IsoDateTime.nullable(),
  reconciled: z.boolean(),
});
export type SocialPost = z.infer<typeof SocialPost>;
export const SocialPostList = z.array(SocialPost);

/** GET /api/admin/twitter/status in full: the spec's `connected`, and the account when there is one. */
export const SocialConnection = z.object({
  connected: z.boolean(),
  username: z.string().nullable(),
  checkedAt: IsoDateTime.nullable(),
  error: z.string().nullable(),
});
export type SocialConnection = z.infer<typeof SocialConnection>;
