import { createHash } from 'node:crypto';
import { connect, type KV, type KvEntry, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { z } from 'zod';
import { natsAuthOptions, natsConnectTarget, UnavailableError } from '@mitics/kit';
import type { SessionRecord, SessionStore } from './store.ts';

export const SESSIONS_BUCKET = 'mitics_sessions';

export interface NatsSessionStoreOptions {
  servers: string | string[];
  /** The bucket's TTL (its stream's max age): a record goes at the latest this long after its last write. */
  ttlMs: number;
  logger: Logger;
  /** Default `mitics_sessions`; tests use one bucket each. */
  bucket?: string;
  /** Connection name shown by the server's monitoring. */
  name?: string;
  /** Bound on each key-value call; default 5000 ms. */
  timeoutMs?: number;
}

const Record_ = z.object({ userId: z.string(), createdAt: z.number(), lastSeenAt: z.number() });

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const EMPTY = new Uint8Array(0);

/** Key-value keys allow `[-/_=.a-zA-Z0-9]`; a user id is hashed into one token so any id is safe there. */
const userToken = (userId: string) => createHash('sha256').update(userId).digest('hex');
const sessionKeyOf = (key: string) => `s.${key}`;
const indexKeyOf = (userId: string, key: string) => `u.${userToken(userId)}.${key}`;

const present = (entry: KvEntry | null): entry is KvEntry => entry !== null && entry.operation === 'PUT';

function parse(entry: KvEntry): SessionRecord | null {
  const result = Record_.safeParse(JSON.parse(decoder.decode(entry.value)));
  return result.success ? result.data : null;
}

/**
 * Sessions in a NATS JetStream key-value bucket (file storage), shared by
 * every BFF instance and kept across restarts of the BFF and of NATS. Two
 * kinds of key: `s.<key>` holds the record, `u.<user token>.<key>` is an empty
 * per-user index entry so one user's sessions can be listed and ended.
 * The bucket's TTL equals the absolute timeout, so an index entry lives at
 * least as long as its session may be used.
 */
export async function openNatsSessionStore(options: NatsSessionStoreOptions): Promise<SessionStore> {
  const { servers, ttlMs, logger, bucket = SESSIONS_BUCKET, name = 'bff-sessions', timeoutMs = 5000 } = options;
  let nc: NatsConnection;
  let kv: KV;
  try {
    const target = natsConnectTarget(servers);
    nc = await connect({
      servers: target.servers,
      ...natsAuthOptions(target),
      name,
      timeout: timeoutMs,
      maxReconnectAttempts: -1,
    });
    kv = await nc.jetstream({ timeout: timeoutMs }).views.kv(bucket, { ttl: ttlMs, history: 1, timeout: timeoutMs });
  } catch (error) {
    throw new UnavailableError(`Cannot open the session store on NATS (${error instanceof Error ? error.message : String(error)})`);
  }
  logger.info({ bucket }, 'session store on NATS key-value');

  /** A NATS failure is a 503 for the request, never a 500 or a hang. */
  async function call<T>(what: string, task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (error) {
      throw new UnavailableError(`The session store is unavailable (${what}: ${error instanceof Error ? error.message : String(error)})`);
    }
  }

  async function read(key: string): Promise<{ entry: KvEntry; record: SessionRecord } | null> {
    const entry = await kv.get(sessionKeyOf(key));
    if (!present(entry)) return null;
    const record = parse(entry);
    return record ? { entry, record } : null;
  }

  return {
    create: (key, record) =>
      call('create', async () => {
        await kv.put(indexKeyOf(record.userId, key), EMPTY);
        await kv.put(sessionKeyOf(key), encoder.encode(JSON.stringify(record)));
      }),
    get: (key) => call('get', async () => (await read(key))?.record ?? null),
    touch: (key, lastSeenAt) =>
      call('touch', async () => {
        const found = await read(key);
        if (!found) return;
        try {
          // Compare-and-set on the revision read: a sign-out in between wins, and the session stays ended.
          await kv.update(sessionKeyOf(key), encoder.encode(JSON.stringify({ ...found.record, lastSeenAt })), found.entry.revision);
        } catch (error) {
          logger.debug({ error: error instanceof Error ? error.message : String(error) }, 'session touch lost a race; left as it is');
        }
      }),
    delete: (key) =>
      call('delete', async () => {
        const found = await read(key);
        await kv.delete(sessionKeyOf(key));
        if (found) await kv.delete(indexKeyOf(found.record.userId, key));
      }),
    deleteByUser: (userId) =>
      call('deleteByUser', async () => {
        const prefix = `u.${userToken(userId)}.`;
        const keys: string[] = [];
        for await (const indexKey of await kv.keys(`${prefix}>`)) keys.push(indexKey);
        let ended = 0;
        for (const indexKey of keys) {
          const key = indexKey.slice(prefix.length);
          if (await read(key)) ended += 1;
          await kv.delete(sessionKeyOf(key));
          await kv.delete(indexKey);
        }
        return ended;
      }),
    async close() {
      if (!nc.isClosed()) await nc.drain();
    },
  };
}
