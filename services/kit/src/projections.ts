import type { Logger } from 'pino';
import type { DocumentStore } from './documents/port.ts';
import type { EventStore } from './event-store/port.ts';
import { coalescing, createMutex, errorMessage } from './internal/async.ts';
import type { Projection } from './service.ts';

export interface ProjectionRunner {
  /** Run each projection's `init` (indexes) and load the checkpoints. */
  init(): Promise<void>;
  /** Apply every stored event past each projection's checkpoint. Never overlaps itself. */
  catchUp(): Promise<void>;
  /** Catch up now and every `intervalMs`. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
  /** Forget a projection's checkpoint (and `reset` its data) and re-apply the whole log. */
  rebuild(name: string): Promise<void>;
  /** Each projection's checkpoint and its last failure, if it is stuck. */
  status(): Record<string, { position: number; error?: string }>;
}

export interface ProjectionRunnerOptions {
  store: EventStore;
  docs: DocumentStore;
  projections: Projection[];
  logger: Logger;
  batchSize?: number;
}

interface Checkpoint {
  _id: string;
  position: number;
  updatedAt: string;
}

/** Where projection checkpoints live: one document per projection name. */
export const CHECKPOINTS = '_checkpoints';

/**
 * Feeds read models from the service's own log. Each projection keeps its own
 * checkpoint (the position of the last event it applied), saved after each
 * batch, so a restarted runner continues where it stopped; one failing
 * projection stops at the failing event and is retried without holding the
 * others back.
 */
export function createProjectionRunner({ store, docs, projections, logger, batchSize = 200 }: ProjectionRunnerOptions): ProjectionRunner {
  const names = new Set<string>();
  for (const projection of projections) {
    if (names.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`);
    names.add(projection.name);
  }
  const checkpoints = docs.collection<Checkpoint>(CHECKPOINTS);
  const positions = new Map<string, number>();
  const errors = new Map<string, string>();
  const mutex = createMutex();
  let initialised: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function init(): Promise<void> {
    initialised ??= (async () => {
      for (const projection of projections) {
        await projection.init?.(docs);
        // An in-memory model starts empty (even when a definition is started again in one process) and replays from the beginning.
        if (projection.inMemory) await projection.reset?.(docs);
        const saved = projection.inMemory ? null : await checkpoints.findOne({ _id: projection.name });
        positions.set(projection.name, saved?.position ?? 0);
      }
    })();
    // A failed init can be retried by the next call.
    initialised.catch(() => {
      initialised = null;
    });
    return initialised;
  }

  const inMemory = new Set(projections.filter((p) => p.inMemory).map((p) => p.name));

  async function save(name: string, position: number): Promise<void> {
    if (inMemory.has(name)) return;
    await checkpoints.put({ _id: name, position, updatedAt: new Date().toISOString() });
  }

  async function run(): Promise<void> {
    await init();
    const failed = new Set<string>();
    for (;;) {
      const active = projections.filter((p) => !failed.has(p.name));
      if (active.length === 0) return;
      const from = Math.min(...active.map((p) => positions.get(p.name) ?? 0));
      const batch = await store.readAll(from, batchSize);
      if (batch.length === 0) return;
      for (const projection of active) {
        const start = positions.get(projection.name) ?? 0;
        let position = start;
        for (const event of batch) {
          if (event.position <= position) continue;
          try {
            await projection.apply(event, docs);
          } catch (error) {
            failed.add(projection.name);
            if (errors.get(projection.name) !== errorMessage(error)) {
              logger.error({ err: error, projection: projection.name, eventId: event.id, type: event.type, position: event.position }, 'projection failed; will retry from this event');
            }
            errors.set(projection.name, errorMessage(error));
            break;
          }
          position = event.position;
        }
        if (position !== start) {
          await save(projection.name, position);
          positions.set(projection.name, position);
          if (!failed.has(projection.name)) errors.delete(projection.name);
        }
      }
      if (batch.length < batchSize) return;
    }
  }

  const catchUp = coalescing(mutex, run);

  return {
    init,
    catchUp,
    start(intervalMs) {
      if (timer) clearInterval(timer);
      const tick = (): void => {
        catchUp().catch((error: unknown) => logger.error({ err: error }, 'projections: catch-up failed'));
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await mutex.idle();
    },
    async rebuild(name) {
      const projection = projections.find((p) => p.name === name);
      if (!projection) throw new Error(`No projection named ${name}`);
      await init();
      await mutex.run(async () => {
        await projection.reset?.(docs);
        await save(name, 0);
        positions.set(name, 0);
        errors.delete(name);
      });
      await catchUp();
    },
    status() {
      return Object.fromEntries(
        projections.map((p) => {
          const error = errors.get(p.name);
          return [p.name, { position: positions.get(p.name) ?? 0, ...(error ? { error } : {}) }];
        }),
      );
    },
  };
}
