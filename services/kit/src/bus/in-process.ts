import type { EventEnvelope } from '@mitics/contracts';
import type { Logger } from 'pino';
import { ConflictError, UnavailableError } from '../errors.ts';
import { delay, errorMessage } from '../internal/async.ts';
import type { EventBus, SubscribeOptions, Subscription } from './port.ts';
import { assertValidPattern, subjectMatches } from './subjects.ts';

export interface InProcessBusOptions {
  logger?: Logger;
  /** Deliveries per event before a failing one is logged and dropped; default 5. */
  maxDeliveries?: number;
  /** First retry delay, doubled per attempt up to `maxRetryDelayMs`; default 100 ms. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Events kept for durables created later (JetStream's "deliver all"); default 10,000. */
  retain?: number;
  /** Event ids remembered for duplicate detection; default 100,000. */
  dedupeWindow?: number;
}

interface Durable {
  name: string;
  subjects: string[];
  queue: EventEnvelope[];
  handler: ((event: EventEnvelope) => Promise<void>) | null;
  /** A `deliver: 'new'` subscription: no retries, forgotten on stop. */
  live: boolean;
  /** Aborts a retry wait when the subscription stops. */
  abort: AbortController;
  draining: Promise<void> | null;
}

/**
 * The bus for the one-process (embedded) mode, with JetStream's semantics
 * where services can tell: wildcard subjects, at-least-once delivery in order
 * per durable, retries with backoff, duplicate ids dropped, and a durable that
 * keeps collecting events while its subscriber is away.
 */
export function createInProcessBus(options: InProcessBusOptions = {}): EventBus {
  const { logger, maxDeliveries = 5, retryDelayMs = 100, maxRetryDelayMs = 5000, retain = 10_000, dedupeWindow = 100_000 } = options;
  const durables = new Map<string, Durable>();
  const seen = new Set<string>();
  const log: EventEnvelope[] = [];
  let closed = false;

  const matchesAny = (subjects: string[], type: string): boolean => subjects.some((p) => subjectMatches(p, type));

  function drain(durable: Durable): void {
    if (durable.draining || !durable.handler) return;
    durable.draining = (async () => {
      let attempts = 0;
      while (durable.handler && durable.queue.length > 0) {
        const handler = durable.handler;
        const event = durable.queue[0];
        if (!event) break;
        try {
          attempts++;
          await handler(event);
          durable.queue.shift();
          attempts = 0;
        } catch (error) {
          if (durable.live) {
            logger?.warn({ durable: durable.name, eventId: event.id, type: event.type, error: errorMessage(error) }, 'live event handler failed; event skipped');
            durable.queue.shift();
            attempts = 0;
            continue;
          }
          if (attempts >= maxDeliveries) {
            logger?.error({ err: error, durable: durable.name, eventId: event.id, type: event.type, attempts }, 'event handler kept failing; event dropped');
            durable.queue.shift();
            attempts = 0;
            continue;
          }
          const wait = Math.min(maxRetryDelayMs, retryDelayMs * 2 ** (attempts - 1));
          logger?.warn({ durable: durable.name, eventId: event.id, type: event.type, attempts, retryInMs: wait, error: errorMessage(error) }, 'event handler failed; will retry');
          await delay(wait, durable.abort.signal);
        }
      }
    })().finally(() => {
      durable.draining = null;
      // Events may have arrived between the last check and now.
      if (durable.handler && durable.queue.length > 0) drain(durable);
    });
  }

  return {
    async publish(events) {
      if (closed) throw new UnavailableError('Event bus is closed');
      for (const event of events) {
        if (seen.has(event.id)) continue;
        seen.add(event.id);
        if (seen.size > dedupeWindow) {
          const oldest = seen.values().next();
          if (!oldest.done) seen.delete(oldest.value);
        }
        // Subscribers get what NATS would give them: a decoded copy, not the publisher's object.
        const copy = JSON.parse(JSON.stringify(event)) as EventEnvelope;
        log.push(copy);
        if (log.length > retain) log.shift();
        for (const durable of durables.values()) {
          if (matchesAny(durable.subjects, copy.type)) durable.queue.push(copy);
        }
      }
      // Delivery happens after publish resolves, as it would across a network.
      for (const durable of durables.values()) {
        if (durable.queue.length > 0) setImmediate(() => drain(durable));
      }
    },

    async subscribe({ durable: name, subjects, handle, deliver = 'all' }: SubscribeOptions): Promise<Subscription> {
      if (closed) throw new UnavailableError('Event bus is closed');
      subjects.forEach(assertValidPattern);
      let durable = durables.get(name);
      if (durable?.handler) throw new ConflictError(`Durable ${name} already has a subscriber`);
      if (deliver === 'new') {
        // Starts empty and is forgotten on stop: JetStream's ephemeral "deliver new" consumer.
        durable = { name, subjects, queue: [], handler: null, live: true, abort: new AbortController(), draining: null };
        durables.set(name, durable);
      } else if (!durable || durable.live) {
        durable = {
          name,
          subjects,
          queue: log.filter((event) => matchesAny(subjects, event.type)),
          handler: null,
          live: false,
          abort: new AbortController(),
          draining: null,
        };
        durables.set(name, durable);
      } else {
        durable.subjects = subjects;
        durable.queue = durable.queue.filter((event) => matchesAny(subjects, event.type));
        durable.abort = new AbortController();
      }
      const active = durable;
      active.handler = handle;
      setImmediate(() => drain(active));
      return {
        async stop() {
          if (active.handler !== handle) return;
          active.handler = null;
          active.abort.abort();
          if (active.live && durables.get(active.name) === active) durables.delete(active.name);
          // Let the in-flight handler finish, so stop() means "nothing running".
          await active.draining;
        },
      };
    },

    async ping() {
      if (closed) throw new UnavailableError('Event bus is closed');
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const durable of durables.values()) {
        durable.handler = null;
        durable.abort.abort();
      }
      await Promise.all([...durables.values()].map((d) => d.draining));
    },
  };
}
