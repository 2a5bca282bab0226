import type { EventEnvelope } from '@mitics/contracts';

export interface Subscription {
  stop(): Promise<void>;
}

/**
 * Where a subscription starts. `all` (the default): a durable consumer that
 * starts with every event the bus retains, keeps collecting while its
 * subscriber is away and resumes where it stopped. `new`: best-effort live
 * feeds (server-sent events): only events published after `subscribe`
 * resolves, nothing kept while away, nothing left behind on the server after
 * `stop`, and a handler that throws is logged and the event skipped (no
 * redelivery). Give each process its own name: two live subscriptions on one
 * name would share (split) the events.
 */
export type DeliverFrom = 'all' | 'new';

export interface SubscribeOptions {
  /** Durable consumer name: a restarted consumer resumes where it stopped (with `deliver: 'new'`, a name for this subscription only). */
  durable: string;
  /** Subjects, NATS wildcards allowed: `content.article.*`, `content.>`. */
  subjects: string[];
  /** Resolve to acknowledge; throw to have the event redelivered later. */
  handle(event: EventEnvelope): Promise<void>;
  /** Default 'all'; see DeliverFrom. */
  deliver?: DeliverFrom;
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
