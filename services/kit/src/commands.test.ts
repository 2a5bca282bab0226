import { describe, expect, it } from 'vitest';
import { createCommandBus } from './commands.ts';
import { ConcurrencyError, ConflictError } from './errors.ts';
import type { EventStore, StoredEvent } from './event-store/port.ts';
import { openStorage } from './storage.ts';

interface Counter {
  value: number;
}
const evolve = (state: Counter, event: StoredEvent): Counter => ({ value: state.value + (event.data as { by: number }).by });
const meta = { actor: 'user:tester', correlationId: 'c-1' };

function increment(by: number, limit = Infinity) {
  return {
    stream: 'counter-1',
    initialState: { value: 0 },
    evolve,
    decide: (state: Counter) => {
      if (state.value + by > limit) throw new ConflictError('over the limit');
      return [{ type: 'count.counter.incremented', version: 1, data: { by } }];
    },
    meta,
  };
}

describe('command bus', () => {
  it('folds the stream, appends the decision and returns the new state', async () => {
    const { store, close } = await openStorage({ kind: 'embedded-memory' });
    let catchUps = 0;
    let kicks = 0;
    const commands = createCommandBus({ store, projections: { catchUp: async () => void catchUps++ }, outbox: { kick: () => void kicks++ }, clock: () => new Date('2025-05-05T00:00:00Z') });
    await commands.execute(increment(2));
    const { state, events } = await commands.execute(increment(3));
    expect(state).toEqual({ value: 5 });
    expect(events).toMatchObject([{ type: 'count.counter.incremented', streamVersion: 2, occurredAt: '2025-05-05T00:00:00.000Z' }]);
    expect(catchUps).toBe(2);
    expect(kicks).toBe(2);
    await close();
  });

  it('appends nothing when the decision is empty', async () => {
    const { store, close } = await openStorage({ kind: 'embedded-memory' });
    const commands = createCommandBus({ store, projections: { catchUp: async () => undefined }, outbox: { kick: () => undefined } });
    const result = await commands.execute({ ...increment(1), decide: () => [] });
    expect(result).toEqual({ state: { value: 0 }, events: [], version: 0 });
    expect(await store.readAll(0, 10)).toEqual([]);
    await close();
  });

  it('decides again on the moved stream when another writer got there first', async () => {
    const { store, close } = await openStorage({ kind: 'embedded-memory' });
    let sneakIns = 1;
    // A store whose stream moves under the first attempt, as a concurrent request would.
    const racing: EventStore = {
      ...store,
      async append(stream, events, options) {
        if (sneakIns-- > 0) await store.append(stream, [{ type: 'count.counter.incremented', version: 1, data: { by: 10 } }], { expectedVersion: 'any', meta });
        return store.append(stream, events, options);
      },
    };
    const commands = createCommandBus({ store: racing, projections: { catchUp: async () => undefined }, outbox: { kick: () => undefined } });
    const { state } = await commands.execute(increment(1));
    expect(state).toEqual({ value: 11 });
    // Re-deciding sees the new state, so a business rule refuses with the truth.
    await expect(commands.execute(increment(1, 11))).rejects.toBeInstanceOf(ConflictError);
    await close();
  });

  it('gives up with ConcurrencyError after three re-runs', async () => {
    const { store, close } = await openStorage({ kind: 'embedded-memory' });
    let appends = 0;
    const contended: EventStore = {
      ...store,
      async append(stream, events, options) {
        appends++;
        await store.append(stream, [{ type: 'count.counter.incremented', version: 1, data: { by: 1 } }], { expectedVersion: 'any', meta });
        return store.append(stream, events, options);
      },
    };
    const commands = createCommandBus({ store: contended, projections: { catchUp: async () => undefined }, outbox: { kick: () => undefined } });
    await expect(commands.execute(increment(1))).rejects.toBeInstanceOf(ConcurrencyError);
    expect(appends).toBe(4);
    await close();
  });

  it('serialises concurrent commands on one stream without losing any', async () => {
    const { store, close } = await openStorage({ kind: 'embedded-memory' });
    const commands = createCommandBus({ store, projections: { catchUp: async () => undefined }, outbox: { kick: () => undefined } });
    await Promise.all([1, 2, 3].map(() => commands.execute(increment(1))));
    const { state } = await commands.execute({ ...increment(0), decide: () => [] });
    expect(state.value).toBe(3);
    await close();
  });
});

describe('a command based on a version the caller read (If-Match)', () => {
  it('applies when the stream is still at that version, and answers the new version', async () => {
    const { store, close } = await openStorage({ kind: 'embedded-memory' });
    const commands = createCommandBus({ store, projections: { catchUp: async () => undefined }, outbox: { kick: () => undefined } });
    expect((await commands.execute(increment(1))).version).toBe(1);
    const result = await commands.execute({ ...increment(2), expectedVersion: 1 });
    expect(result).toMatchObject({ state: { value: 3 }, version: 2 });
    await close();
  });

  it('refuses with a ConflictError when the stream moved since, and is never re-decided on the newer state', async () => {
    const { store, close } = await openStorage({ kind: 'embedded-memory' });
    const commands = createCommandBus({ store, projections: { catchUp: async () => undefined }, outbox: { kick: () => undefined } });
    await commands.execute(increment(1));
    await commands.execute(increment(1));
    let decided = 0;
    const stale = commands.execute({ ...increment(5), expectedVersion: 1, staleMessage: 'Changed by someone else', decide: () => (decided++, []) });
    await expect(stale).rejects.toThrow(ConflictError);
    await expect(stale).rejects.toThrow('Changed by someone else');
    expect(decided).toBe(0);
    expect((await store.readStream('counter-1')).length).toBe(2);
    await close();
  });

  it('refuses when another writer appends between the read and the append', async () => {
    const { store, close } = await openStorage({ kind: 'embedded-memory' });
    await createCommandBus({ store, projections: { catchUp: async () => undefined }, outbox: { kick: () => undefined } }).execute(increment(1));
    // A store that lets a rival write land just before our append.
    const racing: EventStore = {
      ...store,
      append: async (stream, events, options) => {
        await store.append(stream, [{ type: 'count.counter.incremented', version: 1, data: { by: 100 } }], { expectedVersion: 1, meta });
        return store.append(stream, events, options);
      },
    };
    const commands = createCommandBus({ store: racing, projections: { catchUp: async () => undefined }, outbox: { kick: () => undefined } });
    await expect(commands.execute({ ...increment(2), expectedVersion: 1 })).rejects.toThrow(ConflictError);
    expect((await store.readStream('counter-1')).map((e) => (e.data as { by: number }).by)).toEqual([1, 100]);
    await close();
  });
});
