import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@mitics/contracts';
import { AckPolicy, connect } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessBus } from './bus/in-process.ts';
import { createNatsBus } from './bus/nats.ts';
import type { EventBus } from './bus/port.ts';
import { UnavailableError } from './errors.ts';
import { silentLogger } from './logger.ts';
import { createOutbox } from './outbox.ts';
import { openStorage } from './storage.ts';
import { spawnFixture } from './testing/child.ts';
import { startNatsServer, type NatsServer } from './testing/nats-server.ts';
import { waitFor } from './testing/wait.ts';

const logger = silentLogger();
const meta = { actor: 'user:tester', correlationId: 'c-1' };

describe('outbox', () => {
  it('publishes unpublished events in position order and marks them', async () => {
    const { store, close } = await openStorage({ kind: 'embedded-memory' });
    const bus = createInProcessBus();
    const got: EventEnvelope[] = [];
    await bus.subscribe({ durable: 'd', subjects: ['box.>'], handle: async (e) => void got.push(e) });
    await store.append('a', [{ type: 'box.thing.created', version: 1, data: { n: 1 } }, { type: 'box.thing.renamed', version: 1, data: { n: 2 } }], { expectedVersion: 'no_stream', meta });
    await store.append('b', [{ type: 'box.thing.created', version: 1, data: { n: 3 } }], { expectedVersion: 'no_stream', meta });
    const outbox = createOutbox({ store, bus, logger, batchSize: 2 });
    expect(await outbox.flush()).toBe(3);
    expect(await store.readUnpublished(10)).toEqual([]);
    expect(await outbox.flush()).toBe(0);
    await waitFor(() => got.length === 3);
    expect(got.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await bus.close();
    await close();
  });

  it('keeps events after a failed publish and publishes them on a later flush', async () => {
    const { store, close } = await openStorage({ kind: 'embedded-memory' });
    const inner = createInProcessBus();
    let down = true;
    const bus: EventBus = {
      ...inner,
      publish: (events) => (down ? Promise.reject(new UnavailableError('nats down')) : inner.publish(events)),
    };
    await store.append('a', [{ type: 'box.thing.created', version: 1, data: {} }], { expectedVersion: 'no_stream', meta });
    const outbox = createOutbox({ store, bus, logger });
    expect(await outbox.flush()).toBe(0);
    expect(await store.readUnpublished(10)).toHaveLength(1);
    down = false;
    expect(await outbox.flush()).toBe(1);
    expect(await store.readUnpublished(10)).toEqual([]);
    await close();
  });

  it('never runs two flushes at once, and coalesces kicks', async () => {
    const { store, close } = await openStorage({ kind: 'embedded-memory' });
    let inFlight = 0;
    let maxInFlight = 0;
    let publishes = 0;
    const inner = createInProcessBus();
    const bus: EventBus = {
      ...inner,
      async publish(events) {
        inFlight++;
        publishes++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight--;
        await inner.publish(events);
      },
    };
    await store.append('a', [{ type: 'box.thing.created', version: 1, data: {} }], { expectedVersion: 'no_stream', meta });
    const outbox = createOutbox({ store, bus, logger });
    const first = outbox.flush();
    await waitFor(() => inFlight === 1);
    // Written while the first flush publishes: the next flush must run after it, and see this.
    await store.append('b', [{ type: 'box.thing.created', version: 1, data: {} }], { expectedVersion: 'no_stream', meta });
    const second = outbox.flush();
    const third = outbox.flush();
    expect(await Promise.all([first, second, third])).toEqual([1, 1, 1]);
    expect(maxInFlight).toBe(1);
    expect(publishes).toBe(2);
    for (let i = 0; i < 10; i++) outbox.kick();
    await outbox.stop();
    expect(publishes).toBe(2);
    expect(await store.readUnpublished(10)).toEqual([]);
    await close();
  });

  it('flushes at start and on its interval', async () => {
    const { store, close } = await openStorage({ kind: 'embedded-memory' });
    const bus = createInProcessBus();
    await store.append('a', [{ type: 'box.thing.created', version: 1, data: {} }], { expectedVersion: 'no_stream', meta });
    const outbox = createOutbox({ store, bus, logger });
    outbox.start(20);
    await waitFor(async () => (await store.readUnpublished(10)).length === 0);
    await store.append('b', [{ type: 'box.thing.created', version: 1, data: {} }], { expectedVersion: 'no_stream', meta });
    await waitFor(async () => (await store.readUnpublished(10)).length === 0);
    await outbox.stop();
    await close();
  });
});

describe('outbox after a crash', () => {
  let nats: NatsServer;
  let dir: string;

  beforeAll(async () => {
    nats = await startNatsServer();
    dir = await mkdtemp(join(tmpdir(), 'mitics-crash-'));
  });
  afterAll(async () => {
    await nats.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('publishes exactly once an event appended by a process killed before publishing', async () => {
    const child = spawnFixture(new URL('./testing/fixtures/append-and-hang.ts', import.meta.url), [dir]);
    const line = await child.line(/^appended /);
    const eventId = line.replace(/^appended /, '').trim();
    child.proc.kill('SIGKILL');
    expect((await child.exited).signal).toBe('SIGKILL');

    const storage = await openStorage({ kind: 'embedded', dir });
    expect((await storage.store.readUnpublished(10)).map((e) => e.id)).toEqual([eventId]);
    const bus = await createNatsBus({ servers: nats.url, streams: ['crash'], logger });
    const outbox = createOutbox({ store: storage.store, bus, logger });
    expect(await outbox.flush()).toBe(1);
    expect(await outbox.flush()).toBe(0);
    // A crash between publish and mark republishes; JetStream drops it by message id.
    await bus.publish(await storage.store.readAll(0, 10));

    const nc = await connect({ servers: nats.url });
    const jsm = await nc.jetstreamManager();
    await jsm.consumers.add('CRASH', { durable_name: 'checker', ack_policy: AckPolicy.Explicit, filter_subject: 'crash.>' });
    const consumer = await nc.jetstream().consumers.get('CRASH', 'checker');
    const batch = await consumer.fetch({ max_messages: 10, expires: 1000 });
    const received: { id: string | undefined; event: EventEnvelope }[] = [];
    for await (const m of batch) {
      received.push({ id: m.headers?.get('Nats-Msg-Id'), event: m.json<EventEnvelope>() });
      m.ack();
    }
    expect(received).toHaveLength(1);
    expect(received[0]?.id).toBe(eventId);
    expect(received[0]?.event).toMatchObject({ id: eventId, type: 'crash.thing.created', data: { title: 'survives a crash' } });
    expect((await jsm.streams.info('CRASH')).state.messages).toBe(1);

    await nc.close();
    await bus.close();
    await storage.close();
  });
});
