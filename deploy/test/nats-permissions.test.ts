/**
 * deploy/nats.conf, as docker-compose runs it, on a real nats-server: each
 * process signs in as itself, publishes only its own events, and only the BFF
 * reaches the session bucket.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@mitics/contracts';
import { openNatsSessionStore } from '@mitics/bff';
import { createNatsBus, natsAuthOptions, natsConnectTarget, silentLogger, type EventBus } from '@mitics/kit';
import { startNatsServer, type NatsServer } from '@mitics/kit/testing';

const root = resolve(import.meta.dirname, '../..');
const USERS = ['content', 'audience', 'civic-data', 'finance', 'careers', 'social', 'bff'] as const;
const passwords = Object.fromEntries(USERS.map((u) => [u, `pw-${u}-${randomUUID()}`]));
const envName = (user: string) => `NATS_${user.toUpperCase().replace(/-/g, '_')}_PASSWORD`;

let nats: NatsServer;
const urlFor = (user: string, password = passwords[user] ?? '') => `nats://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${nats.port}`;
const opened: Array<{ close(): Promise<void> }> = [];

async function connectAs(user: string): Promise<NatsConnection> {
  const target = natsConnectTarget(urlFor(user));
  const nc = await connect({ servers: target.servers, ...natsAuthOptions(target), timeout: 2000, maxReconnectAttempts: 0 });
  opened.push(nc);
  return nc;
}

function envelope(type: string): EventEnvelope {
  const id = randomUUID();
  return {
    id,
    type,
    version: 1,
    stream: `test-${id}`,
    streamVersion: 1,
    occurredAt: new Date().toISOString(),
    actor: 'system:test',
    correlationId: id,
    causationId: null,
    data: {},
  } as EventEnvelope;
}

beforeAll(async () => {
  nats = await startNatsServer({
    config: readFileSync(resolve(root, 'deploy/nats.conf'), 'utf8'),
    env: Object.fromEntries(USERS.map((u) => [envName(u), passwords[u] ?? ''])),
  });
});

afterAll(async () => {
  for (const c of opened.reverse()) await c.close().catch(() => undefined);
  await nats?.stop();
});

describe('NATS users and permissions (deploy/nats.conf)', () => {
  it('refuses a connection without credentials, or with a wrong password', async () => {
    await expect(connect({ servers: nats.url, timeout: 2000, maxReconnectAttempts: 0 })).rejects.toThrow(/authorization/i);
    const target = natsConnectTarget(urlFor('content', 'wrong-password'));
    await expect(connect({ servers: target.servers, ...natsAuthOptions(target), timeout: 2000, maxReconnectAttempts: 0 })).rejects.toThrow(
      /authorization/i,
    );
  });

  it('lets a service publish and read its own events through the kit bus', async () => {
    const bus: EventBus = await createNatsBus({ servers: urlFor('content'), streams: ['content'], logger: silentLogger(), name: 'content' });
    opened.push(bus);
    const seen: string[] = [];
    const sub = await bus.subscribe({ durable: 'perm-test', subjects: ['content.>'], handle: async (e) => void seen.push(e.id) });
    const event = envelope('content.article.created');
    await bus.publish([event]);
    const deadline = Date.now() + 10_000;
    while (!seen.includes(event.id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(seen).toContain(event.id);
    await sub.stop();
  });

  it("lets a service read another service's stream but not publish its events", async () => {
    const audience: EventBus = await createNatsBus({ servers: urlFor('audience'), streams: ['audience'], logger: silentLogger(), name: 'audience' });
    opened.push(audience);
    const seen: string[] = [];
    const sub = await audience.subscribe({ durable: 'audience-reads-content', subjects: ['content.>'], handle: async (e) => void seen.push(e.id) });
    await expect(audience.publish([envelope('content.article.published')])).rejects.toThrow();
    await sub.stop();
  });

  it('keeps the session bucket to the BFF: a service can neither write nor read it', async () => {
    const sessions = await openNatsSessionStore({ servers: urlFor('bff'), ttlMs: 60_000, logger: silentLogger(), name: 'bff-sessions' });
    opened.push(sessions);
    await sessions.create('key-1', { userId: 'u1', createdAt: Date.now(), lastSeenAt: Date.now() });
    expect(await sessions.get('key-1')).toMatchObject({ userId: 'u1' });

    const nc = await connectAs('content');
    const js = nc.jetstream({ timeout: 2000 });
    // A forged session straight on the bucket's subject, and through the key-value API.
    await expect(js.publish('$KV.mitics_sessions.s.forged', new TextEncoder().encode('{"userId":"admin"}'))).rejects.toThrow();
    const kv = await js.views.kv('mitics_sessions', { bindOnly: true }).catch(() => null);
    if (kv) {
      await expect(kv.put('s.forged', new TextEncoder().encode('{}'))).rejects.toThrow();
      await expect(kv.get('s.key-1')).rejects.toThrow();
    }
    expect(await sessions.get('forged')).toBeNull();
  });

  it("does not let one process listen to another's replies", async () => {
    const nc = await connectAs('content');
    const errors: string[] = [];
    void (async () => {
      for await (const s of nc.status()) if (s.type === 'error') errors.push(String(s.data));
    })();
    nc.subscribe('_INBOX_bff.>');
    await nc.flush();
    const deadline = Date.now() + 5000;
    while (errors.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(errors.join(' ')).toMatch(/permissions.violation/i);
  });

  it('lets no service delete a stream', async () => {
    const nc = await connectAs('finance');
    const jsm = await nc.jetstreamManager({ timeout: 2000 });
    await expect(jsm.streams.delete('CONTENT')).rejects.toThrow();
  });
});
