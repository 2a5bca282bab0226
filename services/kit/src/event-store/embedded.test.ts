import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
