import { PostAttempted, PostFailed, PostPublished, PostRequested, PostSkipped, type PostKind } from '@mitics/contracts';
import { emit, type PostState } from './post.ts';

export type RequestPost = {
  type: 'RequestPost';
  data: { postId: string; articleId: string; kind: PostKind; text: string; url: string; at: string; triggeredBy: string | null };
};
export type StartAttempt = { type: 'StartAttempt'; data: { at: string } };
export type RecordPublished = { type: 'RecordPublished'; data: { tweetId: string; reconciled: boolean; at: string } };
export type RecordFailed = { type: 'RecordFailed'; data: { error: string; retryAt: string | null; at: string } };
export type SkipPost = { type: 'SkipPost'; data: { reason: string; at: string } };
export type PostCommand = RequestPost | StartAttempt | RecordPublished | RecordFailed | SkipPost;

/**
 * The events a post command produces. Every command is idempotent against
 * the state: a second request of the same post, an attempt on a finished
 * post, or an outcome for an attempt that is not running records nothing.
 */
export function decidePost(command: PostCommand, state: PostState) {
  switch (command.type) {
    case 'RequestPost': {
      if (state.kind === 'present') return [];
      const { postId, articleId, kind, text, url, at, triggeredBy } = command.data;
      return [emit(PostRequested, { postId, articleId, kind, text, url, requestedAt: at, triggeredBy })];
    }
    case 'StartAttempt': {
      if (state.kind !== 'present' || !['requested', 'retrying', 'in-flight'].includes(state.post.status)) return [];
      return [emit(PostAttempted, { postId: state.post.id, attempt: state.post.attempts + 1, at: command.data.at })];
    }
    case 'RecordPublished': {
      if (state.kind !== 'present' || state.post.status !== 'in-flight') return [];
      return [emit(PostPublished, { postId: state.post.id, attempt: state.post.attempts, tweetId: command.data.tweetId, reconciled: command.data.reconciled, at: command.data.at })];
    }
    case 'RecordFailed': {
      if (state.kind !== 'present' || state.post.status !== 'in-flight') return [];
      return [emit(PostFailed, { postId: state.post.id, attempt: state.post.attempts, error: command.data.error, retryAt: command.data.retryAt, at: command.data.at })];
    }
    case 'SkipPost': {
      if (state.kind !== 'present' || state.post.status !== 'requested') return [];
      return [emit(PostSkipped, { postId: state.post.id, reason: command.data.reason, at: command.data.at })];
    }
  }
}
