import type { Db } from 'mongodb';
import { withTimeout } from '../app.ts';
import { ConcurrencyError, UnavailableError } from '../errors.ts';
import { createMutex } from '../internal/async.ts';
import { duplicateKeyField, guarded } from '../internal/mongo-errors.ts';
import { buildCommit, checkExpectedVersion, eventsAfter, eventsOf, unpublishedOf, type CommitDoc } from './commits.ts';
import type { EventStore } from './port.ts';

export interface MongoEventStoreOptions {
  clock?: () => Date;
  newId?: () => string;
  onClose?: () => Promise<void>;
}

interface Counter {
  _id: string;
  value: number;
}

/** Collection names the event store uses; read models must not take them. */
export const EVENTS_COLLECTION = '_events';
export const COUNTERS_COLLECTION = '_counters';

/**
 * The event store on MongoDB: one commit document per batch (atomic without
 * a transaction), `_id` `<stream>@<first version>` so concurrent writers of
 * one version collide on the primary key even across processes, and positions
 * from a counter document. Appends are serialised in this process so its
 * positions become visible in order.
 */
export async function openMongoEventStore(db: Db, options: MongoEventStoreOptions = {}): Promise<EventStore> {
  const { clock = () => new Date(), newId } = options;
  const commits = db.collection<CommitDoc>(EVENTS_COLLECTION);
  const counters = db.collection<Counter>(COUNTERS_COLLECTION);
  await guarded(async () => {
    await commits.createIndex({ stream: 1, firstVersion: 1 });
    await commits.createIndex({ lastPosition: 1 }, { unique: true });
    await commits.createIndex({ pending: 1, lastPosition: 1 });
    await commits.createIndex({ unpublished: 1 });
  });
  const writes = createMutex();
  let closed = false;

  function run<R>(call: () => Promise<R>): Promise<R> {
    if (closed) return Promise.reject(new UnavailableError('Event store is closed'));
    return guarded(call);
  }

  async function streamVersion(stream: string): Promise<number> {
    const head = await commits.findOne({ stream }, { sort: { firstVersion: -1 }, projection: { lastVersion: 1 } });
    return head?.lastVersion ?? 0;
  }

  return {
    append(stream, events, { expectedVersion, meta }) {
      return run(() =>
        writes.run(async () => {
          const version = await streamVersion(stream);
          checkExpectedVersion(stream, expectedVersion, version);
          if (events.length === 0) return { events: [], streamVersion: version };
          // Validate before taking positions, so a refused batch leaves no gap.
          buildCommit({ stream, events, meta, version, position: 0, now: clock });
          const counter = await counters.findOneAndUpdate({ _id: 'position' }, { $inc: { value: events.length } }, { upsert: true, returnDocument: 'after' });
          const position = (counter?.value ?? events.length) - events.length;
          const commit = buildCommit({ stream, events, meta, version, position, now: clock, ...(newId ? { newId } : {}) });
          try {
            await commits.insertOne(commit);
          } catch (error) {
            if (duplicateKeyField(error) === '_id') {
              throw new ConcurrencyError(stream, expectedVersion === 'any' ? version : expectedVersion, await streamVersion(stream));
            }
            throw error;
          }
          return { events: eventsOf(commit), streamVersion: commit.lastVersion };
        }),
      );
    },

    readStream(stream) {
      return run(async () => (await commits.find({ stream }).sort({ firstVersion: 1 }).toArray()).flatMap(eventsOf));
    },

    readAll(after, limit) {
      return run(async () => {
        const found = await commits.find({ lastPosition: { $gt: after } }).sort({ lastPosition: 1 }).limit(limit).toArray();
        return eventsAfter(found, after, limit);
      });
    },

    readUnpublished(limit) {
      return run(async () => {
        const found = await commits.find({ pending: true }).sort({ lastPosition: 1 }).limit(limit).toArray();
        return unpublishedOf(found, limit);
      });
    },

    markPublished(eventIds) {
      if (eventIds.length === 0) return run(async () => undefined);
      return run(async () => {
        // One pipeline update per commit document: atomic, so concurrent markers cannot lose each other's work.
        await commits.updateMany({ unpublished: { $in: eventIds } }, [
          { $set: { unpublished: { $setDifference: ['$unpublished', { $literal: eventIds }] } } },
          { $set: { pending: { $gt: [{ $size: '$unpublished' }, 0] } } },
        ]);
      });
    },

    ping() {
      return run(async () => {
        await withTimeout(db.command({ ping: 1 }), 1500, 'MongoDB ping');
      }).catch((error: unknown) => {
        throw error instanceof UnavailableError ? error : new UnavailableError(error instanceof Error ? error.message : String(error));
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      await writes.idle();
      await options.onClose?.();
    },
  };
}
