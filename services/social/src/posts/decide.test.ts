import { describe, expect, it } from 'vitest';
import type { SocialEvent } from '@mitics/contracts';
import { decidePost, type PostCommand } from './decide.ts';
import { evolvePost, initialPostState, type PostState } from './post.ts';

const AT = '2026-11-20T12:00:00.000Z';
const requested: SocialEvent = {
  type: 'social.post.requested',
  data: { postId: 'a1-breaking', articleId: 'a1', kind: 'breaking', text: 'T', url: 'https://m.example/article/a?utm_campaign=breaking', requestedAt: AT, triggeredBy: 'e1' },
};
const attempted = (attempt: number): SocialEvent => ({ type: 'social.post.attempted', data: { postId: 'a1-breaking', attempt, at: AT } });
const given = (...events: SocialEvent[]): PostState => events.reduce(evolvePost, initialPostState());
const types = (state: PostState, command: PostCommand) => decidePost(command, state).map((e) => e.type);
const request: PostCommand = { type: 'RequestPost', data: { postId: 'a1-breaking', articleId: 'a1', kind: 'breaking', text: 'T', url: 'u', at: AT, triggeredBy: 'e2' } };

describe('one post per article and kind', () => {
  it('records the intent once: a second request of the same post records nothing', () => {
    expect(types(given(), request)).toEqual(['social.post.requested']);
    expect(types(given(requested), request)).toEqual([]);
  });
  it('numbers attempts, and starts none on a finished post', () => {
    expect(decidePost({ type: 'StartAttempt', data: { at: AT } }, given(requested, attempted(1)))[0]?.data).toMatchObject({ attempt: 2 });
    const done = given(requested, attempted(1), { type: 'social.post.published', data: { postId: 'a1-breaking', attempt: 1, tweetId: '9', at: AT, reconciled: false } });
    expect(types(done, { type: 'StartAttempt', data: { at: AT } })).toEqual([]);
    expect(types(done, { type: 'RecordPublished', data: { tweetId: '10', reconciled: false, at: AT } })).toEqual([]);
  });
  it('records an outcome only for a running attempt', () => {
    expect(types(given(requested), { type: 'RecordFailed', data: { error: 'x', retryAt: null, at: AT } })).toEqual([]);
    expect(types(given(requested, attempted(1)), { type: 'RecordFailed', data: { error: 'x', retryAt: AT, at: AT } })).toEqual(['social.post.failed']);
  });
  it('waits for a retry, then gives up when no retry is set', () => {
    const retrying = given(requested, attempted(1), { type: 'social.post.failed', data: { postId: 'a1-breaking', attempt: 1, error: 'X answered 503', retryAt: AT, at: AT } });
    expect(retrying).toMatchObject({ post: { status: 'retrying', nextAttemptAt: AT } });
    const failed = given(requested, attempted(1), { type: 'social.post.failed', data: { postId: 'a1-breaking', attempt: 1, error: 'X answered 400', retryAt: null, at: AT } });
    expect(failed).toMatchObject({ post: { status: 'failed' } });
    expect(types(failed, { type: 'StartAttempt', data: { at: AT } })).toEqual([]);
  });
});
