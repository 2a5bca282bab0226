import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyError, DuplicateKeyError, UnavailableError, ValidationError } from '../errors.ts';
import type { Storage } from '../storage.ts';
import type { AppendMeta, NewEvent } from './port.ts';

/** One place storage can be opened (a folder, a database), possibly several times. */
export interface StoragePlace {
  open(): Promise<Storage>;
  /** Remove whatever the place holds. */
  dispose(): Promise<void>;
}

export interface StorageContractTarget {
  name: string;
  /** When set, the suite is registered as skipped and this reason printed. */
  skip?: string;
  setup?(): Promise<void>;
  teardown?(): Promise<void>;
  /** A fresh, empty place per test. */
  place(): Promise<StoragePlace>;
  /** Two open instances of one place guard stream versions against each other (true for MongoDB). */
  sharedWriters: boolean;
  /** A place keeps its data across close and open (false for in-memory). */
  persistent?: boolean;
}

const meta: AppendMeta = { actor: 'user:tester', correlationId: 'corr-1' };
const ev = (n: number, type = 'test.thing.happened'): NewEvent => ({ type, version: 1, data: { n } });

interface Row {
  _id: string;
  [key: string]: unknown;
}

/**
 * The one contract every EventStore + DocumentStore pair passes, so services
 * see the same behaviour embedded and on MongoDB.
 */
export function storageContract(target: StorageContractTarget): void {
  if (target.skip) console.log(`SKIP ${target.name} contract suite: ${target.skip}`);
  const suite = target.skip ? describe.skip : describe;

  suite(`${target.name} storage contract`, () => {
    const cleanups: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      await target.setup?.();
    });
    afterAll(async () => {
      await target.teardown?.();
    });
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    async function fresh(): Promise<{ place: StoragePlace; storage: Storage }> {
      const place = await target.place();
      const storage = await place.open();
      cleanups.push(async () => {
        await storage.close();
        await place.dispose();
      });
      return { place, storage };
    }

    describe('events', () => {
      it('appends a batch and reads it back in order with full envelopes', async () => {
        const { storage } = await fresh();
        const { events, streamVersion } = await storage.store.append('thing-1', [ev(1), { type: 'test.thing.renamed', version: 2, data: { name: 'x', nested: { list: [1, 'two', null] } } }], {
          expectedVersion: 'no_stream',
          meta: { ...meta, causationId: 'cause-1', occurredAt: '2025-03-04T05:06:07.000Z' },
        });
        expect(streamVersion).toBe(2);
        expect(events).toHaveLength(2);
        expect(events[0]).toMatchObject({ type: 'test.thing.happened', version: 1, stream: 'thing-1', streamVersion: 1, actor: 'user:tester', correlationId: 'corr-1', causationId: 'cause-1', occurredAt: '2025-03-04T05:06:07.000Z', data: { n: 1 } });
        expect(events[1]).toMatchObject({ type: 'test.thing.renamed', version: 2, streamVersion: 2, data: { name: 'x', nested: { list: [1, 'two', null] } } });
        const [first, second] = events;
        expect(first && second && second.position > first.position).toBe(true);
        expect(new Set(events.map((e) => e.id)).size).toBe(2);
        expect(await storage.store.readStream('thing-1')).toEqual(events);
        expect(await storage.store.readStream('thing-2')).toEqual([]);
      });

      it('fills causationId with null and occurredAt with the current time when absent', async () => {
        const { storage } = await fresh();
        const before = Date.now();
        const { events } = await storage.store.append('thing-1', [ev(1)], { expectedVersion: 'no_stream', meta });
        expect(events[0]?.causationId).toBeNull();
        expect(Date.parse(events[0]?.occurredAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
      });

      it('stores a batch atomically: an invalid event leaves nothing behind', async () => {
        const { storage } = await fresh();
        await expect(storage.store.append('thing-1', [ev(1), { type: 'Not A Type', version: 1, data: {} }], { expectedVersion: 'no_stream', meta })).rejects.toBeInstanceOf(ValidationError);
        expect(await storage.store.readStream('thing-1')).toEqual([]);
        expect(await storage.store.readAll(0, 10)).toEqual([]);
        const { streamVersion } = await storage.store.append('thing-1', [ev(1)], { expectedVersion: 'no_stream', meta });
        expect(streamVersion).toBe(1);
      });

      it('continues a stream from the version the writer saw', async () => {
        const { storage } = await fresh();
        await storage.store.append('thing-1', [ev(1)], { expectedVersion: 0, meta });
        const { events, streamVersion } = await storage.store.append('thing-1', [ev(2), ev(3)], { expectedVersion: 1, meta });
        expect(streamVersion).toBe(3);
        expect(events.map((e) => e.streamVersion)).toEqual([2, 3]);
        expect((await storage.store.readStream('thing-1')).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      });

      it('throws ConcurrencyError when the stream moved past the expected version', async () => {
        const { storage } = await fresh();
        await storage.store.append('thing-1', [ev(1), ev(2)], { expectedVersion: 'no_stream', meta });
        const stale = storage.store.append('thing-1', [ev(3)], { expectedVersion: 1, meta });
        await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
        await expect(stale).rejects.toMatchObject({ status: 412, stream: 'thing-1', expected: 1, actual: 2 });
        await expect(storage.store.append('thing-1', [ev(3)], { expectedVersion: 5, meta })).rejects.toBeInstanceOf(ConcurrencyError);
        expect(await storage.store.readStream('thing-1')).toHaveLength(2);
      });

      it("refuses 'no_stream' on an existing stream and accepts 'any'", async () => {
        const { storage } = await fresh();
        await storage.store.append('thing-1', [ev(1)], { expectedVersion: 'no_stream', meta });
        await expect(storage.store.append('thing-1', [ev(2)], { expectedVersion: 'no_stream', meta })).rejects.toMatchObject({ expected: 'no_stream', actual: 1 });
        const { streamVersion } = await storage.store.append('thing-1', [ev(2)], { expectedVersion: 'any', meta });
        expect(streamVersion).toBe(2);
      });

      it('lets only one of several concurrent appenders at the same version win', async () => {
        const { storage } = await fresh();
        await storage.store.append('thing-1', [ev(0)], { expectedVersion: 'no_stream', meta });
        const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => storage.store.append('thing-1', [ev(n), ev(n * 10)], { expectedVersion: 1, meta })));
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ConcurrencyError);
        const stream = await storage.store.readStream('thing-1');
        expect(stream.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
        // The winner's batch is whole: n then n*10.
        const [, a, b] = stream;
        expect((b?.data as { n: number }).n).toBe((a?.data as { n: number }).n * 10);
      });

      if (target.sharedWriters) {
        it('lets only one of two store instances win the same version', async () => {
          const { place, storage } = await fresh();
          const other = await place.open();
          try {
            await storage.store.append('thing-1', [ev(0)], { expectedVersion: 'no_stream', meta });
            const results = await Promise.allSettled([storage.store.append('thing-1', [ev(1)], { expectedVersion: 1, meta }), other.store.append('thing-1', [ev(2)], { expectedVersion: 1, meta })]);
            expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
            expect(await storage.store.readStream('thing-1')).toHaveLength(2);
          } finally {
            await other.close();
          }
        });
      }

      it('reads all streams in position order, after a position, up to a limit', async () => {
        const { storage } = await fresh();
        await storage.store.append('a', [ev(1), ev(2)], { expectedVersion: 'no_stream', meta });
        await storage.store.append('b', [ev(3)], { expectedVersion: 'no_stream', meta });
        await storage.store.append('a', [ev(4)], { expectedVersion: 2, meta });
        const all = await storage.store.readAll(0, 100);
        expect(all.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
        const positions = all.map((e) => e.position);
        expect([...positions].sort((x, y) => x - y)).toEqual(positions);
        expect(new Set(positions).size).toBe(4);
        const [p1, p2] = positions;
        // `after` can fall inside a batch: only the rest of that batch comes back.
        expect((await storage.store.readAll(p1 ?? 0, 100)).map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
        expect((await storage.store.readAll(p1 ?? 0, 2)).map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }]);
        expect((await storage.store.readAll(p2 ?? 0, 1)).map((e) => e.data)).toEqual([{ n: 3 }]);
        expect(await storage.store.readAll(positions[3] ?? 0, 100)).toEqual([]);
      });

      it('keeps every event unpublished until marked, in position order', async () => {
        const { storage } = await fresh();
        const { events: ab } = await storage.store.append('a', [ev(1), ev(2)], { expectedVersion: 'no_stream', meta });
        const { events: c } = await storage.store.append('b', [ev(3)], { expectedVersion: 'no_stream', meta });
        expect((await storage.store.readUnpublished(10)).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
        expect((await storage.store.readUnpublished(2)).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
        // Part of a batch, and an id the store never saw.
        await storage.store.markPublished([ab[0]?.id ?? '', 'unknown-id']);
        expect((await storage.store.readUnpublished(10)).map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }]);
        await storage.store.markPublished([...ab, ...c].map((e) => e.id));
        expect(await storage.store.readUnpublished(10)).toEqual([]);
        await storage.store.markPublished([]);
        expect(await storage.store.readAll(0, 10)).toHaveLength(3);
      });

      it.skipIf(target.persistent === false)('keeps events, publish marks and positions after a reopen', async () => {
        const { place, storage } = await fresh();
        const { events } = await storage.store.append('a', [ev(1), ev(2)], { expectedVersion: 'no_stream', meta });
        await storage.store.markPublished([events[0]?.id ?? '']);
        await storage.docs.collection<Row>('things').put({ _id: 'x', title: 'kept' });
        await storage.close();

        const reopened = await place.open();
        try {
          expect(await reopened.store.readStream('a')).toEqual(events);
          expect((await reopened.store.readUnpublished(10)).map((e) => e.id)).toEqual([events[1]?.id]);
          const { events: more } = await reopened.store.append('a', [ev(3)], { expectedVersion: 2, meta });
          expect(more[0]?.streamVersion).toBe(3);
          expect(more[0]?.position).toBeGreaterThan(events[1]?.position ?? Infinity);
          await expect(reopened.store.append('a', [ev(4)], { expectedVersion: 2, meta })).rejects.toBeInstanceOf(ConcurrencyError);
          expect(await reopened.docs.collection<Row>('things').findOne({ _id: 'x' })).toEqual({ _id: 'x', title: 'kept' });
        } finally {
          await reopened.close();
        }
      });

      it('rejects pings and calls with UnavailableError once closed', async () => {
        const { storage } = await fresh();
        await storage.store.ping();
        await storage.docs.ping();
        await storage.close();
        await expect(storage.store.ping()).rejects.toBeInstanceOf(UnavailableError);
        await expect(storage.docs.ping()).rejects.toBeInstanceOf(UnavailableError);
        await expect(storage.store.append('a', [ev(1)], { expectedVersion: 'any', meta })).rejects.toBeInstanceOf(UnavailableError);
      });
    });

    describe('documents', () => {
      const rows: Row[] = [
        { _id: 'a', n: 1, s: 'apple', tags: ['x', 'y'], nested: { k: 'one' }, items: [{ q: 1 }, { q: 2 }], when: new Date('2025-01-01T00:00:00Z'), flag: true },
        { _id: 'b', n: 2, s: 'Banana', tags: ['z'], nested: { k: 'two' }, items: [{ q: 3 }], when: new Date('2025-02-01T00:00:00Z'), flag: false, empty: null },
        { _id: 'c', n: 3, s: 'cherry', tags: [], nested: {}, when: new Date('2025-03-01T00:00:00Z') },
        { _id: 'd', s: 'date' },
      ];

      async function seeded() {
        const { storage } = await fresh();
        const things = storage.docs.collection<Row>('things');
        for (const row of rows) await things.put(row);
        const ids = async (filter: Record<string, unknown>) => (await things.find(filter)).map((r) => r._id);
        return { storage, things, ids };
      }

      it('puts, replaces and reads documents, dropping undefined fields', async () => {
        const { storage } = await fresh();
        const things = storage.docs.collection<Row>('things');
        await things.put({ _id: 'a', title: 'first', extra: 1, gone: undefined });
        expect(await things.findOne({ _id: 'a' })).toEqual({ _id: 'a', title: 'first', extra: 1 });
        await things.put({ _id: 'a', title: 'second' });
        expect(await things.findOne({ _id: 'a' })).toEqual({ _id: 'a', title: 'second' });
        expect(await things.findOne({ _id: 'nope' })).toBeNull();
        expect(await things.count({})).toBe(1);
        const when = new Date('2025-01-01T00:00:00Z');
        await things.put({ _id: 'd', when });
        expect((await things.findOne({ _id: 'd' }))?.when).toEqual(when);
      });

      it('matches equality on fields, dot paths and array elements', async () => {
        const { ids } = await seeded();
        expect(await ids({ n: 2 })).toEqual(['b']);
        expect(await ids({ 'nested.k': 'one' })).toEqual(['a']);
        expect(await ids({ tags: 'y' })).toEqual(['a']);
        expect(await ids({ tags: ['x', 'y'] })).toEqual(['a']);
        expect(await ids({ 'items.q': 3 })).toEqual(['b']);
        expect(await ids({ flag: false })).toEqual(['b']);
        expect(await ids({ when: new Date('2025-02-01T00:00:00Z') })).toEqual(['b']);
        expect(await ids({ n: 2, s: 'apple' })).toEqual([]);
      });

      it('matches null against null and absent fields', async () => {
        const { ids } = await seeded();
        expect(await ids({ empty: null })).toEqual(['a', 'b', 'c', 'd']);
        expect(await ids({ n: null })).toEqual(['d']);
        expect(await ids({ n: { $ne: null } })).toEqual(['a', 'b', 'c']);
      });

      it('supports $in, $nin and $ne, including on arrays', async () => {
        const { ids } = await seeded();
        expect(await ids({ n: { $in: [1, 3] } })).toEqual(['a', 'c']);
        expect(await ids({ tags: { $in: ['z', 'y'] } })).toEqual(['a', 'b']);
        expect(await ids({ n: { $in: [null] } })).toEqual(['d']);
        expect(await ids({ tags: { $nin: ['x'] } })).toEqual(['b', 'c', 'd']);
        expect(await ids({ n: { $nin: [1, 2] } })).toEqual(['c', 'd']);
        expect(await ids({ tags: { $ne: 'x' } })).toEqual(['b', 'c', 'd']);
        expect(await ids({ s: { $ne: 'apple' } })).toEqual(['b', 'c', 'd']);
      });

      it('supports $gt, $gte, $lt and $lte on numbers, strings and dates', async () => {
        const { ids } = await seeded();
        expect(await ids({ n: { $gt: 1 } })).toEqual(['b', 'c']);
        expect(await ids({ n: { $gte: 2, $lte: 3 } })).toEqual(['b', 'c']);
        expect(await ids({ n: { $lt: 2 } })).toEqual(['a']);
        expect(await ids({ s: { $gt: 'b' } })).toEqual(['c', 'd']);
        expect(await ids({ when: { $gte: new Date('2025-02-01T00:00:00Z') } })).toEqual(['b', 'c']);
        expect(await ids({ 'items.q': { $gt: 1 } })).toEqual(['a', 'b']);
        // Type brackets: a number bound never matches strings.
        expect(await ids({ s: { $gt: 0 } })).toEqual([]);
      });

      it('supports $exists, $regex, $or and $and', async () => {
        const { ids } = await seeded();
        expect(await ids({ n: { $exists: true } })).toEqual(['a', 'b', 'c']);
        expect(await ids({ n: { $exists: false } })).toEqual(['d']);
        expect(await ids({ empty: { $exists: true } })).toEqual(['b']);
        expect(await ids({ s: { $regex: /^b/i } })).toEqual(['b']);
        expect(await ids({ tags: { $regex: /^[yz]$/ } })).toEqual(['a', 'b']);
        expect(await ids({ $or: [{ n: 1 }, { s: 'date' }] })).toEqual(['a', 'd']);
        expect(await ids({ $and: [{ n: { $gt: 1 } }, { n: { $lt: 3 } }] })).toEqual(['b']);
        expect(await ids({ $or: [{ n: 1 }, { n: 3 }], s: { $regex: /rr/ } })).toEqual(['c']);
      });

      it('counts matches', async () => {
        const { things } = await seeded();
        expect(await things.count({})).toBe(4);
        expect(await things.count({ n: { $gte: 2 } })).toBe(2);
      });

      it('refuses operators outside the documented subset', async () => {
        const { things } = await seeded();
        await expect(things.find({ n: { $where: 'x' } })).rejects.toThrow(/Unsupported/);
        await expect(things.find({ $nor: [{ n: 1 }] })).rejects.toThrow(/Unsupported/);
      });

      it('sorts, skips and limits, with _id breaking ties and as the default order', async () => {
        const { storage } = await fresh();
        const things = storage.docs.collection<Row>('things');
        for (const [id, group, rank] of [['e', 'b', 1], ['a', 'a', 2], ['d', 'b', 2], ['c', 'a', 1], ['b', 'b', 1]] as const) {
          await things.put({ _id: id, group, rank });
        }
        expect((await things.find({})).map((r) => r._id)).toEqual(['a', 'b', 'c', 'd', 'e']);
        expect((await things.find({}, { sort: { rank: -1 } })).map((r) => r._id)).toEqual(['a', 'd', 'b', 'c', 'e']);
        expect((await things.find({}, { sort: { group: 1, rank: -1 } })).map((r) => r._id)).toEqual(['a', 'c', 'd', 'b', 'e']);
        expect((await things.find({}, { sort: { group: 1, rank: -1 }, skip: 1, limit: 2 })).map((r) => r._id)).toEqual(['c', 'd']);
        expect((await things.find({ group: 'b' }, { sort: { _id: -1 }, limit: 2 })).map((r) => r._id)).toEqual(['e', 'd']);
        expect(await things.find({}, { skip: 10 })).toEqual([]);
        expect((await things.findOne({ group: 'b' }))?._id).toBe('b');
      });

      it('enforces unique indexes with DuplicateKeyError naming the field', async () => {
        const { storage } = await fresh();
        const things = storage.docs.collection<Row>('things');
        await things.ensureIndex('slug', { unique: true });
        await things.ensureIndex('slug', { unique: true });
        await things.put({ _id: 'a', slug: 'one' });
        await things.put({ _id: 'b', slug: 'two' });
        await expect(things.put({ _id: 'c', slug: 'one' })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(things.put({ _id: 'b', slug: 'one' })).rejects.toMatchObject({ status: 409, key: 'slug' });
        // Replacing a document with its own value is not a duplicate.
        await things.put({ _id: 'a', slug: 'one', title: 'again' });
        expect((await things.find({ slug: 'one' })).map((r) => r._id)).toEqual(['a']);
        expect((await things.findOne({ _id: 'b' }))?.slug).toBe('two');
      });

      it('lets a sparse unique index hold many documents without the field', async () => {
        const { storage } = await fresh();
        const things = storage.docs.collection<Row>('things');
        await things.ensureIndex('email', { unique: true, sparse: true });
        await things.put({ _id: 'a' });
        await things.put({ _id: 'b' });
        await things.put({ _id: 'c', email: 'x@example.com' });
        await expect(things.put({ _id: 'd', email: 'x@example.com' })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await things.count({})).toBe(3);
      });

      it('deletes one document or every match', async () => {
        const { things } = await seeded();
        await things.delete('a');
        await things.delete('missing');
        expect(await things.findOne({ _id: 'a' })).toBeNull();
        expect(await things.deleteMany({ n: { $gte: 2 } })).toBe(2);
        expect(await things.deleteMany({ n: 99 })).toBe(0);
        expect((await things.find({})).map((r) => r._id)).toEqual(['d']);
      });

      it('answers equalities on non-unique indexes exactly as documents are put, replaced and deleted', async () => {
        const { storage } = await fresh();
        const things = storage.docs.collection<Row>('things');
        // Some documents exist before the index: it must find them too.
        await things.put({ _id: 'early', status: 'draft', owner: null, tags: ['x'] });
        await things.ensureIndex('status');
        await things.ensureIndex('owner', { sparse: true });
        await things.ensureIndex('tags');
        await things.ensureIndex('meta.kind');
        await things.ensureIndex('status');
        await things.ensureIndex('slug', { unique: true });
        // Many share one value (past the embedded store's small-candidate path), as published articles share a status.
        const many = Array.from({ length: 150 }, (_, i) => `p${String(i).padStart(3, '0')}`);
        for (const id of many) await things.put({ _id: id, status: 'published', owner: null, slug: id, tags: ['y', 'z'], meta: { kind: 'story' } });
        const ids = async (filter: Record<string, unknown>) => (await things.find(filter)).map((r) => r._id);
        expect(await ids({ status: 'published' })).toEqual(many);
        expect(await ids({ status: 'draft' })).toEqual(['early']);
        expect(await ids({ owner: null })).toHaveLength(151);
        expect(await ids({ tags: 'x' })).toEqual(['early']);
        expect(await things.count({ tags: 'z' })).toBe(150);
        expect(await ids({ 'meta.kind': 'story', status: 'published', _id: { $in: ['p001', 'p002'] } })).toEqual(['p001', 'p002']);

        // A replacement moves the document to its new values and out of its old ones.
        await things.put({ _id: 'p001', status: 'archived', owner: 'ann', slug: 'p001', tags: ['x'], meta: { kind: 'note' } });
        expect(await ids({ status: 'archived' })).toEqual(['p001']);
        expect(await ids({ status: 'published' })).toEqual(many.filter((id) => id !== 'p001'));
        expect(await ids({ owner: 'ann' })).toEqual(['p001']);
        expect(await ids({ tags: 'x' })).toEqual(['early', 'p001']);
        expect(await ids({ 'meta.kind': 'note' })).toEqual(['p001']);
        // A field the replacement leaves out is gone from the index as well.
        await things.put({ _id: 'p002', slug: 'p002' });
        expect(await ids({ status: 'published' })).toHaveLength(148);
        expect(await ids({ owner: null })).toHaveLength(150);
        // A refused replacement keeps the document (and what finds it) as it was.
        await expect(things.put({ _id: 'p003', status: 'draft', slug: 'p004' })).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(things.put({ _id: 'new', status: 'draft', slug: 'p004' })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await ids({ status: 'draft' })).toEqual(['early']);
        expect(await ids({ status: 'published', _id: 'p003' })).toEqual(['p003']);
        expect(await things.count({ status: 'published' })).toBe(148);

        await things.delete('p003');
        expect(await ids({ status: 'published' })).toHaveLength(147);
        expect(await things.deleteMany({ status: 'published', tags: 'y' })).toBe(147);
        expect(await ids({ status: 'published' })).toEqual([]);
        expect(await ids({ tags: 'z' })).toEqual([]);
        expect(await ids({})).toEqual(['early', 'p001', 'p002']);
        await things.put({ _id: 'p003', status: 'published', slug: 'p003' });
        expect(await ids({ status: 'published' })).toEqual(['p003']);
      });

      it('finds documents written while a non-unique index is being created', async () => {
        const { storage } = await fresh();
        const things = storage.docs.collection<Row>('things');
        const before = Array.from({ length: 100 }, (_, i) => things.put({ _id: `a${i}`, status: 'live' }));
        const indexing = [things.ensureIndex('status'), things.ensureIndex('status')];
        const during = Array.from({ length: 100 }, (_, i) => things.put({ _id: `b${i}`, status: i % 2 === 0 ? 'live' : 'done' }));
        await Promise.all([...before, ...indexing, ...during]);
        expect(await things.count({ status: 'live' })).toBe(150);
        expect(await things.count({ status: 'done' })).toBe(50);
      });

      it.skipIf(target.persistent === false)('finds documents through non-unique indexes after a reopen', async () => {
        const { place, storage } = await fresh();
        const things = storage.docs.collection<Row>('things');
        await things.ensureIndex('status');
        for (const id of ['a', 'b', 'c']) await things.put({ _id: id, status: 'published' });
        await things.put({ _id: 'b', status: 'draft' });
        await storage.close();

        const reopened = await place.open();
        try {
          const again = reopened.docs.collection<Row>('things');
          await again.ensureIndex('status');
          expect((await again.find({ status: 'published' })).map((r) => r._id)).toEqual(['a', 'c']);
          await again.put({ _id: 'c', status: 'draft' });
          expect((await again.find({ status: 'draft' })).map((r) => r._id)).toEqual(['b', 'c']);
        } finally {
          await reopened.close();
        }
      });

      it('refuses the names the event store keeps for itself', async () => {
        const { storage } = await fresh();
        expect(() => storage.docs.collection('_events')).toThrow(/reserved/);
        expect(() => storage.docs.collection('bad name')).toThrow(/Invalid collection name/);
      });

      it('keeps collections apart', async () => {
        const { storage } = await fresh();
        await storage.docs.collection<Row>('one').put({ _id: 'a', v: 1 });
        await storage.docs.collection<Row>('two').put({ _id: 'a', v: 2 });
        expect(await storage.docs.collection<Row>('one').findOne({ _id: 'a' })).toEqual({ _id: 'a', v: 1 });
        expect(await storage.docs.collection<Row>('two').count({})).toBe(1);
      });
    });
  });
}
