import { createHash } from 'node:crypto';
import {
  SubscriberResubscribed,
  SubscriberSubscribed,
  SubscriberUnsubscribed,
  normaliseEmail,
  type EventContract,
  type SubscriberSource,
} from '@mitics/contracts';
import type { z } from 'zod';

/** A newsletter subscriber as the write side and the read model know it. */
export interface Subscriber {
  id: string;
  email: string;
  name: string | null;
  isActive: boolean;
  subscribedAt: string;
  source: SubscriberSource;
}

/** One email address's write-side state: nobody yet, or its subscriber. */
export type SubscriberState = { kind: 'absent' } | { kind: 'subscribed'; subscriber: Subscriber };

export const initialState = (): SubscriberState => ({ kind: 'absent' });

/**
 * A subscriber's id is derived from the normalised email (the first 32 hex
 * digits of its SHA-256), so one address always maps to one stream: two
 * concurrent subscriptions, even from two processes, race for the same new
 * stream and the store lets only one of them create it.
 */
export function subscriberIdFor(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 32);
}

/** Every subscriber's events live in its own stream. */
export const subscriberStream = (subscriberId: string): string => `subscriber-${subscriberId}`;

/** The newsletter events this aggregate handles, payloads typed by their contracts. */
export type NewsletterEvent =
  | { type: typeof SubscriberSubscribed.type; data: z.infer<typeof SubscriberSubscribed.data> }
  | { type: typeof SubscriberUnsubscribed.type; data: z.infer<typeof SubscriberUnsubscribed.data> }
  | { type: typeof SubscriberResubscribed.type; data: z.infer<typeof SubscriberResubscribed.data> };

/** A newsletter event as decide emits it: the contract's type, version and payload. */
export type NewNewsletterEvent = NewsletterEvent & { version: number };

/** Builds an event from its contract, so type, version and payload shape cannot drift apart. */
export function emit<T extends string, S extends z.ZodType>(contract: EventContract<T, S>, data: z.infer<S>) {
  return { type: contract.type, version: contract.version, data };
}

/**
 * Reads a stored event back as a typed newsletter event, checking its payload
 * against the contract. Events of other types give null; a newsletter event
 * that fails its schema is a defect and throws.
 */
export function toNewsletterEvent(event: { type: string; data: unknown }): NewsletterEvent | null {
  switch (event.type) {
    case SubscriberSubscribed.type:
      return { type: SubscriberSubscribed.type, data: SubscriberSubscribed.data.parse(event.data) };
    case SubscriberUnsubscribed.type:
      return { type: SubscriberUnsubscribed.type, data: SubscriberUnsubscribed.data.parse(event.data) };
    case SubscriberResubscribed.type:
      return { type: SubscriberResubscribed.type, data: SubscriberResubscribed.data.parse(event.data) };
    default:
      return null;
  }
}

/** Applies one event. Pure; shared by the command side and the read model. */
export function evolve(state: SubscriberState, event: NewsletterEvent): SubscriberState {
  switch (event.type) {
    case 'audience.subscriber.subscribed': {
      const { subscriberId, email, name, subscribedAt, source } = event.data;
      if (state.kind === 'subscribed') return state;
      return { kind: 'subscribed', subscriber: { id: subscriberId, email, name, isActive: true, subscribedAt, source } };
    }
    case 'audience.subscriber.unsubscribed':
      if (state.kind !== 'subscribed') return state;
      return { kind: 'subscribed', subscriber: { ...state.subscriber, isActive: false } };
    case 'audience.subscriber.resubscribed': {
      if (state.kind !== 'subscribed') return state;
      const { name, source } = event.data;
      return { kind: 'subscribed', subscriber: { ...state.subscriber, isActive: true, name: name ?? state.subscriber.name, source } };
    }
    default:
      return exhaustive(event);
  }
}

export function exhaustive(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
