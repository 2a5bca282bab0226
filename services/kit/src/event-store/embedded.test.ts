import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import { openStorage } from '../storage.ts';
import { storageContract } from './contract.ts';

storageContract({
  name: 'embedded (files)',
  sharedWriters: false,
  async place() {
    const dir = await mkdtemp(join(tmpdir(), 'mitics-store-'));
    return {
      open: () => openStorage({ kind: 'embedded', dir }),
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  },
});

storageContract({
  name: 'embedded (memory)',
  sharedWriters: false,
  persistent: false,
  async place() {
    return { open: () => openStorage({ kind: 'embedded-memory' }), dispose: async () => undefined };
  },
});

describe('embedded files', () => {
  it('compacts its append-only files on close and remembers unique indexes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mitics-compact-'));
    try {
      const storage = await openStorage({ kind: 'embedded', dir });
      const things = storage.docs.collection<{ _id: string; slug: string; n: number }>('things');
      await things.ensureIndex('slug', { unique: true });
      for (let n = 0; n < 20; n++) await things.put({ _id: 'a', slug: 'one', n });
      const file = join(dir, 'collections', 'things.db');
      const lines = async () => (await readFile(file, 'utf8')).split('\n').filter((l) => l.includes('"_id"')).length;
      expect(await lines()).toBe(20);
      await storage.close();
      expect(await lines()).toBe(1);

      const reopened = await openStorage({ kind: 'embedded', dir });
      const again = reopened.docs.collection<{ _id: string; slug: string; n: number }>('things');
      await expect(again.put({ _id: 'b', slug: 'one', n: 0 })).rejects.toMatchObject({ key: 'slug' });
      expect(await again.findOne({ _id: 'a' })).toEqual({ _id: 'a', slug: 'one', n: 19 });
      await reopened.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('replaces a non-unique nedb index an older file kept with its own lookup, finding the same documents', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mitics-index-'));
    try {
      // A file as the store wrote it before: nedb persisted its non-unique index on `status`.
      const old = new Datastore<{ _id: string; status: string }>({ filename: join(dir, 'collections', 'things.db') });
      await old.loadDatabaseAsync();
      await old.ensureIndexAsync({ fieldName: 'status' });
      for (const [_id, status] of [['a', 'published'], ['b', 'draft'], ['c', 'published']] as const) await old.insertAsync({ _id, status });
      await old.compactDatafileAsync();

      const storage = await openStorage({ kind: 'embedded', dir });
      const things = storage.docs.collection<{ _id: string; status: string }>('things');
      await things.ensureIndex('status');
      const ids = async (status: string) => (await things.find({ status })).map((r) => r._id);
      expect(await ids('published')).toEqual(['a', 'c']);
      await things.put({ _id: 'a', status: 'draft' });
      expect(await ids('published')).toEqual(['c']);
      expect(await ids('draft')).toEqual(['a', 'b']);
      await storage.close();
      // nedb no longer keeps (or recreates on load) an index of its own on the field.
      const indexes = (await readFile(join(dir, 'collections', 'things.db'), 'utf8')).split('\n').filter((l) => l.includes('$$indexCreated'));
      expect(indexes.some((l) => l.includes('"status"'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
