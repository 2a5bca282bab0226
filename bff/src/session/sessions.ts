import { createHash, randomBytes } from 'node:crypto';
import type { SessionRecord, SessionStore } from './store.ts';

/** A session ends after 2 hours without a request (OWASP's guidance for low-risk apps is 15-30 min; staff write long articles). */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
/** A session ends 12 hours after sign-in whatever happens: a working day, then sign in again. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** lastSeenAt is written again only when older than this, so reads do not write on every request. */
export const SESSION_TOUCH_EVERY_MS = 60_000;

/** 32 random bytes (256 bits) as base64url: 43 characters. */
const ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The store key of a session id: its sha256, so the store never holds an id that signs anyone in. */
export const sessionKey = (id: string): string => createHash('sha256').update(id).digest('hex');

export interface Sessions {
  /** A new session for the user, with a fresh random id (the cookie's value). */
  start(userId: string): Promise<{ id: string; record: SessionRecord }>;
  /** The live session behind a cookie value, touched; null (and deleted) when unknown, idle too long or too old. */
  resolve(id: string): Promise<SessionRecord | null>;
  end(id: string): Promise<void>;
  endAllFor(userId: string): Promise<number>;
}

export interface SessionsOptions {
  store: SessionStore;
  idleMs?: number;
  absoluteMs?: number;
  touchEveryMs?: number;
  now?: () => number;
}

/** Session ids, their hashing and the idle and absolute timeouts, over any SessionStore. */
export function createSessions({
  store,
  idleMs = SESSION_IDLE_MS,
  absoluteMs = SESSION_ABSOLUTE_MS,
  touchEveryMs = SESSION_TOUCH_EVERY_MS,
  now = Date.now,
}: SessionsOptions): Sessions {
  return {
    async start(userId) {
      const id = randomBytes(32).toString('base64url');
      const at = now();
      const record: SessionRecord = { userId, createdAt: at, lastSeenAt: at };
      await store.create(sessionKey(id), record);
      return { id, record };
    },
    async resolve(id) {
      if (!ID_SHAPE.test(id)) return null;
      const key = sessionKey(id);
      const record = await store.get(key);
      if (!record) return null;
      const at = now();
      if (at - record.lastSeenAt >= idleMs || at - record.createdAt >= absoluteMs) {
        await store.delete(key);
        return null;
      }
      if (at - record.lastSeenAt >= touchEveryMs) {
        await store.touch(key, at);
        return { ...record, lastSeenAt: at };
      }
      return record;
    },
    async end(id) {
      if (ID_SHAPE.test(id)) await store.delete(sessionKey(id));
    },
    endAllFor: (userId) => store.deleteByUser(userId),
  };
}
