import type { EventEnvelope } from '@mitics/contracts';
import { describe, expect, it } from 'vitest';
import { testEvent } from './bus/contract.ts';
import { createInProcessBus } from './bus/in-process.ts';
import { consume, PROCESSED } from './consumer.ts';
import { silentLogger } from './logger.ts';
import { openStorage } from './storage.ts';
import { waitFor } from './testing/wait.ts';

const logger = silentLogger();

describe('consume', () => {
  it('applies an event delivered twice only once', async () => {
    const { docs, close } = await openStorage({ kind: 'embedded-memory' });
    // Two buses stand in for a redelivery: the same event reaches the same durable twice.
    const first = createInProcessBus();
    const second = createInProcessBus();
    const applied: EventEnvelope[] = [];
    const handle = async (e: EventEnvelope): Promise<void> => void applied.push(e);
    const event = testEvent('other.thing.created', 1);
    const a = await consume({ bus: first, docs, durable: 'me', subjects: ['other.>'], handle, logger });
    await first.publish([event]);
    await waitFor(async () => (await docs.collection(PROCESSED).count({})) === 1);
    await a.stop();
    const b = await consume({ bus: second, docs, durable: 'me', subjects: ['other.>'], handle, logger });
    const marker = testEvent('other.thing.created', 2);
    await second.publish([event, marker]);
    await waitFor(() => applied.some((e) => e.id === marker.id));
    expect(applied.map((e) => e.id)).toEqual([event.id, marker.id]);
    await b.stop();
    await close();
  });

  it('does not record an event whose handler failed, so its retry applies it', async () => {
    const { docs, close } = await openStorage({ kind: 'embedded-memory' });
    const bus = createInProcessBus({ retryDelayMs: 5 });
    let attempts = 0;
    const applied: string[] = [];
    await consume({
      bus,
      docs,
      durable: 'me',
      subjects: ['other.>'],
      handle: async (e) => {
        if (++attempts === 1) throw new Error('not yet');
        applied.push(e.id);
      },
      logger,
    });
    const event = testEvent('other.thing.created', 1);
    await bus.publish([event]);
    await waitFor(() => applied.length === 1);
    expect(await docs.collection(PROCESSED).findOne({ _id: `me:${event.id}` })).toMatchObject({ durable: 'me', eventId: event.id });
    await bus.close();
    await close();
  });

  it('keeps separate records per durable', async () => {
    const { docs, close } = await openStorage({ kind: 'embedded-memory' });
    const bus = createInProcessBus();
    const seen: string[] = [];
    await consume({ bus, docs, durable: 'one', subjects: ['other.>'], handle: async () => void seen.push('one'), logger });
    await consume({ bus, docs, durable: 'two', subjects: ['other.>'], handle: async () => void seen.push('two'), logger });
    await bus.publish([testEvent('other.thing.created', 1)]);
    await waitFor(() => seen.length === 2);
    expect(seen.sort()).toEqual(['one', 'two']);
    await bus.close();
    await close();
  });
});
