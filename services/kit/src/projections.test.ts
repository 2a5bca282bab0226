import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from './documents/port.ts';
import type { StoredEvent } from './event-store/port.ts';
import { silentLogger } from './logger.ts';
import { CHECKPOINTS, createProjectionRunner } from './projections.ts';
import type { Projection } from './service.ts';
import { openStorage, type Storage } from './storage.ts';
import { waitFor } from './testing/wait.ts';

const logger = silentLogger();
const meta = { actor: 'user:tester', correlationId: 'c-1' };

interface Counted {
  _id: string;
  applied: string[];
}

/** Records every event id it is handed, in a document, so double application shows. */
function recorder(name: string, options: { failOn?: (e: StoredEvent) => boolean } = {}): Projection & { inits: number } {
  const projection = {
    name,
    inits: 0,
    async init(docs: DocumentStore) {
      projection.inits++;
      await docs.collection<Counted>(name).ensureIndex('applied');
    },
    async apply(event: StoredEvent, docs: DocumentStore) {
      if (options.failOn?.(event)) throw new Error(`cannot apply ${event.id}`);
      const coll = docs.collection<Counted>(name);
      const doc = (await coll.findOne({ _id: 'log' })) ?? { _id: 'log', applied: [] };
      await coll.put({ _id: 'log', applied: [...doc.applied, event.id] });
    },
    async reset(docs: DocumentStore) {
      await docs.collection<Counted>(name).deleteMany({});
    },
  };
  return projection;
}

async function applied(storage: Storage, name: string): Promise<string[]> {
  return (await storage.docs.collection<Counted>(name).findOne({ _id: 'log' }))?.applied ?? [];
}

async function append(storage: Storage, stream: string, n: number): Promise<string[]> {
  const events = Array.from({ length: n }, (_, i) => ({ type: 'proj.thing.changed', version: 1, data: { i } }));
  const { events: stored } = await storage.store.append(stream, events, { expectedVersion: 'any', meta });
  return stored.map((e) => e.id);
}

describe('projection runner', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  async function tempDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'mitics-proj-'));
    dirs.push(dir);
    return dir;
  }

  it('applies the log in order, in batches, to every projection', async () => {
    const storage = await openStorage({ kind: 'embedded-memory' });
    const ids = [...(await append(storage, 'a', 3)), ...(await append(storage, 'b', 4))];
    const one = recorder('one');
    const two = recorder('two');
    const runner = createProjectionRunner({ store: storage.store, docs: storage.docs, projections: [one, two], logger, batchSize: 2 });
    await runner.init();
    await runner.catchUp();
    expect(await applied(storage, 'one')).toEqual(ids);
    expect(await applied(storage, 'two')).toEqual(ids);
    expect(one.inits).toBe(1);
    expect(runner.status()).toEqual({ one: { position: 7 }, two: { position: 7 } });
    await storage.close();
  });

  it('continues from its checkpoint after a restart, never applying an event twice', async () => {
    const dir = await tempDir();
    let storage = await openStorage({ kind: 'embedded', dir });
    const before = await append(storage, 'a', 3);
    let runner = createProjectionRunner({ store: storage.store, docs: storage.docs, projections: [recorder('log')], logger });
    await runner.init();
    await runner.catchUp();
    await runner.catchUp();
    await storage.close();

    // Written while no runner was up (another process, or before a deploy finished).
    storage = await openStorage({ kind: 'embedded', dir });
    const during = await append(storage, 'b', 2);
    await storage.close();

    storage = await openStorage({ kind: 'embedded', dir });
    runner = createProjectionRunner({ store: storage.store, docs: storage.docs, projections: [recorder('log')], logger });
    await runner.init();
    await runner.catchUp();
    expect(await applied(storage, 'log')).toEqual([...before, ...during]);
    const checkpoint = await storage.docs.collection<{ _id: string; position: number }>(CHECKPOINTS).findOne({ _id: 'log' });
    expect(checkpoint?.position).toBe(5);
    await storage.close();
  });

  it('replays the whole log into an in-memory projection at every start and never saves its checkpoint', async () => {
    const dir = await tempDir();
    let storage = await openStorage({ kind: 'embedded', dir });
    const ids = await append(storage, 'a', 3);
    const seen: string[] = [];
    const memory: Projection = {
      name: 'memory',
      inMemory: true,
      async apply(event) {
        seen.push(event.id);
      },
    };
    let runner = createProjectionRunner({ store: storage.store, docs: storage.docs, projections: [memory, recorder('log')], logger });
    await runner.init();
    await runner.catchUp();
    expect(seen).toEqual(ids);
    await storage.close();

    storage = await openStorage({ kind: 'embedded', dir });
    seen.length = 0;
    runner = createProjectionRunner({ store: storage.store, docs: storage.docs, projections: [memory, recorder('log')], logger });
    await runner.init();
    await runner.catchUp();
    // The in-memory one starts from scratch; the stored one kept its checkpoint.
    expect(seen).toEqual(ids);
    expect(await applied(storage, 'log')).toEqual(ids);
    const checkpoints = storage.docs.collection<{ _id: string; position: number }>(CHECKPOINTS);
    expect(await checkpoints.findOne({ _id: 'memory' })).toBeNull();
    expect(runner.status().memory).toEqual({ position: 3 });
    await storage.close();
  });

  it('gives a caller who appended and then caught up a read of its own write, even mid-run', async () => {
    const storage = await openStorage({ kind: 'embedded-memory' });
    let release: () => void = () => undefined;
    let blocked = true;
    let entered = false;
    const slow: Projection = {
      name: 'slow',
      async apply(event, docs) {
        if (blocked) {
          entered = true;
          await new Promise<void>((resolve) => (release = resolve));
        }
        await docs.collection<{ _id: string }>('slow').put({ _id: event.id });
      },
    };
    const runner = createProjectionRunner({ store: storage.store, docs: storage.docs, projections: [slow], logger });
    await runner.init();
    await append(storage, 'a', 1);
    const first = runner.catchUp();
    await waitFor(() => entered);
    const [second] = await append(storage, 'a', 1);
    const caughtUp = runner.catchUp();
    blocked = false;
    release();
    await first;
    await caughtUp;
    expect(await storage.docs.collection<{ _id: string }>('slow').findOne({ _id: second ?? '' })).not.toBeNull();
    await storage.close();
  });

  it('holds a failing projection at the failing event without holding back the others', async () => {
    const storage = await openStorage({ kind: 'embedded-memory' });
    const ids = await append(storage, 'a', 3);
    let broken = true;
    const flaky = recorder('flaky', { failOn: (e) => broken && e.id === ids[1] });
    const healthy = recorder('healthy');
    const runner = createProjectionRunner({ store: storage.store, docs: storage.docs, projections: [flaky, healthy], logger });
    await runner.init();
    await runner.catchUp();
    expect(await applied(storage, 'healthy')).toEqual(ids);
    expect(await applied(storage, 'flaky')).toEqual(ids.slice(0, 1));
    expect(runner.status().flaky).toMatchObject({ position: 1, error: expect.stringContaining('cannot apply') });
    broken = false;
    await runner.catchUp();
    expect(await applied(storage, 'flaky')).toEqual(ids);
    expect(runner.status().flaky).toEqual({ position: 3 });
    await storage.close();
  });

  it('rebuilds one projection from the start of the log', async () => {
    const storage = await openStorage({ kind: 'embedded-memory' });
    const ids = await append(storage, 'a', 3);
    const runner = createProjectionRunner({ store: storage.store, docs: storage.docs, projections: [recorder('one'), recorder('two')], logger });
    await runner.init();
    await runner.catchUp();
    await runner.rebuild('one');
    expect(await applied(storage, 'one')).toEqual(ids);
    expect(await applied(storage, 'two')).toEqual(ids);
    await expect(runner.rebuild('nope')).rejects.toThrow(/No projection/);
    await storage.close();
  });

  it('catches up on its interval', async () => {
    const storage = await openStorage({ kind: 'embedded-memory' });
    const runner = createProjectionRunner({ store: storage.store, docs: storage.docs, projections: [recorder('log')], logger });
    runner.start(20);
    const ids = await append(storage, 'a', 2);
    await waitFor(async () => (await applied(storage, 'log')).length === 2);
    expect(await applied(storage, 'log')).toEqual(ids);
    await runner.stop();
    await storage.close();
  });
});
