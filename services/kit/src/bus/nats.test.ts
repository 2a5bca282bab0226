import { connect, AckPolicy, DeliverPolicy, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@mitics/contracts';
import { UnavailableError } from '../errors.ts';
import { silentLogger } from '../logger.ts';
import { startNatsServer, type NatsServer } from '../testing/nats-server.ts';
import { captureLogger } from '../testing/log-capture.ts';
import { waitFor } from '../testing/wait.ts';
import { busContract, testEvent } from './contract.ts';
import { createNatsBus } from './nats.ts';

let server: NatsServer | null = null;
const logger = silentLogger();

function url(): string {
  if (!server) throw new Error('nats-server not started');
  return server.url;
}

busContract({
  name: 'NATS JetStream',
  async setup() {
    server = await startNatsServer();
  },
  async teardown() {
    await server?.stop();
  },
  open: () => createNatsBus({ servers: url(), streams: [], logger, retryDelayMs: 50 }),
});

describe('NATS bus', () => {
  let nats: NatsServer;
  let raw: NatsConnection;

  beforeAll(async () => {
    nats = await startNatsServer();
    raw = await connect({ servers: nats.url });
  });
  afterAll(async () => {
    await raw.close();
    await nats.stop();
  });

  it('creates a file-backed stream per service with a duplicate window', async () => {
    const bus = await createNatsBus({ servers: nats.url, streams: ['civic-data'], logger });
    const jsm = await raw.jetstreamManager();
    const info = await jsm.streams.info('CIVIC_DATA');
    expect(info.config.subjects).toEqual(['civic-data.>']);
    expect(info.config.storage).toBe('file');
    expect(info.config.duplicate_window).toBe(120_000_000_000);
    await bus.close();
  });

  it('publishes with the event id as message id to a stream made on demand', async () => {
    const bus = await createNatsBus({ servers: nats.url, streams: [], logger });
    const event = testEvent('ondemand.thing.created', 1);
    await bus.publish([event]);
    const jsm = await raw.jetstreamManager();
    const info = await jsm.streams.info('ONDEMAND');
    expect(info.state.messages).toBe(1);
    const stored = await jsm.streams.getMessage('ONDEMAND', { seq: 1 });
    expect(stored.header.get('Nats-Msg-Id')).toBe(event.id);
    expect(stored.subject).toBe('ondemand.thing.created');
    expect(stored.json<EventEnvelope>()).toEqual(event);
    await bus.close();
  });

  it('terminates a message that is not an event envelope and keeps consuming', async () => {
    const bus = await createNatsBus({ servers: nats.url, streams: ['garbage'], logger });
    const got: EventEnvelope[] = [];
    await bus.subscribe({ durable: 'reader', subjects: ['garbage.>'], handle: async (e) => void got.push(e) });
    const js = raw.jetstream();
    await js.publish('garbage.thing.created', new TextEncoder().encode('{not json'));
    await js.publish('garbage.thing.created', new TextEncoder().encode(JSON.stringify({ id: 'x' })));
    const good = testEvent('garbage.thing.created', 1);
    await bus.publish([good]);
    await waitFor(() => got.length === 1);
    expect(got[0]).toEqual(good);
    const jsm = await raw.jetstreamManager();
    await waitFor(async () => (await jsm.consumers.info('GARBAGE', 'reader')).num_ack_pending === 0);
    await bus.close();
  });

  it('reports a dead server as UnavailableError quickly and recovers after a restart', async () => {
    const own = await startNatsServer();
    const bus = await createNatsBus({ servers: own.url, streams: ['restart'], logger, timeoutMs: 1000 });
    const got: EventEnvelope[] = [];
    await bus.subscribe({ durable: 'reader', subjects: ['restart.>'], handle: async (e) => void got.push(e) });
    await bus.publish([testEvent('restart.thing.created', 1)]);
    await waitFor(() => got.length === 1);

    const killed = own.restart();
    // While the server is away, ping and publish fail fast instead of hanging.
    await waitFor(async () => {
      try {
        await bus.ping();
        return false;
      } catch (error) {
        return error instanceof UnavailableError;
      }
    });
    await killed;
    await waitFor(async () => {
      await bus.ping();
      return true;
    }, { timeoutMs: 10_000 });
    await waitFor(async () => {
      await bus.publish([testEvent('restart.thing.created', 2)]);
      return true;
    }, { timeoutMs: 10_000 });
    await waitFor(() => got.length === 2, { timeoutMs: 10_000 });
    await bus.close();
    await own.stop();
  });

  it('refuses to start with UnavailableError when no server answers', async () => {
    await expect(createNatsBus({ servers: 'nats://127.0.0.1:1', streams: [], logger, connectTimeoutMs: 300 })).rejects.toBeInstanceOf(UnavailableError);
  });

  it('drops an event after the bounded deliveries, logs it, and keeps consuming', async () => {
    const { logger: capture, lines } = captureLogger();
    const bus = await createNatsBus({ servers: nats.url, streams: ['poison'], logger: capture, retryDelayMs: 20, maxDeliveries: 2 });
    const poison = testEvent('poison.thing.created', 1);
    const good = testEvent('poison.thing.created', 2);
    let attempts = 0;
    const got: string[] = [];
    await bus.subscribe({
      durable: 'reader',
      subjects: ['poison.>'],
      handle: async (e) => {
        if (e.id === poison.id) {
          attempts++;
          throw new Error('always');
        }
        got.push(e.id);
      },
    });
    await bus.publish([poison, good]);
    await waitFor(() => lines().some((l) => l.msg === 'event handler kept failing; event dropped'));
    expect(got).toEqual([good.id]);
    expect(attempts).toBe(2);
    const jsm = await raw.jetstreamManager();
    await waitFor(async () => (await jsm.consumers.info('POISON', 'reader')).num_ack_pending === 0);
    await bus.close();
  });

  it('lets a durable change its subjects between runs', async () => {
    const bus = await createNatsBus({ servers: nats.url, streams: ['moving'], logger });
    const got: string[] = [];
    const first = await bus.subscribe({ durable: 'mover', subjects: ['moving.thing.created'], handle: async (e) => void got.push(e.type) });
    await bus.publish([testEvent('moving.thing.created', 1)]);
    await waitFor(() => got.length === 1);
    await first.stop();
    await bus.subscribe({ durable: 'mover', subjects: ['moving.thing.created', 'moving.thing.renamed'], handle: async (e) => void got.push(e.type) });
    const marker = testEvent('moving.thing.created', 4, { last: true });
    await bus.publish([testEvent('moving.thing.renamed', 2), testEvent('moving.thing.deleted', 3), marker]);
    await waitFor(() => got.includes('moving.thing.renamed') && got.filter((t) => t === 'moving.thing.created').length >= 2);
    // Starting over may replay the first event (consumers dedupe by id); never the unsubscribed one.
    expect(got).not.toContain('moving.thing.deleted');
    await bus.close();
  });

  it("keeps no consumer on the server after a deliver: 'new' subscription stops", async () => {
    const bus = await createNatsBus({ servers: nats.url, streams: ['ephemeral'], logger });
    const jsm = await raw.jetstreamManager();
    const sub = await bus.subscribe({ durable: 'bff-live-1', subjects: ['ephemeral.thing.*'], deliver: 'new', handle: async () => undefined });
    const consumers = await jsm.consumers.list('EPHEMERAL').next();
    expect(consumers).toHaveLength(1);
    expect(consumers[0]?.name.startsWith('bff-live-1_')).toBe(true);
    expect(consumers[0]?.config.deliver_policy).toBe(DeliverPolicy.New);
    expect(consumers[0]?.config.durable_name).toBeUndefined();
    await sub.stop();
    await waitFor(async () => (await jsm.consumers.list('EPHEMERAL').next()).length === 0);
    await bus.close();
  });

  it("keeps a deliver: 'new' subscription receiving after the server restarts", async () => {
    const own = await startNatsServer();
    const bus = await createNatsBus({ servers: own.url, streams: ['liverestart'], logger, timeoutMs: 1000 });
    const got: string[] = [];
    await bus.subscribe({ durable: 'live', subjects: ['liverestart.>'], deliver: 'new', handle: async (e) => void got.push(e.id) });
    const first = testEvent('liverestart.thing.created', 1);
    await bus.publish([first]);
    await waitFor(() => got.length === 1);
    await own.restart();
    const second = testEvent('liverestart.thing.created', 2);
    await waitFor(async () => {
      await bus.publish([second]);
      return true;
    }, { timeoutMs: 10_000 });
    await waitFor(() => got.includes(second.id), { timeoutMs: 30_000 });
    expect(got.filter((id) => id === first.id)).toHaveLength(1);
    await bus.close();
    await own.stop();
  });

  it('hands the events a killed consumer left unacknowledged to the next one at once and in order, before newer ones', async () => {
    const first = await createNatsBus({ servers: nats.url, streams: ['takeover'], logger });
    const got: string[] = [];
    const sub = await first.subscribe({ durable: 'taker', subjects: ['takeover.>'], handle: async (e) => void got.push(e.id) });
    const events = [1, 2, 3, 4, 5].map((n) => testEvent('takeover.thing.updated', n));
    await first.publish(events.slice(0, 1));
    await waitFor(() => got.length === 1);
    await sub.stop();
    await first.publish(events.slice(1));
    await first.close();
    // A process pulls the next two and dies before acknowledging them (its connection just ends).
    const doomed = await connect({ servers: nats.url });
    const pulled = await (await doomed.jetstream().consumers.get('TAKEOVER', 'taker')).fetch({ max_messages: 2, expires: 2000 });
    const taken: number[] = [];
    for await (const m of pulled) taken.push(m.seq);
    expect(taken).toEqual([2, 3]);
    await doomed.close();
    const jsm = await raw.jetstreamManager();
    expect((await jsm.consumers.info('TAKEOVER', 'taker')).num_ack_pending).toBe(2);
    // The next process (ack_wait 30 s) gets them well before the server would redeliver them, and ahead of the newer ones.
    const second = await createNatsBus({ servers: nats.url, streams: ['takeover'], logger, ackWaitMs: 30_000 });
    await second.subscribe({ durable: 'taker', subjects: ['takeover.>'], handle: async (e) => void got.push(e.id) });
    await waitFor(() => got.length >= 5, { timeoutMs: 5_000 });
    expect(got).toEqual(events.map((e) => e.id));
    await waitFor(async () => (await jsm.consumers.info('TAKEOVER', 'taker')).num_ack_pending === 0);
    await second.close();
  });

  it('keeps a durable consumer on the server between bus instances', async () => {
    const first = await createNatsBus({ servers: nats.url, streams: ['durable'], logger });
    const sub = await first.subscribe({ durable: 'keeper', subjects: ['durable.>'], handle: async () => undefined });
    await sub.stop();
    await first.close();
    const jsm = await raw.jetstreamManager();
    const info = await jsm.consumers.info('DURABLE', 'keeper');
    expect(info.config.ack_policy).toBe(AckPolicy.Explicit);
    expect(info.config.deliver_policy).toBe(DeliverPolicy.All);
  });
});
