import { z } from 'zod';
import { defineEvent } from '../shared/event.ts';
import { Id, IsoDateTime } from '../shared/ids.ts';
import { AnalyticsTrackBody, SiteAnalyticsEvent } from './http.ts';
import { SubscriberSource } from './entities.ts';

/**
 * The one spelling of an email address the audience service keeps: trimmed
 * and lowercased, so 'Ann@Example.com ' and 'ann@example.com' are one subscriber.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Where a subscription came from: the footer form, the pop-up or the /newsletter page (reader §2). */

/** A new newsletter subscriber. A repeat email is never a second one, so this happens once per address. */
export const SubscriberSubscribed = defineEvent(
  'audience.subscriber.subscribed',
  1,
  z.object({
    subscriberId: Id,
    email: z
      .email()
      .max(254)
      .refine((email) => email === normaliseEmail(email), 'must be trimmed and lowercase'),
    name: z.string().max(120).nullable(),
    subscribedAt: IsoDateTime,
    source: SubscriberSource,
  }),
);

/** The subscriber left through their signed unsubscribe link: no longer active. Their record stays. */
export const SubscriberUnsubscribed = defineEvent('audience.subscriber.unsubscribed', 1, z.object({ subscriberId: Id, unsubscribedAt: IsoDateTime }));

/** An address that had unsubscribed subscribed again: active once more, with the new form's name (if any) and source. */
export const SubscriberResubscribed = defineEvent(
  'audience.subscriber.resubscribed',
  1,
  z.object({ subscriberId: Id, name: z.string().max(120).nullable(), resubscribedAt: IsoDateTime, source: SubscriberSource }),
);

/** The name of a tracked analytics event: 'article_view' or one of the site-wide events (reader §7). */
export const AnalyticsEventName = z.enum(['article_view', ...SiteAnalyticsEvent.shape.event.options]);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventName>;

/**
 * A reader's browser reported an analytics event. Carries the validated body
 * as sent and what the service adds: when it arrived, the page path (an
 * article view's is `/article/{slug}`) and the session id, if any. Never an IP
 * address or request headers: only what the body itself carries.
 */
export const AnalyticsTracked = defineEvent(
  'audience.analytics.tracked',
  1,
  z.object({
    name: AnalyticsEventName,
    path: z.string().max(500),
    sessionId: z.string().max(100).nullable(),
    receivedAt: IsoDateTime,
    body: AnalyticsTrackBody,
  }),
);

export const audienceEvents = { SubscriberSubscribed, SubscriberUnsubscribed, SubscriberResubscribed, AnalyticsTracked } as const;

/** The union of audience event payloads keyed by type, for exhaustive evolve functions. */
export type AudienceEvent = {
  [K in keyof typeof audienceEvents]: {
    type: (typeof audienceEvents)[K]['type'];
    data: z.infer<(typeof audienceEvents)[K]['data']>;
  };
}[keyof typeof audienceEvents];
