import type { EventEnvelope } from '@mitics/contracts';

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Durable consumer name: a restarted consumer resumes where it stopped. */
  durable: string;
  /** Subjects, NATS wildcards allowed: `content.article.*`, `content.>`. */
  subjects: string[];
  /** Resolve to acknowledge; throw to have the event redelivered later. */
  handle(event: EventEnvelope): Promise<void>;
}

/**
 * The event bus port. `publish` resolves once the bus has accepted every event
 * (JetStream ack); the event id is the message id, so a republished event is
 * dropped as a duplicate. Delivery is at least once: consumers dedupe by id.
 */
export interface EventBus {
  publish(events: EventEnvelope[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
