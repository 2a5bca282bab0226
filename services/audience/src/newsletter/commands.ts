import { normaliseEmail, type SubscriberSource } from '@mitics/contracts';
import { ConcurrencyError, type ServiceContext, type StoredEvent } from '@mitics/kit';
import type { Subscriber } from './subscriber.ts';
import type { CommandMeta } from '../http/meta.ts';
import { decide } from './decide.ts';
import { evolve, initialState, subscriberIdFor, subscriberStream, toNewsletterEvent, type SubscriberState } from './subscriber.ts';

/** Folds stored events, skipping any that are not newsletter events. */
export function evolveStored(state: SubscriberState, stored: StoredEvent): SubscriberState {
  const event = toNewsletterEvent(stored);
  return event ? evolve(state, event) : state;
}

/**
 * Subscriptions are serialised in this process, so a double click (or a form
 * sent twice) never even races. The email-keyed stream is what really keeps an
 * address to one subscriber, across processes too; the unique index on the
 * read model's email is the last backstop.
 */
const subscribeLocks = new WeakMap<ServiceContext, Promise<unknown>>();

function serialised<T>(ctx: ServiceContext, task: () => Promise<T>): Promise<T> {
  const tail = subscribeLocks.get(ctx) ?? Promise.resolve();
  const result = tail.then(task, task);
  subscribeLocks.set(
    ctx,
    result.then(
      () => undefined,
      () => undefined,
    ),
  );
  return result;
}

export interface SubscribeInput {
  email: string;
  name?: string | undefined;
  source?: SubscriberSource | undefined;
}

export interface SubscribeOutcome {
  alreadySubscribed: boolean;
}

/**
 * SubscribeToNewsletter for one address, as typed (it is normalised here).
 * A repeat address records nothing and answers `alreadySubscribed: true`.
 */
export function subscribe(ctx: ServiceContext, input: SubscribeInput, meta: CommandMeta): Promise<SubscribeOutcome> {
  return serialised(ctx, async () => {
    const email = normaliseEmail(input.email);
    const stream = subscriberStream(subscriberIdFor(email));
    try {
      const { events } = await ctx.commands.execute({
        stream,
        initialState: initialState(),
        evolve: evolveStored,
        decide: (current) =>
          decide(
            { type: 'SubscribeToNewsletter', data: { email, name: input.name ?? null, source: input.source ?? 'unknown', at: ctx.clock().toISOString() } },
            current,
          ),
        meta,
      });
      return { alreadySubscribed: events.length === 0 };
    } catch (error) {
      // Another writer (another process) kept creating this address's stream
      // first, through every re-run: the address is subscribed.
      if (error instanceof ConcurrencyError) return { alreadySubscribed: true };
      throw error;
    }
  });
}

/**
 * UnsubscribeFromNewsletter for one subscriber id (its link was checked by
 * the caller): the subscriber as it stands after, inactive.
 */
export async function unsubscribe(ctx: ServiceContext, subscriberId: string, meta: CommandMeta): Promise<Subscriber> {
  const { state } = await ctx.commands.execute({
    stream: subscriberStream(subscriberId),
    initialState: initialState(),
    evolve: evolveStored,
    decide: (current) => decide({ type: 'UnsubscribeFromNewsletter', data: { at: ctx.clock().toISOString() } }, current),
    meta,
  });
  if (state.kind !== 'subscribed') throw new Error('unsubscribing left no subscriber');
  return state.subscriber;
}
