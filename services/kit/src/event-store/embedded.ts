import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import { ConcurrencyError, UnavailableError } from '../errors.ts';
import { isUniqueViolation } from '../documents/embedded.ts';
import { createMutex } from '../internal/async.ts';
import { buildCommit, checkExpectedVersion, eventsAfter, eventsOf, unpublishedOf, type CommitDoc } from './commits.ts';
import type { EventStore } from './port.ts';

export interface EmbeddedEventStoreOptions {
  /** Folder for the log file (`<dir>/events.db`); absent = in memory only. */
  dir?: string;
  /** How often nedb rewrites its append-only file; default 10 minutes (nedb's minimum is 5 s). */
  compactEveryMs?: number;
  clock?: () => Date;
  newId?: () => string;
}

/**
 * The event store on one nedb file. Appends are serialised in-process (one
 * writer owns the folder), so positions are handed out and become visible in
 * order; the commit `_id` still guards the stream version as a second line.
 */
export async function openEmbeddedEventStore(options: EmbeddedEventStoreOptions = {}): Promise<EventStore> {
  const { dir, compactEveryMs = 10 * 60_000, clock = () => new Date(), newId } = options;
  if (dir) await mkdir(dir, { recursive: true });
  const ds = new Datastore<CommitDoc>(dir ? { filename: join(dir, 'events.db') } : { inMemoryOnly: true });
  await ds.loadDatabaseAsync();
  await ds.ensureIndexAsync({ fieldName: 'stream' });
  await ds.ensureIndexAsync({ fieldName: 'lastPosition', unique: true });
  await ds.ensureIndexAsync({ fieldName: 'pending' });
  if (dir) ds.setAutocompactionInterval(Math.max(5000, compactEveryMs));

  const [last] = await ds.findAsync({}).sort({ lastPosition: -1 }).limit(1);
  let position = last?.lastPosition ?? 0;
  let closed = false;
  const writes = createMutex();

  function assertOpen(): void {
    if (closed) throw new UnavailableError('Event store is closed');
  }

  async function streamVersion(stream: string): Promise<number> {
    const [head] = await ds.findAsync({ stream }).sort({ lastVersion: -1 }).limit(1);
    return head?.lastVersion ?? 0;
  }

  return {
    async append(stream, events, { expectedVersion, meta }) {
      assertOpen();
      return writes.run(async () => {
        assertOpen();
        const version = await streamVersion(stream);
        checkExpectedVersion(stream, expectedVersion, version);
        if (events.length === 0) return { events: [], streamVersion: version };
        const commit = buildCommit({ stream, events, meta, version, position, now: clock, ...(newId ? { newId } : {}) });
        try {
          await ds.insertAsync(commit);
        } catch (error) {
          if (isUniqueViolation(error)) throw new ConcurrencyError(stream, expectedVersion === 'any' ? version : expectedVersion, await streamVersion(stream));
          throw error;
        }
        position = commit.lastPosition;
        return { events: eventsOf(commit), streamVersion: commit.lastVersion };
      });
    },

    async readStream(stream) {
      assertOpen();
      const commits = await ds.findAsync({ stream }).sort({ firstVersion: 1 });
      return commits.flatMap(eventsOf);
    },

    async readAll(after, limit) {
      assertOpen();
      // Positions are dense, so a window of positions past `after` usually holds the whole batch: nedb then
      // sorts that window, not the rest of the log (which made a replay from the start quadratic).
      const windowed = await ds.findAsync({ lastPosition: { $gt: after, $lte: after + 2 * limit } }).sort({ lastPosition: 1 });
      const fromWindow = eventsAfter(windowed, after, limit);
      if (fromWindow.length === limit) return fromWindow;
      // Each commit holds at least one event, so `limit` commits are enough.
      const commits = await ds.findAsync({ lastPosition: { $gt: after } }).sort({ lastPosition: 1 }).limit(limit);
      return eventsAfter(commits, after, limit);
    },

    async readUnpublished(limit) {
      assertOpen();
      const commits = await ds.findAsync({ pending: true }).sort({ lastPosition: 1 }).limit(limit);
      return unpublishedOf(commits, limit);
    },

    async markPublished(eventIds) {
      assertOpen();
      if (eventIds.length === 0) return;
      const done = new Set(eventIds);
      // Through the write queue, so two markers never overwrite each other's update.
      await writes.run(async () => {
        // `pending` is indexed and holds only the few commits not yet fully published; without it nedb scans the whole log.
        const commits = await ds.findAsync({ pending: true, unpublished: { $in: eventIds } });
        for (const commit of commits) {
          const unpublished = commit.unpublished.filter((id) => !done.has(id));
          await ds.updateAsync({ _id: commit._id }, { $set: { unpublished, pending: unpublished.length > 0 } }, {});
        }
      });
    },

    async ping() {
      assertOpen();
    },

    async close() {
      if (closed) return;
      closed = true;
      await writes.idle();
      ds.stopAutocompaction();
      if (dir) await ds.compactDatafileAsync();
    },
  };
}
