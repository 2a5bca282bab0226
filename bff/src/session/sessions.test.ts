import { beforeEach, describe, expect, it } from 'vitest';
import { openEmbeddedSessionStore } from './document-store.ts';
import { createSessions, sessionKey, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_EVERY_MS, type Sessions } from './sessions.ts';
import type { SessionStore } from './store.ts';

const MINUTE = 60_000;
let clock: number;
let store: SessionStore;
let sessions: Sessions;

beforeEach(async () => {
  clock = 1_700_000_000_000;
  store = await openEmbeddedSessionStore({ ttlMs: SESSION_ABSOLUTE_MS, now: () => clock });
  sessions = createSessions({ store, now: () => clock });
});

describe('session ids', () => {
  it('are 256 random bits, different each time, and stored only as their sha256', async () => {
    const a = await sessions.start('ann');
    const b = await sessions.start('ann');
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.id, 'base64url')).toHaveLength(32);
    expect(a.id).not.toBe(b.id);
    expect(await store.get(a.id)).toBeNull();
    expect(await store.get(sessionKey(a.id))).toMatchObject({ userId: 'ann' });
  });

  it('answers null for an id of the wrong shape without asking the store', async () => {
    expect(await sessions.resolve('')).toBeNull();
    expect(await sessions.resolve('x'.repeat(500))).toBeNull();
    expect(await sessions.resolve(sessionKey('anything'))).toBeNull();
  });
});

describe('timeouts', () => {
  it('ends a session idle for 2 hours', async () => {
    const { id } = await sessions.start('ann');
    clock += SESSION_IDLE_MS - MINUTE;
    expect(await sessions.resolve(id)).toMatchObject({ userId: 'ann' });
    clock += SESSION_IDLE_MS - MINUTE; // used a minute before the idle limit, so it lives on
    expect(await sessions.resolve(id)).toMatchObject({ userId: 'ann' });
    clock += SESSION_IDLE_MS;
    expect(await sessions.resolve(id)).toBeNull();
    expect(await store.get(sessionKey(id))).toBeNull();
  });

  it('ends a session 12 hours after sign-in however busy it was', async () => {
    const { id } = await sessions.start('ann');
    while (clock + 30 * MINUTE < 1_700_000_000_000 + SESSION_ABSOLUTE_MS) {
      clock += 30 * MINUTE;
      expect(await sessions.resolve(id)).not.toBeNull();
    }
    clock = 1_700_000_000_000 + SESSION_ABSOLUTE_MS;
    expect(await sessions.resolve(id)).toBeNull();
  });

  it('writes lastSeenAt again only once a minute', async () => {
    const { id } = await sessions.start('ann');
    clock += SESSION_TOUCH_EVERY_MS - 1;
    await sessions.resolve(id);
    expect((await store.get(sessionKey(id)))?.lastSeenAt).toBe(1_700_000_000_000);
    clock += 1;
    await sessions.resolve(id);
    expect((await store.get(sessionKey(id)))?.lastSeenAt).toBe(clock);
  });
});

describe('ending sessions', () => {
  it('ends one session, or all of a user', async () => {
    const a = await sessions.start('ann');
    const b = await sessions.start('ann');
    const c = await sessions.start('bob');
    await sessions.end(a.id);
    expect(await sessions.resolve(a.id)).toBeNull();
    expect(await sessions.resolve(b.id)).not.toBeNull();
    expect(await sessions.endAllFor('ann')).toBe(1);
    expect(await sessions.resolve(b.id)).toBeNull();
    expect(await sessions.resolve(c.id)).not.toBeNull();
  });
});
