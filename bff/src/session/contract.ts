import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '@mitics/kit/testing';
import type { SessionRecord, SessionStore } from './store.ts';

/** One place sessions can be kept (a folder, a bucket), opened possibly several times. */
export interface SessionPlace {
  open(ttlMs: number): Promise<SessionStore>;
  dispose(): Promise<void>;
}

export interface SessionStoreTarget {
  name: string;
  setup?(): Promise<void>;
  teardown?(): Promise<void>;
  /** A fresh, empty place per test. */
  place(): Promise<SessionPlace>;
  /** Two instances open on one place at once see each other's sessions (several BFF instances on NATS). */
  shared: boolean;
  /** A TTL short enough to watch a record expire in a test. */
  shortTtlMs: number;
}

const HOUR = 60 * 60_000;
const record = (userId: string, at = 1_700_000_000_000): SessionRecord => ({ userId, createdAt: at, lastSeenAt: at });
const key = (n: number) => `${n}`.padStart(64, 'a');

/** The one behaviour both SessionStore adapters show. */
export function sessionStoreContract(target: SessionStoreTarget): void {
  describe(`session store contract: ${target.name}`, () => {
    const opened: SessionStore[] = [];
    const places: SessionPlace[] = [];
    let place: SessionPlace;
    const open = async (ttlMs = 12 * HOUR) => {
      const store = await place.open(ttlMs);
      opened.push(store);
      return store;
    };

    beforeAll(async () => target.setup?.());
    afterAll(async () => target.teardown?.());
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
      for (const p of places.splice(0)) await p.dispose();
    });
    const fresh = async () => {
      place = await target.place();
      places.push(place);
      return open();
    };

    it('keeps a created session and answers null for an unknown key', async () => {
      const store = await fresh();
      await store.create(key(1), record('ann'));
      expect(await store.get(key(1))).toEqual(record('ann'));
      expect(await store.get(key(2))).toBeNull();
    });

    it('touches a session, and a touch never creates one', async () => {
      const store = await fresh();
      await store.create(key(1), record('ann'));
      await store.touch(key(1), 1_700_000_060_000);
      expect(await store.get(key(1))).toEqual({ ...record('ann'), lastSeenAt: 1_700_000_060_000 });
      await store.touch(key(2), 1_700_000_060_000);
      expect(await store.get(key(2))).toBeNull();
    });

    it('deletes a session, and a later touch does not bring it back', async () => {
      const store = await fresh();
      await store.create(key(1), record('ann'));
      await store.create(key(2), record('ann'));
      await store.delete(key(1));
      await store.delete(key(9)); // unknown: nothing happens
      await store.touch(key(1), 1_700_000_060_000);
      expect(await store.get(key(1))).toBeNull();
      expect(await store.get(key(2))).toEqual(record('ann'));
    });

    it('deletes every session of one user and no one else, counting them', async () => {
      const store = await fresh();
      await store.create(key(1), record('ann'));
      await store.create(key(2), record('ann'));
      await store.create(key(3), record('bob'));
      await store.delete(key(2));
      expect(await store.deleteByUser('ann')).toBe(1);
      expect(await store.get(key(1))).toBeNull();
      expect(await store.get(key(3))).toEqual(record('bob'));
      expect(await store.deleteByUser('ann')).toBe(0);
      expect(await store.deleteByUser('nobody')).toBe(0);
    });

    it('keeps sessions across a close and reopen (a BFF restart)', async () => {
      const first = await fresh();
      await first.create(key(1), record('ann'));
      await first.close();
      opened.splice(opened.indexOf(first), 1);
      const again = await open();
      expect(await again.get(key(1))).toEqual(record('ann'));
      expect(await again.deleteByUser('ann')).toBe(1);
    });

    if (target.shared) {
      it('shares sessions between two instances: one signs in, the other sees it and can end it', async () => {
        const a = await fresh();
        const b = await open();
        await a.create(key(1), record('ann'));
        expect(await b.get(key(1))).toEqual(record('ann'));
        expect(await b.deleteByUser('ann')).toBe(1);
        expect(await a.get(key(1))).toBeNull();
      });
    }

    it('drops a record once the TTL passed since its last write', async () => {
      place = await target.place();
      places.push(place);
      const store = await open(target.shortTtlMs);
      await store.create(key(1), record('ann'));
      expect(await store.get(key(1))).toEqual(record('ann'));
      await waitFor(async () => (await store.get(key(1))) === null, { timeoutMs: target.shortTtlMs + 10_000, intervalMs: 50 });
      expect(await store.deleteByUser('ann')).toBe(0);
    });
  });
}
