import type { Logger } from 'pino';
import type { EventBus } from './bus/port.ts';
import type { EventStore } from './event-store/port.ts';
import { coalescing, createMutex, errorMessage } from './internal/async.ts';

export interface Outbox {
  /** Publish every unpublished event in position order; resolves to how many were published. */
  flush(): Promise<number>;
  /** Flush soon without waiting; calls close together share one flush. */
  kick(): void;
  /** Flush now and then every `intervalMs`, as a safety net for kicks that failed. */
  start(intervalMs: number): void;
  /** Stop the timer and wait for a running flush. */
  stop(): Promise<void>;
}

export interface OutboxOptions {
  store: EventStore;
  bus: EventBus;
  logger: Logger;
  batchSize?: number;
}

/**
 * The outbox relay: the event store is the outbox. Events are published after
 * they are stored and marked published only once the bus accepted them, so a
 * crash in between republishes them (the bus drops the duplicate by id) and
 * nothing stored is ever lost.
 */
export function createOutbox({ store, bus, logger, batchSize = 100 }: OutboxOptions): Outbox {
  const mutex = createMutex();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let failing = false;

  const flush = coalescing(mutex, async () => {
    let published = 0;
    while (!stopped) {
      const batch = await store.readUnpublished(batchSize);
      if (batch.length === 0) break;
      try {
        await bus.publish(batch);
      } catch (error) {
        // Left unpublished: the next kick or tick tries again. Warn once per outage, not per tick.
        if (!failing) logger.warn({ error: errorMessage(error), waiting: batch.length }, 'outbox: publish failed; will retry');
        failing = true;
        break;
      }
      if (failing) logger.info('outbox: publishing again');
      failing = false;
      await store.markPublished(batch.map((event) => event.id));
      published += batch.length;
      if (batch.length < batchSize) break;
    }
    return published;
  });

  const kick = (): void => {
    if (stopped) return;
    flush().catch((error: unknown) => logger.error({ err: error }, 'outbox: flush failed'));
  };

  return {
    flush: () => (stopped ? Promise.resolve(0) : flush()),
    kick,
    start(intervalMs) {
      stopped = false;
      if (timer) clearInterval(timer);
      timer = setInterval(kick, intervalMs);
      // The relay must not keep a finished process (or test run) alive.
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await mutex.idle();
    },
  };
}
