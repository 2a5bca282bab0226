import { SubscriberResubscribed, SubscriberSubscribed, SubscriberUnsubscribed, normaliseEmail, type SubscriberSource } from '@mitics/contracts';
import { NotFoundError, ValidationError } from '@mitics/kit';
import { emit, exhaustive, subscriberIdFor, type NewNewsletterEvent, type SubscriberState } from './subscriber.ts';

export const INVALID_EMAIL = 'Please enter a valid email address';
const MAX_NAME = 120;

/** Every command carries its time (`at`, ISO) from the caller: decide never reads a clock. */
export type SubscribeToNewsletter = {
  type: 'SubscribeToNewsletter';
  data: {
    /** As typed; decide normalises it (trimmed, lowercase). */
    email: string;
    name: string | null;
    source: SubscriberSource;
    at: string;
  };
};

/** Unsubscribe: the subscriber's own signed link was checked by the caller. */
export type UnsubscribeFromNewsletter = { type: 'UnsubscribeFromNewsletter'; data: { at: string } };

export type NewsletterCommand = SubscribeToNewsletter | UnsubscribeFromNewsletter;

export const NO_SUCH_SUBSCRIBER = 'This unsubscribe link is not valid';

const emailShape = SubscriberSubscribed.data.shape.email;

/**
 * Subscribes an address. An address already subscribed is not subscribed
 * again: nothing is recorded, and the caller answers "already subscribed".
 */
export function subscribeToNewsletter({ data }: SubscribeToNewsletter, state: SubscriberState): NewNewsletterEvent[] {
  const email = normaliseEmail(data.email);
  if (!emailShape.safeParse(email).success) throw new ValidationError(INVALID_EMAIL, { email: INVALID_EMAIL });
  const name = data.name?.trim() || null;
  if (state.kind === 'subscribed' && state.subscriber.isActive) return [];
  if (name && name.length > MAX_NAME) throw new ValidationError(`name must be at most ${MAX_NAME} characters`, { name: `must be at most ${MAX_NAME} characters` });
  // An address that unsubscribed comes back: the same subscriber, active again.
  if (state.kind === 'subscribed') return [emit(SubscriberResubscribed, { subscriberId: state.subscriber.id, name, resubscribedAt: data.at, source: data.source })];
  return [emit(SubscriberSubscribed, { subscriberId: subscriberIdFor(email), email, name, subscribedAt: data.at, source: data.source })];
}

/** Makes the subscriber inactive; one already inactive records nothing. */
export function unsubscribeFromNewsletter({ data }: UnsubscribeFromNewsletter, state: SubscriberState): NewNewsletterEvent[] {
  if (state.kind !== 'subscribed') throw new NotFoundError(NO_SUCH_SUBSCRIBER);
  if (!state.subscriber.isActive) return [];
  return [emit(SubscriberUnsubscribed, { subscriberId: state.subscriber.id, unsubscribedAt: data.at })];
}

/** The events one command produces from the current state; throws a typed error to refuse. */
export function decide(command: NewsletterCommand, state: SubscriberState): NewNewsletterEvent[] {
  switch (command.type) {
    case 'SubscribeToNewsletter':
      return subscribeToNewsletter(command, state);
    case 'UnsubscribeFromNewsletter':
      return unsubscribeFromNewsletter(command, state);
    default:
      return exhaustive(command);
  }
}
