import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '@mitics/kit';
import { startNatsServer, waitFor, type NatsServer } from '@mitics/kit/testing';
import { sessionStoreContract } from './contract.ts';
import { openEmbeddedSessionStore } from './document-store.ts';
import { openNatsSessionStore } from './nats-store.ts';

sessionStoreContract({
  name: 'embedded (NeDB files)',
  shared: false,
  shortTtlMs: 200,
  async place() {
    const dir = await mkdtemp(join(tmpdir(), 'mitics-sessions-'));
    return {
      open: (ttlMs) => openEmbeddedSessionStore({ dir, ttlMs }),
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  },
});

let nats: NatsServer;
let buckets = 0;
sessionStoreContract({
  name: 'NATS JetStream key-value',
  shared: true,
  shortTtlMs: 1000,
  async setup() {
    nats = await startNatsServer();
  },
  async teardown() {
    await nats.stop();
  },
  async place() {
    const bucket = `sessions_test_${++buckets}`;
    return {
      open: (ttlMs) => openNatsSessionStore({ servers: nats.url, ttlMs, bucket, logger: silentLogger() }),
      dispose: async () => undefined,
    };
  },
});

describe('NATS key-value sessions across a NATS restart', () => {
  it('still holds a session after the server restarts on its store', async () => {
    const server = await startNatsServer();
    try {
      const store = await openNatsSessionStore({ servers: server.url, ttlMs: 60_000, logger: silentLogger(), timeoutMs: 2000 });
      await store.create('b'.repeat(64), { userId: 'ann', createdAt: 1, lastSeenAt: 1 });
      await server.restart();
      expect(await waitFor(async () => store.get('b'.repeat(64)), { timeoutMs: 15_000, intervalMs: 100 })).toEqual({ userId: 'ann', createdAt: 1, lastSeenAt: 1 });
      await store.close();
    } finally {
      await server.stop();
    }
  });
});
