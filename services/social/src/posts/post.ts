import { socialEvents, type EventContract, type SocialEvent, type SocialPost } from '@mitics/contracts';
import type { z } from 'zod';

export type PostState = { kind: 'absent' } | { kind: 'present'; post: SocialPost };

export const initialPostState = (): PostState => ({ kind: 'absent' });

/** One stream per post; automatic posts are `post-<articleId>-<kind>`, so one article and kind can only ever ask once. */
export const postStream = (postId: string): string => `post-${postId}`;

const contracts = new Map<string, EventContract<string, z.ZodType>>(Object.values(socialEvents).map((c) => [c.type, c]));

/** A stored event read back as a typed social event (payload checked), or null for other types. */
export function toSocialEvent(event: { type: string; data: unknown }): SocialEvent | null {
  const contract = contracts.get(event.type);
  if (!contract) return null;
  return { type: contract.type, data: contract.data.parse(event.data) } as SocialEvent;
}

/** Emits an event from its contract, so type, version and payload cannot drift apart. */
export function emit<T extends string, S extends z.ZodType>(contract: EventContract<T, S>, data: z.infer<S>) {
  return { type: contract.type, version: contract.version, data };
}

/** Applies one post event. Pure; shared by the command side and the read model. */
export function evolvePost(state: PostState, event: SocialEvent): PostState {
  if (event.type === 'social.post.requested') {
    const { postId, articleId, kind, text, url, requestedAt } = event.data;
    return {
      kind: 'present',
      post: { id: postId, articleId, kind, text, url, status: 'requested', attempts: 0, tweetId: null, lastError: null, requestedAt, updatedAt: requestedAt, nextAttemptAt: null, reconciled: false },
    };
  }
  if (state.kind !== 'present') return state;
  const post = state.post;
  switch (event.type) {
    case 'social.post.attempted':
      return { kind: 'present', post: { ...post, status: 'in-flight', attempts: event.data.attempt, updatedAt: event.data.at, nextAttemptAt: null } };
    case 'social.post.published':
      return { kind: 'present', post: { ...post, status: 'published', tweetId: event.data.tweetId, reconciled: event.data.reconciled, lastError: null, nextAttemptAt: null, updatedAt: event.data.at } };
    case 'social.post.failed':
      return {
        kind: 'present',
        post: { ...post, status: event.data.retryAt ? 'retrying' : 'failed', lastError: event.data.error, nextAttemptAt: event.data.retryAt, updatedAt: event.data.at },
      };
    case 'social.post.skipped':
      return { kind: 'present', post: { ...post, status: 'skipped', lastError: event.data.reason, updatedAt: event.data.at } };
    default:
      return state;
  }
}
