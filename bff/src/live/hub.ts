import { randomUUID } from 'node:crypto';
import type { EventEnvelope, LiveArticleEvent } from '@mitics/contracts';
import type { EventBus, Subscription } from '@mitics/kit';
import type { Logger } from 'pino';
import { toReaderEvent, type PublicArticleLookup } from './to-live-event.ts';

export type LiveListener = (event: LiveArticleEvent) => void;

export interface LiveHub {
  /** Subscribes to the bus; resolves once events published from now on will arrive. */
  start(): Promise<void>;
  /** Adds a listener (one per connected client); returns its removal. */
  listen(listener: LiveListener): () => void;
  /**
   * Runs `fn` on every followed event, synchronously and before the event is
   * forwarded to any client (the read cache forgets what the event changed, so
   * a reader who hears of it and reads again sees it). Returns its removal.
   */
  beforeForward(fn: (envelope: EventEnvelope) => void): () => void;
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
  /**
   * The article as readers may see it (published), or null: an edit, a
   * breaking or featured flag reaches the stream only for a published article,
   * so drafts and the review workflow never leave the staff side.
   */
  publicArticle: PublicArticleLookup;
}

/** The subjects the live stream follows. */
export const LIVE_SUBJECTS = ['content.article.*'];

/**
 * One bus subscription per BFF process, fanned out to every connected SSE
 * client. Live updates are best effort: the subscription starts at new events
 * (`deliver: 'new'`), keeps nothing while the BFF is down, and a client that
 * was away simply refetches.
 */
export function createLiveHub({ bus, logger, publicArticle, name = `bff-live-${randomUUID().slice(0, 8)}` }: LiveHubOptions): LiveHub {
  const listeners = new Set<LiveListener>();
  const closers = new Set<() => void>();
  const observers = new Set<(envelope: EventEnvelope) => void>();
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
          for (const observe of observers) {
            try {
              observe(envelope);
            } catch (error) {
              logger.warn({ type: envelope.type, error: error instanceof Error ? error.message : String(error) }, 'live: an observer failed');
            }
          }
          try {
            const event = await toReaderEvent(envelope, publicArticle);
            if (event) fanOut(event);
          } catch (error) {
            // Unknown means unpublished: a reader misses an update rather than seeing a draft.
            logger.warn({ type: envelope.type, error: error instanceof Error ? error.message : String(error) }, 'live: could not check an article; skipped');
          }
        },
      });
      logger.info({ subscription: name }, 'live: following content.article events');
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    beforeForward(fn) {
      observers.add(fn);
      return () => void observers.delete(fn);
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
