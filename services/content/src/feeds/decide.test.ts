import { describe, expect, it } from 'vitest';
import { FeedAdded, type FeedEvent } from '@mitics/contracts';
import { decideFeed, type FeedCommand } from './decide.ts';
import { evolveFeed, initialFeedState, type FeedState } from './feed.ts';

const added: FeedEvent = {
  type: 'content.feed.added',
  data: { feedId: 'f1', name: 'Capitol wire', url: 'https://wire.example/rss', isActive: true, trusted: false, addedAt: '2026-11-20T10:00:00.000Z' },
};
const given = (...events: FeedEvent[]): FeedState => events.reduce(evolveFeed, initialFeedState());
const when = (state: FeedState, command: FeedCommand) => decideFeed(command, state);
const succeeded = (ingested: number): FeedCommand => ({ type: 'RecordFetchSucceeded', data: { at: '2026-11-20T11:00:00.000Z', ingested, duplicates: 0, skipped: 0 } });
const failed = (error: string): FeedCommand => ({ type: 'RecordFetchFailed', data: { at: '2026-11-20T11:00:00.000Z', error } });

describe('adding a feed', () => {
  it('records FeedAdded with the feed as sent', () => {
    const [event] = when(given(), { type: 'AddFeed', data: { feedId: 'f1', input: { name: 'Capitol wire', url: 'https://wire.example/rss', isActive: true, trusted: false }, at: '2026-11-20T10:00:00.000Z' } });
    expect(event).toEqual({ type: FeedAdded.type, version: 1, data: added.data });
  });
  it('refuses to add the same feed twice', () => {
    expect(() => when(given(added), { type: 'AddFeed', data: { feedId: 'f1', input: { name: 'x', url: 'https://x.example', isActive: true, trusted: false }, at: '2026-11-20T10:00:00.000Z' } })).toThrow('already exists');
  });
});

describe('recording fetches', () => {
  it('records the first good fetch even when it brought nothing', () => {
    expect(when(given(added), succeeded(0))).toHaveLength(1);
  });
  it('records nothing for an unchanged fetch of a healthy feed', () => {
    const healthy = given(added, { type: 'content.feed.fetched', data: { feedId: 'f1', fetchedAt: '2026-11-20T10:05:00.000Z', ingested: 3, duplicates: 0, skipped: 0 } });
    expect(when(healthy, succeeded(0))).toEqual([]);
    expect(when(healthy, succeeded(2))).toHaveLength(1);
  });
  it('records a failure once, again when the reason changes, and the recovery', () => {
    const failing = given(added, { type: 'content.feed.fetch-failed', data: { feedId: 'f1', failedAt: '2026-11-20T10:05:00.000Z', error: 'The feed server answered 503' } });
    expect(when(failing, failed('The feed server answered 503'))).toEqual([]);
    expect(when(failing, failed('The feed server answered 404 Not Found'))).toHaveLength(1);
    const [recovered] = when(failing, succeeded(0));
    expect(recovered?.type).toBe('content.feed.fetched');
    expect(given(added, { type: 'content.feed.fetch-failed', data: { feedId: 'f1', failedAt: '2026-11-20T10:05:00.000Z', error: 'x' } }, { type: 'content.feed.fetched', data: { feedId: 'f1', fetchedAt: '2026-11-20T10:06:00.000Z', ingested: 1, duplicates: 0, skipped: 0 } })).toMatchObject({
      feed: { health: 'ok', lastError: null, itemsIngested: 1, lastFetched: '2026-11-20T10:06:00.000Z' },
    });
  });
  it('refuses to record a fetch of a feed that does not exist', () => {
    expect(() => when(given(), succeeded(1))).toThrow('RSS feed not found');
  });
});
