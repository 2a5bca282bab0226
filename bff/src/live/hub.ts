import { randomUUID } from 'node:crypto';
import type { LiveArticleEvent } from '@mitics/contracts';
import type { EventBus, Subscription } from '@mitics/kit';
import type { Logger } from 'pino';
import { toLiveArticleEvent } from './to-live-event.ts';

export type LiveListener = (event: LiveArticleEvent) => void;

export interface LiveHub {
  /** Subscribes to the bus; resolves once events published from now on will arrive. */
  start(): Promise<void>;
  /** Adds a listener (one per connected client); returns its removal. */
  listen(listener: LiveListener): () => void;
  /** Connected listeners right now. */
  readonly size: number;
  /** Runs `fn` when the hub closes (each SSE stream ends itself this way). Returns its removal. */
  onClose(fn: () => void): () => void;
  /** Ends every stream and stops the bus subscription. */
  close(): Promise<void>;
}

export interface LiveHubOptions {
  bus: EventBus;
  logger: Logger;
  /** Subscription name; default 'bff-live-<random>', unique per process so each BFF gets every event. */
  name?: string;
}

/** The subjects the live stream follows. */
export const LIVE_SUBJECTS = ['content.article.*'];

/**
 * One bus subscription per BFF process, fanned out to every connected SSE
 * client. Live updates are best effort: the subscription starts at new events
 * (`deliver: 'new'`), keeps nothing while the BFF is down, and a client that
 * was away simply refetches.
 */
export function createLiveHub({ bus, logger, name = `bff-live-${randomUUID().slice(0, 8)}` }: LiveHubOptions): LiveHub {
  const listeners = new Set<LiveListener>();
  const closers = new Set<() => void>();
  let subscription: Subscription | null = null;
  let closed = false;

  function fanOut(event: LiveArticleEvent): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.warn({ error: error instanceof Error ? error.message : String(error) }, 'live: a listener failed');
      }
    }
  }

  return {
    async start() {
      if (subscription || closed) return;
      subscription = await bus.subscribe({
        durable: name,
        subjects: LIVE_SUBJECTS,
        deliver: 'new',
        handle: async (envelope) => {
          const event = toLiveArticleEvent(envelope);
          if (event) fanOut(event);
        },
      });
      logger.info({ subscription: name }, 'live: following content.article events');
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
    onClose(fn) {
      if (closed) {
        fn();
        return () => undefined;
      }
      closers.add(fn);
      return () => void closers.delete(fn);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const fn of [...closers]) fn();
      closers.clear();
      listeners.clear();
      await subscription?.stop();
      subscription = null;
    },
  };
}
