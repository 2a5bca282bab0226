import type { Db, Document } from 'mongodb';
import { DuplicateKeyError, UnavailableError } from '../errors.ts';
import { withTimeout } from '../app.ts';
import { duplicateKeyField, guarded } from '../internal/mongo-errors.ts';
import { assertCollectionName, assertSupportedFilter, effectiveSort, withoutUndefined } from './filter.ts';
import type { Collection, Doc, DocumentStore, Filter } from './port.ts';


interface Row extends Document {
  _id: string;
}

/**
 * A DocumentStore on a MongoDB database (one collection per read model). The
 * filter subset is checked first so both adapters refuse the same operators;
 * every find is sorted (caller's keys, then `_id`) to match the embedded store.
 */
export function openMongoDocumentStore(db: Db, options: { onClose?: () => Promise<void> } = {}): DocumentStore {
  let closed = false;

  function assertOpen(): void {
    if (closed) throw new UnavailableError('Document store is closed');
  }

  function collection<T extends Doc>(name: string): Collection<T> {
    assertCollectionName(name);
    const coll = db.collection<Row>(name);
    // Async throughout, so a closed store or a refused filter rejects like the embedded store does.
    const run = async <R>(call: () => Promise<R>): Promise<R> => {
      assertOpen();
      return guarded(call);
    };
    return {
      async find(filter: Filter, findOptions = {}) {
        assertSupportedFilter(filter);
        return run(async () => {
          let cursor = coll.find(filter).sort(effectiveSort(findOptions.sort));
          if (findOptions.skip) cursor = cursor.skip(findOptions.skip);
          if (findOptions.limit) cursor = cursor.limit(findOptions.limit);
          return (await cursor.toArray()) as unknown as T[];
        });
      },
      async findOne(filter) {
        assertSupportedFilter(filter);
        return run(async () => {
          const [first] = await coll.find(filter).sort({ _id: 1 }).limit(1).toArray();
          return (first ?? null) as unknown as T | null;
        });
      },
      async count(filter) {
        assertSupportedFilter(filter);
        return run(() => coll.countDocuments(filter));
      },
      async put(doc) {
        const row = withoutUndefined(doc) as unknown as Row;
        return run(async () => {
          for (let attempt = 0; ; attempt++) {
            try {
              await coll.replaceOne({ _id: row._id }, row, { upsert: true });
              return;
            } catch (error) {
              const field = duplicateKeyField(error);
              if (field === null) throw error;
              // Two concurrent upserts of one new _id: the loser retries as a replace.
              if (field === '_id' && attempt === 0) continue;
              throw new DuplicateKeyError(field);
            }
          }
        });
      },
      async delete(id) {
        return run(async () => {
          await coll.deleteOne({ _id: id });
        });
      },
      async deleteMany(filter) {
        assertSupportedFilter(filter);
        return run(async () => (await coll.deleteMany(filter)).deletedCount);
      },
      async ensureIndex(field, indexOptions = {}) {
        return run(async () => {
          try {
            await coll.createIndex({ [field]: 1 }, { unique: indexOptions.unique ?? false, sparse: indexOptions.sparse ?? false });
          } catch (error) {
            if (duplicateKeyField(error) !== null) throw new DuplicateKeyError(field);
            throw error;
          }
        });
      },
    };
  }

  return {
    collection,
    async ping() {
      assertOpen();
      await guarded(() => withTimeout(db.command({ ping: 1 }), 1500, 'MongoDB ping')).catch((error: unknown) => {
        throw error instanceof UnavailableError ? error : new UnavailableError(error instanceof Error ? error.message : String(error));
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await options.onClose?.();
    },
  };
}
