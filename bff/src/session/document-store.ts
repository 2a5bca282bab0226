import { join } from 'node:path';
import { openEmbeddedDocumentStore, type DocumentStore } from '@mitics/kit';
import type { SessionRecord, SessionStore } from './store.ts';

interface SessionDoc extends SessionRecord {
  _id: string;
  /** Epoch ms after which the record is gone: `ttlMs` after its last write, as a NATS key-value TTL behaves. */
  expiresAt: number;
}

export const SESSIONS_COLLECTION = 'sessions';

export interface DocumentSessionStoreOptions {
  /** How long a record outlives its last write. */
  ttlMs: number;
  /** Default: the system clock; tests pass their own. */
  now?: () => number;
  /** Closes the document store too (when this adapter opened it). */
  onClose?: () => Promise<void>;
}

/**
 * Sessions in a kit document store: embedded mode keeps them in NeDB files
 * under `<MITICS_DATA_DIR>/bff`, so a restart signs nobody out. Expired records
 * read as absent and are swept on each new sign-in.
 */
export function documentSessionStore(docs: DocumentStore, { ttlMs, now = Date.now, onClose }: DocumentSessionStoreOptions): SessionStore {
  const sessions = docs.collection<SessionDoc>(SESSIONS_COLLECTION);
  const indexed = Promise.all([sessions.ensureIndex('userId'), sessions.ensureIndex('expiresAt')]);
  // One process owns the files: running writes one after another is enough to
  // keep a touch from writing back a session a sign-out just deleted.
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task, task);
    tail = result.catch(() => undefined);
    return result;
  };
  const live = async (key: string): Promise<SessionDoc | null> => {
    await indexed;
    const doc = await sessions.findOne({ _id: key });
    return doc && doc.expiresAt > now() ? doc : null;
  };
  return {
    create: (key, record) =>
      serial(async () => {
        await indexed;
        await sessions.deleteMany({ expiresAt: { $lte: now() } });
        await sessions.put({ _id: key, userId: record.userId, createdAt: record.createdAt, lastSeenAt: record.lastSeenAt, expiresAt: now() + ttlMs });
      }),
    async get(key) {
      const doc = await live(key);
      return doc ? { userId: doc.userId, createdAt: doc.createdAt, lastSeenAt: doc.lastSeenAt } : null;
    },
    touch: (key, lastSeenAt) =>
      serial(async () => {
        const doc = await live(key);
        if (doc) await sessions.put({ ...doc, lastSeenAt, expiresAt: now() + ttlMs });
      }),
    delete: (key) =>
      serial(async () => {
        await indexed;
        await sessions.delete(key);
      }),
    deleteByUser: (userId) =>
      serial(async () => {
        await indexed;
        const count = await sessions.count({ userId, expiresAt: { $gt: now() } });
        await sessions.deleteMany({ userId });
        return count;
      }),
    close: () => serial(async () => onClose?.()),
  };
}

/** The embedded adapter on its own NeDB folder (`dir`), or in memory when `dir` is absent (tests). */
export async function openEmbeddedSessionStore(options: { dir?: string; ttlMs: number; now?: () => number }): Promise<SessionStore> {
  const docs = await openEmbeddedDocumentStore(options.dir ? { dir: join(options.dir, 'collections') } : {});
  return documentSessionStore(docs, { ttlMs: options.ttlMs, ...(options.now ? { now: options.now } : {}), onClose: () => docs.close() });
}

/**
 * An in-memory store ready at once, for an app built without a configured
 * one (route tests): sessions end with the process.
 */
export function inMemorySessionStore(ttlMs: number): SessionStore {
  const opening = openEmbeddedSessionStore({ ttlMs });
  const use = async <T>(task: (store: SessionStore) => Promise<T>): Promise<T> => task(await opening);
  return {
    create: (key, record) => use((s) => s.create(key, record)),
    get: (key) => use((s) => s.get(key)),
    touch: (key, at) => use((s) => s.touch(key, at)),
    delete: (key) => use((s) => s.delete(key)),
    deleteByUser: (userId) => use((s) => s.deleteByUser(userId)),
    close: () => use((s) => s.close()),
  };
}
