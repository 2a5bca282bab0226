import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import { DuplicateKeyError, UnavailableError } from '../errors.ts';
import { assertCollectionName, assertSupportedFilter, matchesFilter, sortDocuments, withoutUndefined } from './filter.ts';
import type { Collection, Doc, DocumentStore, Filter, FindOptions } from './port.ts';

export interface EmbeddedDocumentStoreOptions {
  /** Folder for the collection files (`<dir>/<collection>.db`); absent = in memory only. */
  dir?: string;
  /** How often nedb rewrites its append-only files; default 10 minutes (nedb's minimum is 5 s). */
  compactEveryMs?: number;
}

type Row = Record<string, unknown> & { _id: string };


/** True for nedb's unique-index refusal. */
export function isUniqueViolation(error: unknown): error is { errorType: 'uniqueViolated'; key: unknown } {
  return typeof error === 'object' && error !== null && 'errorType' in error && error.errorType === 'uniqueViolated';
}

/**
 * Unique indexes nedb recreated from its file on load (it persists them), so a
 * DuplicateKeyError names the field even before `ensureIndex` runs again.
 * `indexes` is not in nedb's typings, hence the careful reading.
 */
function persistedUniqueIndexes(ds: Datastore<Row>): string[] {
  const indexes: unknown = Reflect.get(ds, 'indexes');
  if (typeof indexes !== 'object' || indexes === null) return [];
  return Object.entries(indexes).flatMap(([field, index]: [string, unknown]) =>
    field !== '_id' && typeof index === 'object' && index !== null && Reflect.get(index, 'unique') === true ? [field] : [],
  );
}

/** Top-level plain equalities nedb can answer from an index with the same result MongoDB gives. */
function indexableQuery(filter: Filter): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query[key] = value;
  }
  return query;
}

/**
 * A DocumentStore on nedb files, one per collection. nedb narrows candidates
 * (and uses indexes) on plain equalities; the MongoDB-semantics matcher in
 * filter.ts decides, so the embedded store answers exactly like MongoDB.
 */
export async function openEmbeddedDocumentStore(options: EmbeddedDocumentStoreOptions = {}): Promise<DocumentStore> {
  const { dir, compactEveryMs = 10 * 60_000 } = options;
  if (dir) await mkdir(dir, { recursive: true });
  let closed = false;
  const datastores = new Map<string, { ds: Datastore<Row>; ready: Promise<void>; unique: Set<string> }>();

  function open(name: string): { ds: Datastore<Row>; ready: Promise<void>; unique: Set<string> } {
    const existing = datastores.get(name);
    if (existing) return existing;
    assertCollectionName(name);
    const ds = new Datastore<Row>(dir ? { filename: join(dir, `${name}.db`) } : { inMemoryOnly: true });
    const unique = new Set<string>();
    const ready = ds.loadDatabaseAsync().then(() => {
      if (dir) ds.setAutocompactionInterval(Math.max(5000, compactEveryMs));
      for (const field of persistedUniqueIndexes(ds)) unique.add(field);
    });
    // Surface a load failure on first use, not as an unhandled rejection.
    ready.catch(() => undefined);
    const entry = { ds, ready, unique };
    datastores.set(name, entry);
    return entry;
  }

  async function use(name: string): Promise<{ ds: Datastore<Row>; unique: Set<string> }> {
    if (closed) throw new UnavailableError('Document store is closed');
    const entry = open(name);
    await entry.ready;
    return entry;
  }

  async function matching(name: string, filter: Filter): Promise<Row[]> {
    assertSupportedFilter(filter);
    const { ds } = await use(name);
    const rows = await ds.findAsync(indexableQuery(filter));
    return rows.filter((row) => matchesFilter(row, filter));
  }

  function collection<T extends Doc>(name: string): Collection<T> {
    assertCollectionName(name);
    const find = async (filter: Filter, findOptions: FindOptions = {}): Promise<T[]> => {
      const sorted = sortDocuments(await matching(name, filter), findOptions.sort);
      const start = findOptions.skip ?? 0;
      const end = findOptions.limit !== undefined && findOptions.limit > 0 ? start + findOptions.limit : undefined;
      // nedb hands out copies, so callers cannot change stored rows by mutating results.
      return sorted.slice(start, end) as unknown as T[];
    };
    return {
      find,
      async findOne(filter) {
        const [first] = await find(filter, { limit: 1 });
        return first ?? null;
      },
      async count(filter) {
        return (await matching(name, filter)).length;
      },
      async put(doc) {
        const { ds, unique } = await use(name);
        const row = withoutUndefined(doc) as unknown as Row;
        try {
          await ds.updateAsync({ _id: row._id }, row, { upsert: true });
        } catch (error) {
          if (isUniqueViolation(error)) {
            // nedb reports the value, not the field: find the unique field holding it.
            const field = [...unique].find((f) => matchesFilter(row, { [f]: error.key })) ?? '_id';
            throw new DuplicateKeyError(field);
          }
          throw error;
        }
      },
      async delete(id) {
        const { ds } = await use(name);
        await ds.removeAsync({ _id: id }, { multi: false });
      },
      async deleteMany(filter) {
        const ids = (await matching(name, filter)).map((row) => row._id);
        if (ids.length === 0) return 0;
        const { ds } = await use(name);
        return ds.removeAsync({ _id: { $in: ids } }, { multi: true });
      },
      async ensureIndex(field, indexOptions = {}) {
        const { ds, unique } = await use(name);
        try {
          await ds.ensureIndexAsync({ fieldName: field, unique: indexOptions.unique ?? false, sparse: indexOptions.sparse ?? false });
        } catch (error) {
          if (isUniqueViolation(error)) throw new DuplicateKeyError(field);
          throw error;
        }
        if (indexOptions.unique) unique.add(field);
      },
    };
  }

  return {
    collection,
    async ping() {
      if (closed) throw new UnavailableError('Document store is closed');
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(
        [...datastores.values()].map(async ({ ds, ready }) => {
          try {
            await ready;
          } catch {
            return;
          }
          ds.stopAutocompaction();
          // One final rewrite so the next start loads a compact file.
          if (dir) await ds.compactDatafileAsync();
        }),
      );
    },
  };
}
