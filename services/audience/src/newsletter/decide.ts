import { SubscriberSubscribed, normaliseEmail, type SubscriberSource } from '@mitics/contracts';
import { ValidationError } from '@mitics/kit';
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

export type NewsletterCommand = SubscribeToNewsletter;

const emailShape = SubscriberSubscribed.data.shape.email;

/**
 * Subscribes an address. An address already subscribed is not subscribed
 * again: nothing is recorded, and the caller answers "already subscribed".
 */
export function subscribeToNewsletter({ data }: SubscribeToNewsletter, state: SubscriberState): NewNewsletterEvent[] {
  const email = normaliseEmail(data.email);
  if (!emailShape.safeParse(email).success) throw new ValidationError(INVALID_EMAIL, { email: INVALID_EMAIL });
  if (state.kind === 'subscribed') return [];
  const name = data.name?.trim() || null;
  if (name && name.length > MAX_NAME) throw new ValidationError(`name must be at most ${MAX_NAME} characters`, { name: `must be at most ${MAX_NAME} characters` });
  return [emit(SubscriberSubscribed, { subscriberId: subscriberIdFor(email), email, name, subscribedAt: data.at, source: data.source })];
}

/** The events one command produces from the current state; throws a typed error to refuse. */
export function decide(command: NewsletterCommand, state: SubscriberState): NewNewsletterEvent[] {
  switch (command.type) {
    case 'SubscribeToNewsletter':
      return subscribeToNewsletter(command, state);
    default:
      return exhaustive(command.type);
  }
}
