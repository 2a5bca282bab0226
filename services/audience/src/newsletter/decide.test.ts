import { describe, expect, it } from 'vitest';
import { SubscriberSubscribed } from '@mitics/contracts';
import { NotFoundError, ValidationError } from '@mitics/kit';
import { decide, type NewsletterCommand, type SubscribeToNewsletter } from './decide.ts';
import { evolve, initialState, subscriberIdFor, toNewsletterEvent, type NewNewsletterEvent, type SubscriberState } from './subscriber.ts';

const T0 = '2026-11-20T12:00:00.000Z';
const T1 = '2026-11-21T09:30:00.000Z';

const subscribeCmd = (overrides: Partial<SubscribeToNewsletter['data']> = {}): SubscribeToNewsletter => ({
  type: 'SubscribeToNewsletter',
  data: { email: 'ann.voter@example.com', name: 'Ann Voter', source: 'footer', at: T0, ...overrides },
});

/** Given these earlier commands (decided and applied in order), the state they leave. */
function given(...commands: NewsletterCommand[]): SubscriberState {
  let state = initialState();
  for (const command of commands) for (const event of decide(command, state)) state = evolve(state, event);
  return state;
}

function refusalOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

const when = (state: SubscriberState, command: NewsletterCommand): NewNewsletterEvent[] => decide(command, state);

describe('subscribing to the newsletter', () => {
  it('records a new subscriber with the normalised email, id derived from it', () => {
    const events = when(initialState(), subscribeCmd({ email: '  Ann.Voter@Example.COM ', name: '  Ann Voter ' }));
    expect(events).toEqual([
      {
        type: 'audience.subscriber.subscribed',
        version: 1,
        data: { subscriberId: subscriberIdFor('ann.voter@example.com'), email: 'ann.voter@example.com', name: 'Ann Voter', subscribedAt: T0, source: 'footer' },
      },
    ]);
    expect(SubscriberSubscribed.data.safeParse(events[0]?.data).success).toBe(true);
    expect(events.reduce(evolve, initialState())).toEqual({
      kind: 'subscribed',
      subscriber: { id: subscriberIdFor('ann.voter@example.com'), email: 'ann.voter@example.com', name: 'Ann Voter', isActive: true, subscribedAt: T0, source: 'footer' },
    });
  });

  it('keeps no name when none or a blank one is given', () => {
    expect(when(initialState(), subscribeCmd({ name: null }))[0]?.data).toMatchObject({ name: null });
    expect(when(initialState(), subscribeCmd({ name: '   ' }))[0]?.data).toMatchObject({ name: null });
  });

  it('records nothing for an address already subscribed, whatever its case or spacing', () => {
    const state = given(subscribeCmd());
    expect(when(state, subscribeCmd({ email: ' ANN.VOTER@example.com', name: 'Someone Else', source: 'popup', at: T1 }))).toEqual([]);
  });

  it('refuses an invalid email with the message readers see', () => {
    for (const email of ['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann voter@example.com']) {
      const refusal = refusalOf(() => when(initialState(), subscribeCmd({ email })));
      expect(refusal, email).toBeInstanceOf(ValidationError);
      expect(refusal).toMatchObject({ message: 'Please enter a valid email address', errors: { email: 'Please enter a valid email address' } });
    }
  });

  it('refuses an overlong name', () => {
    expect(() => when(initialState(), subscribeCmd({ name: 'x'.repeat(121) }))).toThrow(ValidationError);
  });
});

describe('subscriber ids', () => {
  it('are one per address, whatever its case or spacing', () => {
    expect(subscriberIdFor(' Ann.Voter@Example.com')).toBe(subscriberIdFor('ann.voter@example.com'));
    expect(subscriberIdFor('ann.voter@example.com')).not.toBe(subscriberIdFor('bob@example.com'));
    expect(subscriberIdFor('ann.voter@example.com')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('reading stored events back', () => {
  it('checks a subscribed event against its contract', () => {
    const [event] = when(initialState(), subscribeCmd());
    expect(toNewsletterEvent({ type: 'audience.subscriber.subscribed', data: event?.data })).toEqual({ type: 'audience.subscriber.subscribed', data: event?.data });
    expect(() => toNewsletterEvent({ type: 'audience.subscriber.subscribed', data: { ...event?.data, email: 'Ann@Example.com' } })).toThrow();
  });

  it('ignores events of other types', () => {
    expect(toNewsletterEvent({ type: 'audience.analytics.tracked', data: {} })).toBeNull();
  });
});

describe('unsubscribing', () => {
  const unsubscribe: NewsletterCommand = { type: 'UnsubscribeFromNewsletter', data: { at: T1 } };

  it('makes the subscriber inactive, and records nothing a second time', () => {
    const state = given(subscribeCmd());
    const events = when(state, unsubscribe);
    expect(events).toEqual([{ type: 'audience.subscriber.unsubscribed', version: 1, data: { subscriberId: subscriberIdFor('ann.voter@example.com'), unsubscribedAt: T1 } }]);
    const after = events.reduce(evolve, state);
    expect(after).toMatchObject({ kind: 'subscribed', subscriber: { isActive: false, email: 'ann.voter@example.com' } });
    expect(when(after, unsubscribe)).toEqual([]);
  });

  it('refuses an address that never subscribed', () => {
    expect(() => when(initialState(), unsubscribe)).toThrow(NotFoundError);
  });

  it('lets an unsubscribed address subscribe again, keeping its first date', () => {
    const state = given(subscribeCmd(), unsubscribe);
    const events = when(state, subscribeCmd({ name: null, source: 'newsletter-page', at: T1 }));
    expect(events.map((e) => e.type)).toEqual(['audience.subscriber.resubscribed']);
    expect(events.reduce(evolve, state)).toMatchObject({ subscriber: { isActive: true, name: 'Ann Voter', source: 'newsletter-page', subscribedAt: T0 } });
  });
});
