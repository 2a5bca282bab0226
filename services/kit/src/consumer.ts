import type { EventEnvelope } from '@mitics/contracts';
import type { Logger } from 'pino';
import type { EventBus, Subscription } from './bus/port.ts';
import type { DocumentStore } from './documents/port.ts';

export interface ConsumeOptions {
  bus: EventBus;
  docs: DocumentStore;
  /** Durable consumer name, unique per reacting service and purpose, e.g. `social-content`. */
  durable: string;
  subjects: string[];
  handle(event: EventEnvelope): Promise<void>;
  logger: Logger;
}

/** Where consumers remember what they applied: `<durable>:<event id>`. */
export const PROCESSED = '_processed';

interface Processed {
  _id: string;
  durable: string;
  eventId: string;
  type: string;
  at: string;
}

/**
 * Subscribe to other services' events, applying each event id at most once:
 * the bus delivers at least once (a redelivery after a lost ack, a republish
 * after a crash), so ids already handled are acknowledged and skipped. An event
 * whose handler throws is not recorded and comes back for another try. The
 * record is written after the handler, not with it: a process killed between
 * the two applies that one event again, so handlers must still be idempotent
 * (put by id, as the read models do).
 */
export async function consume({ bus, docs, durable, subjects, handle, logger }: ConsumeOptions): Promise<Subscription> {
  const processed = docs.collection<Processed>(PROCESSED);
  return bus.subscribe({
    durable,
    subjects,
    async handle(event) {
      const key = `${durable}:${event.id}`;
      if (await processed.findOne({ _id: key })) {
        logger.debug({ durable, eventId: event.id, type: event.type }, 'consumer: already applied; skipped');
        return;
      }
      await handle(event);
      await processed.put({ _id: key, durable, eventId: event.id, type: event.type, at: new Date().toISOString() });
    },
  });
}
