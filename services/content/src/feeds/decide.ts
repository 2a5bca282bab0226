import { FeedAdded, FeedFetched, FeedFetchFailed, type AddFeedInput } from '@mitics/contracts';
import { ConflictError, NotFoundError } from '@mitics/kit';
import type { FeedState } from './feed.ts';

/** Every command carries its time from the caller: decide never reads a clock. */
export type AddFeed = { type: 'AddFeed'; data: { feedId: string; input: AddFeedInput; at: string } };
export type RecordFetchSucceeded = { type: 'RecordFetchSucceeded'; data: { at: string; ingested: number; duplicates: number; skipped: number } };
export type RecordFetchFailed = { type: 'RecordFetchFailed'; data: { at: string; error: string } };
export type FeedCommand = AddFeed | RecordFetchSucceeded | RecordFetchFailed;

type Emitted = { type: string; version: number; data: unknown };

function existing(state: FeedState) {
  if (state.kind !== 'present') throw new NotFoundError('RSS feed not found');
  return state.feed;
}

/**
 * The events a feed command produces. A fetch is recorded only when it
 * changes what staff see: new articles, the first success, a recovery, a new
 * failure or a different reason; polling an unchanged feed records nothing.
 */
export function decideFeed(command: FeedCommand, state: FeedState): Emitted[] {
  switch (command.type) {
    case 'AddFeed': {
      if (state.kind !== 'absent') throw new ConflictError(`RSS feed ${command.data.feedId} already exists`);
      const { name, url, isActive, trusted } = command.data.input;
      return [{ type: FeedAdded.type, version: FeedAdded.version, data: FeedAdded.data.parse({ feedId: command.data.feedId, name, url, isActive, trusted, addedAt: command.data.at }) }];
    }
    case 'RecordFetchSucceeded': {
      const feed = existing(state);
      const { at, ingested, duplicates, skipped } = command.data;
      if (ingested === 0 && feed.health === 'ok') return [];
      return [{ type: FeedFetched.type, version: FeedFetched.version, data: { feedId: feed.id, fetchedAt: at, ingested, duplicates, skipped } }];
    }
    case 'RecordFetchFailed': {
      const feed = existing(state);
      if (feed.health === 'failing' && feed.lastError === command.data.error) return [];
      return [{ type: FeedFetchFailed.type, version: FeedFetchFailed.version, data: { feedId: feed.id, failedAt: command.data.at, error: command.data.error } }];
    }
  }
}
