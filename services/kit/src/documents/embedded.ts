import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import { DuplicateKeyError, UnavailableError } from '../errors.ts';
import { assertCollectionName, assertSupportedFilter, equalityKeys, matchesFilter, sortDocuments, withoutUndefined } from './filter.ts';
import type { Collection, Doc, DocumentStore, Filter, FindOptions } from './port.ts';

export interface EmbeddedDocumentStoreOptions {
  /** Folder for the collection files (`<dir>/<collection>.db`); absent = in memory only. */
  dir?: string;
  /** How often nedb rewrites its append-only files; default 10 minutes (nedb's minimum is 5 s). */
  compactEveryMs?: number;
}

type Row = Record<string, unknown> & { _id: string };

type Key = string | number | boolean;

/**
 * A non-unique index kept beside nedb. nedb keeps the documents sharing one
 * value in a plain array, so replacing or removing one of them filters that
 * whole array: every update of an article with `authorId: null` or `status:
 * 'published'` cost time in proportion to how many others share the value, and
 * a projection writing N documents became O(N²). Here the ids sharing a value
 * are a Set, and each id remembers its own keys, so a change costs only the
 * keys it touches.
 */
interface Lookup {
  ids: Map<Key, Set<string>>;
  /** Every key `ids` holds the id under (a write in flight: its old and new values). */
  keysOf: Map<string, Key[]>;
  /** Until it has read the documents already stored, queries do not use it (writes keep it up to date meanwhile). */
  built: boolean;
  ready: Promise<void>;
}

/** Point `id` at exactly `keys` in the lookup. */
function setKeys(lookup: Lookup, id: string, keys: Key[]): void {
  const old = lookup.keysOf.get(id) ?? [];
  for (const key of keys) {
    const ids = lookup.ids.get(key);
    if (ids) ids.add(id);
    else lookup.ids.set(key, new Set([id]));
  }
  for (const key of old) {
    if (keys.includes(key)) continue;
    const ids = lookup.ids.get(key);
    ids?.delete(id);
    if (ids?.size === 0) lookup.ids.delete(key);
  }
  if (keys.length > 0) lookup.keysOf.set(id, keys);
  else lookup.keysOf.delete(id);
}

/** Add `keys` for `id` without dropping any it has: a write in flight is found under its old and new values. */
function addKeys(lookup: Lookup, id: string, keys: Key[]): void {
  if (keys.length === 0) return;
  const held = lookup.keysOf.get(id) ?? [];
  for (const key of keys) {
    const ids = lookup.ids.get(key);
    if (ids) ids.add(id);
    else lookup.ids.set(key, new Set([id]));
  }
  lookup.keysOf.set(id, [...new Set([...held, ...keys])]);
}

/** Up to this many candidates are fetched by `_id $in` (nedb checks `$in` linearly per document); more, by one pass. */
const MAX_IN_IDS = 64;


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

/** The fields nedb holds an index on (it recreates persisted ones on load). */
function nedbIndexes(ds: Datastore<Row>): string[] {
  const indexes: unknown = Reflect.get(ds, 'indexes');
  return typeof indexes === 'object' && indexes !== null ? Object.keys(indexes) : [];
}

/** Removes the documents with these ids: by `_id $in` in slices (nedb checks `$in` linearly per document). */
async function removeIds(ds: Datastore<Row>, ids: string[]): Promise<number> {
  let removed = 0;
  for (let from = 0; from < ids.length; from += MAX_IN_IDS) {
    removed += await ds.removeAsync({ _id: { $in: ids.slice(from, from + MAX_IN_IDS) } }, { multi: true });
  }
  return removed;
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
 * A DocumentStore on nedb files, one per collection. Plain equalities narrow
 * the candidates, through nedb's unique indexes or the non-unique lookups kept
 * here (rebuilt from the documents by `ensureIndex` at every start); the
 * MongoDB-semantics matcher in filter.ts decides, so the embedded store answers
 * exactly like MongoDB.
 */
export async function openEmbeddedDocumentStore(options: EmbeddedDocumentStoreOptions = {}): Promise<DocumentStore> {
  const { dir, compactEveryMs = 10 * 60_000 } = options;
  if (dir) await mkdir(dir, { recursive: true });
  let closed = false;
  interface Entry {
    ds: Datastore<Row>;
    ready: Promise<void>;
    unique: Set<string>;
    /** Non-unique indexes by field. */
    lookups: Map<string, Lookup>;
  }
  const datastores = new Map<string, Entry>();

  function open(name: string): Entry {
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
    const entry: Entry = { ds, ready, unique, lookups: new Map() };
    datastores.set(name, entry);
    return entry;
  }

  async function use(name: string): Promise<Entry> {
    if (closed) throw new UnavailableError('Document store is closed');
    const entry = open(name);
    await entry.ready;
    return entry;
  }

  /** The ids a non-unique index holds for the query's most selective equality, when nedb has no index for it. */
  function candidateIds({ unique, lookups }: Entry, query: Record<string, unknown>): Set<string> | null {
    if (Object.keys(query).some((field) => field === '_id' || unique.has(field))) return null;
    let best: Set<string> | null = null;
    for (const [field, value] of Object.entries(query)) {
      const lookup = lookups.get(field);
      if (!lookup?.built) continue;
      const ids = lookup.ids.get(value as Key) ?? new Set<string>();
      if (!best || ids.size < best.size) best = ids;
    }
    return best;
  }

  async function matching(name: string, filter: Filter): Promise<Row[]> {
    assertSupportedFilter(filter);
    const entry = await use(name);
    const query = indexableQuery(filter);
    const ids = candidateIds(entry, query);
    let rows: Row[];
    if (!ids) rows = await entry.ds.findAsync(query);
    else if (ids.size === 0) rows = [];
    else if (ids.size <= MAX_IN_IDS) rows = await entry.ds.findAsync({ _id: { $in: [...ids] } });
    else {
      const wanted = new Set(ids);
      rows = await entry.ds.findAsync({
        $where(this: Row) {
          return wanted.has(this._id);
        },
      });
    }
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
        const { ds, unique, lookups } = await use(name);
        const row = withoutUndefined(doc) as unknown as Row;
        const indexed = [...lookups].map(([field, lookup]) => ({ field, lookup, keys: equalityKeys(row, field) }));
        // Findable under its new values while nedb writes it; the old ones are dropped once it has.
        for (const { lookup, keys } of indexed) addKeys(lookup, row._id, keys);
        try {
          await ds.updateAsync({ _id: row._id }, row, { upsert: true });
          for (const { lookup, keys } of indexed) setKeys(lookup, row._id, keys);
        } catch (error) {
          if (indexed.length > 0) {
            // Refused: back to the keys of the document nedb kept, if any.
            const [kept] = await ds.findAsync({ _id: row._id });
            for (const { field, lookup } of indexed) setKeys(lookup, row._id, kept ? equalityKeys(kept, field) : []);
          }
          if (isUniqueViolation(error)) {
            // nedb reports the value, not the field: find the unique field holding it.
            const field = [...unique].find((f) => matchesFilter(row, { [f]: error.key })) ?? '_id';
            throw new DuplicateKeyError(field);
          }
          throw error;
        }
      },
      async delete(id) {
        const { ds, lookups } = await use(name);
        await ds.removeAsync({ _id: id }, { multi: false });
        for (const lookup of lookups.values()) setKeys(lookup, id, []);
      },
      async deleteMany(filter) {
        const ids = (await matching(name, filter)).map((row) => row._id);
        if (ids.length === 0) return 0;
        const { ds, lookups } = await use(name);
        const removed = await removeIds(ds, ids);
        for (const lookup of lookups.values()) for (const id of ids) setKeys(lookup, id, []);
        return removed;
      },
      async ensureIndex(field, indexOptions = {}) {
        const { ds, unique, lookups } = await use(name);
        if (!indexOptions.unique && !unique.has(field) && field !== '_id') {
          const existing = lookups.get(field);
          if (existing) return existing.ready;
          const lookup: Lookup = { ids: new Map(), keysOf: new Map(), built: false, ready: Promise.resolve() };
          // Registered first, so writes made while it reads the stored documents keep it up to date.
          lookups.set(field, lookup);
          lookup.ready = (async () => {
            // A non-unique nedb index from an older file would keep the quadratic cost: replaced by the lookup.
            if (nedbIndexes(ds).includes(field)) await ds.removeIndexAsync(field);
            for (const row of await ds.findAsync({})) addKeys(lookup, row._id, equalityKeys(row, field));
            lookup.built = true;
          })();
          lookup.ready.catch(() => lookups.delete(field));
          return lookup.ready;
        }
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
