import { AckPolicy, DeliverPolicy, connect, nanos, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@mitics/contracts';
import { testEvent } from './bus/contract.ts';
import { createNatsBus } from './bus/nats.ts';
import type { EventBus } from './bus/port.ts';
import { consume, PROCESSED } from './consumer.ts';
import type { DocumentStore } from './documents/port.ts';
import { silentLogger } from './logger.ts';
import { openStorage } from './storage.ts';
import { startNatsServer, type NatsServer } from './testing/nats-server.ts';
import { waitFor } from './testing/wait.ts';

/*
 * JetStream delivers at least once: the same message comes again after a nak,
 * after an ack that did not arrive in time, and when a durable consumer starts
 * over. The projection behind `consume` must still apply each event once. The
 * projection here is deliberately not idempotent (it counts), so any second
 * application shows.
 */

const logger = silentLogger();
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

interface Tally {
  _id: string;
  applied: number;
}

/** A counting projection: +1 per application of an event id. */
function counter(docs: DocumentStore) {
  const tallies = docs.collection<Tally>('tallies');
  return {
    async apply(event: EventEnvelope): Promise<void> {
      const current = await tallies.findOne({ _id: event.id });
      await tallies.put({ _id: event.id, applied: (current?.applied ?? 0) + 1 });
    },
    async applied(id: string): Promise<number> {
      return (await tallies.findOne({ _id: id }))?.applied ?? 0;
    },
  };
}

/** Wraps a bus so a test sees every delivery and may act after the projection handled one. */
function observed(bus: EventBus, after: (event: EventEnvelope, delivery: number) => Promise<void>): { bus: EventBus; deliveries: (id: string) => number } {
  const counts = new Map<string, number>();
  return {
    deliveries: (id) => counts.get(id) ?? 0,
    bus: {
      ...bus,
      subscribe: (options) =>
        bus.subscribe({
          ...options,
          async handle(event) {
            const delivery = (counts.get(event.id) ?? 0) + 1;
            counts.set(event.id, delivery);
            await options.handle(event);
            await after(event, delivery);
          },
        }),
    },
  };
}

describe('a consumer on JetStream, when the same message is delivered again', () => {
  it('applies it once when it comes back after a nak', async () => {
    const { docs, close } = await openStorage({ kind: 'embedded-memory' });
    const bus = await createNatsBus({ servers: nats.url, streams: ['naks'], logger, retryDelayMs: 50 });
    const tally = counter(docs);
    // Applied and recorded, then the delivery fails (as if the ack path broke): the server redelivers the same message.
    const seen = observed(bus, async (_event, delivery) => {
      if (delivery === 1) throw new Error('lost on the way to the ack');
    });
    const sub = await consume({ bus: seen.bus, docs, durable: 'redelivery-nak', subjects: ['naks.>'], handle: (e) => tally.apply(e), logger });
    const event = testEvent('naks.thing.created', 1);
    await bus.publish([event]);
    await waitFor(() => seen.deliveries(event.id) === 2);
    expect(await tally.applied(event.id)).toBe(1);
    expect(await docs.collection(PROCESSED).count({})).toBe(1);
    await sub.stop();
    await bus.close();
    await close();
  });

  it('applies it once when the ack came too late and the server redelivered it', async () => {
    const { docs, close } = await openStorage({ kind: 'embedded-memory' });
    const bus = await createNatsBus({ servers: nats.url, streams: ['slows'], logger, ackWaitMs: 300 });
    const tally = counter(docs);
    // Applied, then slow to ack: past ack_wait the server hands the message out again.
    const seen = observed(bus, async (_event, delivery) => {
      if (delivery === 1) await new Promise((r) => setTimeout(r, 900));
    });
    const sub = await consume({ bus: seen.bus, docs, durable: 'redelivery-slow', subjects: ['slows.>'], handle: (e) => tally.apply(e), logger });
    const event = testEvent('slows.thing.created', 1);
    await bus.publish([event]);
    await waitFor(() => seen.deliveries(event.id) >= 2, { timeoutMs: 5000 });
    expect(await tally.applied(event.id)).toBe(1);
    await sub.stop();
    await bus.close();
    await close();
  });

  it('applies each once when the durable consumer starts over from the first message', async () => {
    const { docs, close } = await openStorage({ kind: 'embedded-memory' });
    const tally = counter(docs);
    const events = [1, 2, 3].map((n) => testEvent('replays.thing.created', n));
    const first = await createNatsBus({ servers: nats.url, streams: ['replays'], logger });
    const a = await consume({ bus: first, docs, durable: 'redelivery-replay', subjects: ['replays.>'], handle: (e) => tally.apply(e), logger });
    await first.publish(events);
    await waitFor(async () => (await docs.collection(PROCESSED).count({})) === 3);
    await a.stop();
    await first.close();

    // The consumer's position is lost (recreated by an operator, a restored server): it starts at message 1 again.
    const jsm = await raw.jetstreamManager();
    await jsm.consumers.delete('REPLAYS', 'redelivery-replay');
    await jsm.consumers.add('REPLAYS', { durable_name: 'redelivery-replay', ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All, filter_subject: 'replays.>', ack_wait: nanos(30_000) });

    const second = await createNatsBus({ servers: nats.url, streams: ['replays'], logger });
    const seen = observed(second, async () => undefined);
    const b = await consume({ bus: seen.bus, docs, durable: 'redelivery-replay', subjects: ['replays.>'], handle: (e) => tally.apply(e), logger });
    const marker = testEvent('replays.thing.created', 4);
    await second.publish([marker]);
    await waitFor(async () => (await tally.applied(marker.id)) === 1);
    expect(events.map((e) => seen.deliveries(e.id))).toEqual([1, 1, 1]);
    expect(await Promise.all(events.map((e) => tally.applied(e.id)))).toEqual([1, 1, 1]);
    await b.stop();
    await second.close();
    await close();
  });

  it('keeps applying once across a kill -9 of the NATS server and a republish of the same event id', async () => {
    const { docs, close } = await openStorage({ kind: 'embedded-memory' });
    const bus = await createNatsBus({ servers: nats.url, streams: ['crashes'], logger, retryDelayMs: 50 });
    const tally = counter(docs);
    const seen = observed(bus, async () => undefined);
    const sub = await consume({ bus: seen.bus, docs, durable: 'redelivery-crash', subjects: ['crashes.>'], handle: (e) => tally.apply(e), logger });
    const event = testEvent('crashes.thing.created', 1);
    await bus.publish([event]);
    await waitFor(async () => (await tally.applied(event.id)) === 1);
    // The server dies and comes back from its store; the consumer carries on.
    await nats.restart();
    // A writer that crashed before marking its outbox publishes the same event again, past the duplicate window: a new message.
    const again = await connect({ servers: nats.url });
    await again.jetstream().publish('crashes.thing.created', new TextEncoder().encode(JSON.stringify(event)));
    await again.close();
    const marker = testEvent('crashes.thing.created', 2);
    // Like the outbox: publish again until the reconnected bus takes it.
    await waitFor(
      async () => {
        await bus.publish([marker]);
        return true;
      },
      { timeoutMs: 15_000 },
    );
    await waitFor(async () => (await tally.applied(marker.id)) === 1, { timeoutMs: 15_000 });
    expect(seen.deliveries(event.id)).toBe(2);
    expect(await tally.applied(event.id)).toBe(1);
    await sub.stop();
    await bus.close();
    await close();
  });
});
