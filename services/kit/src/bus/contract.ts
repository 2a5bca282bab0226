import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@mitics/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UnavailableError } from '../errors.ts';
import { waitFor } from '../testing/wait.ts';
import type { EventBus, Subscription } from './port.ts';

export interface BusContractTarget {
  name: string;
  skip?: string;
  setup?(): Promise<void>;
  teardown?(): Promise<void>;
  /** A bus whose failed deliveries are retried within a few hundred ms. */
  open(): Promise<EventBus>;
}

/** A service name no other test uses, so subjects (and NATS streams) never collide between tests. */
function uniqueService(): string {
  const letters = randomUUID().replace(/[^a-f]/g, '').slice(0, 8).padEnd(8, 'a');
  return `t-${letters}`;
}

/** A valid envelope of `type`, numbered `n` in its stream. */
export function testEvent(type: string, n: number, data: unknown = { n }): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    version: 1,
    stream: 'thing-1',
    streamVersion: n,
    occurredAt: new Date(Date.UTC(2025, 0, 1, 0, 0, n)).toISOString(),
    actor: 'user:tester',
    correlationId: 'corr-1',
    causationId: null,
    data,
  };
}

/**
 * The one contract both EventBus adapters pass: what a consumer can rely on
 * whether the events travel in-process or through JetStream.
 */
export function busContract(target: BusContractTarget): void {
  if (target.skip) console.log(`SKIP ${target.name} bus contract suite: ${target.skip}`);
  const suite = target.skip ? describe.skip : describe;

  suite(`${target.name} bus contract`, () => {
    let bus: EventBus;
    let svc: string;
    const subscriptions: Subscription[] = [];

    beforeAll(async () => {
      await target.setup?.();
    });
    afterAll(async () => {
      await target.teardown?.();
    });
    afterEach(async () => {
      for (const s of subscriptions.splice(0)) await s.stop();
      await bus.close();
    });

    async function open(): Promise<EventBus> {
      bus = await target.open();
      svc = uniqueService();
      return bus;
    }

    async function collect(durable: string, subjects: string[], sink: EventEnvelope[]): Promise<Subscription> {
      const s = await bus.subscribe({ durable, subjects, handle: async (e) => void sink.push(e) });
      subscriptions.push(s);
      return s;
    }

    it('delivers published events to a subscriber, intact', async () => {
      await open();
      const got: EventEnvelope[] = [];
      await collect('reader', [`${svc}.thing.*`], got);
      const events = [testEvent(`${svc}.thing.created`, 1, { title: 'Hi', tags: ['a'], when: null }), testEvent(`${svc}.thing.renamed`, 2)];
      await bus.publish(events);
      await waitFor(() => got.length === 2);
      expect(got).toEqual(events);
    });

    it('matches subjects with * (one token) and > (the rest)', async () => {
      await open();
      const one: EventEnvelope[] = [];
      const rest: EventEnvelope[] = [];
      const exact: EventEnvelope[] = [];
      const middle: EventEnvelope[] = [];
      await collect('one', [`${svc}.thing.*`], one);
      await collect('rest', [`${svc}.>`], rest);
      await collect('exact', [`${svc}.other.created`], exact);
      await collect('middle', [`${svc}.*.created`, `${svc}.thing.deleted`], middle);
      await bus.publish([testEvent(`${svc}.thing.created`, 1), testEvent(`${svc}.thing.renamed`, 2), testEvent(`${svc}.other.created`, 3), testEvent(`${svc}.thing.deleted`, 4)]);
      await waitFor(() => rest.length === 4 && middle.length === 3);
      await waitFor(() => one.length === 3 && exact.length === 1);
      expect(one.map((e) => e.type)).toEqual([`${svc}.thing.created`, `${svc}.thing.renamed`, `${svc}.thing.deleted`]);
      expect(exact.map((e) => e.type)).toEqual([`${svc}.other.created`]);
      expect(middle.map((e) => e.type).sort()).toEqual([`${svc}.other.created`, `${svc}.thing.created`, `${svc}.thing.deleted`]);
    });

    it('delivers the events of a subject in publish order', async () => {
      await open();
      const got: EventEnvelope[] = [];
      await collect('ordered', [`${svc}.thing.changed`], got);
      const events = Array.from({ length: 60 }, (_, i) => testEvent(`${svc}.thing.changed`, i + 1));
      await bus.publish(events.slice(0, 20));
      await bus.publish(events.slice(20, 21));
      await bus.publish(events.slice(21));
      await waitFor(() => got.length === 60);
      expect(got.map((e) => e.streamVersion)).toEqual(events.map((e) => e.streamVersion));
    });

    it('redelivers an event whose handler threw', async () => {
      await open();
      const attempts = new Map<string, number>();
      const done: EventEnvelope[] = [];
      const first = testEvent(`${svc}.thing.created`, 1);
      const s = await bus.subscribe({
        durable: 'flaky',
        subjects: [`${svc}.>`],
        handle: async (e) => {
          const n = (attempts.get(e.id) ?? 0) + 1;
          attempts.set(e.id, n);
          if (e.id === first.id && n === 1) throw new Error('database hiccup');
          done.push(e);
        },
      });
      subscriptions.push(s);
      await bus.publish([first]);
      await waitFor(() => done.length === 1);
      expect(attempts.get(first.id)).toBe(2);
      expect(done[0]).toEqual(first);
    });

    it('delivers an event published twice with the same id once', async () => {
      await open();
      const got: EventEnvelope[] = [];
      await collect('dedupe', [`${svc}.>`], got);
      const a = testEvent(`${svc}.thing.created`, 1);
      const b = testEvent(`${svc}.thing.renamed`, 2);
      await bus.publish([a]);
      await bus.publish([a, b, b]);
      const marker = testEvent(`${svc}.thing.deleted`, 3);
      await bus.publish([marker]);
      await waitFor(() => got.some((e) => e.id === marker.id));
      expect(got.map((e) => e.id)).toEqual([a.id, b.id, marker.id]);
    });

    it('resumes a durable consumer with the events published while it was away', async () => {
      await open();
      const got: EventEnvelope[] = [];
      const s = await collect('resumer', [`${svc}.>`], got);
      const [e1, e2, e3] = [1, 2, 3].map((n) => testEvent(`${svc}.thing.changed`, n));
      if (!e1 || !e2 || !e3) throw new Error('unreachable');
      await bus.publish([e1]);
      await waitFor(() => got.length === 1);
      await s.stop();
      await bus.publish([e2, e3]);
      // Another durable still receives, proving the events were out while this one was away.
      const witness: EventEnvelope[] = [];
      await collect('witness', [`${svc}.>`], witness);
      await waitFor(() => witness.length === 3);
      expect(got).toHaveLength(1);
      await collect('resumer', [`${svc}.>`], got);
      await waitFor(() => got.length === 3);
      expect(got.map((e) => e.id)).toEqual([e1.id, e2.id, e3.id]);
    });

    it('gives a new durable the events published before it subscribed', async () => {
      await open();
      const events = [testEvent(`${svc}.thing.created`, 1), testEvent(`${svc}.thing.renamed`, 2)];
      await bus.publish(events);
      const got: EventEnvelope[] = [];
      await collect('late', [`${svc}.thing.renamed`], got);
      await waitFor(() => got.length === 1);
      expect(got[0]?.id).toBe(events[1]?.id);
    });

    it("starts a deliver: 'new' subscription at the next event and keeps nothing while it is away", async () => {
      await open();
      const before = testEvent(`${svc}.thing.created`, 1);
      await bus.publish([before]);
      const got: EventEnvelope[] = [];
      const live = { durable: 'live', subjects: [`${svc}.thing.*`], deliver: 'new' as const, handle: async (e: EventEnvelope) => void got.push(e) };
      const first = await bus.subscribe(live);
      const during = testEvent(`${svc}.thing.renamed`, 2);
      await bus.publish([during]);
      await waitFor(() => got.length === 1);
      expect(got[0]).toEqual(during);

      await first.stop();
      const away = testEvent(`${svc}.thing.changed`, 3);
      await bus.publish([away]);
      // A durable witness proves `away` was out while the live subscription was stopped.
      const witness: EventEnvelope[] = [];
      await collect('witness', [`${svc}.>`], witness);
      await waitFor(() => witness.length === 3);

      subscriptions.push(await bus.subscribe(live));
      const after = testEvent(`${svc}.thing.deleted`, 4);
      await bus.publish([after]);
      await waitFor(() => got.length === 2);
      expect(got.map((e) => e.id)).toEqual([during.id, after.id]);
    });

    it("skips an event whose deliver: 'new' handler threw, without redelivery, and keeps delivering", async () => {
      await open();
      const poison = testEvent(`${svc}.thing.created`, 1);
      const good = testEvent(`${svc}.thing.renamed`, 2);
      const attempts: string[] = [];
      const got: EventEnvelope[] = [];
      const s = await bus.subscribe({
        durable: 'live-flaky',
        subjects: [`${svc}.>`],
        deliver: 'new',
        handle: async (e) => {
          attempts.push(e.id);
          if (e.id === poison.id) throw new Error('a closed socket');
          got.push(e);
        },
      });
      subscriptions.push(s);
      await bus.publish([poison, good]);
      await waitFor(() => got.length === 1);
      expect(got[0]).toEqual(good);
      expect(attempts).toEqual([poison.id, good.id]);
    });

    it('answers ping while open and refuses with UnavailableError once closed', async () => {
      await open();
      await bus.ping();
      await bus.close();
      await expect(bus.ping()).rejects.toBeInstanceOf(UnavailableError);
      await expect(bus.publish([testEvent(`${svc}.thing.created`, 1)])).rejects.toBeInstanceOf(UnavailableError);
    });
  });
}
