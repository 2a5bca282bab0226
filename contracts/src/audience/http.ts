import { z } from 'zod';
import { NewsletterSubscription, SubscriberSource } from './entities.ts';

/** POST /api/newsletter/subscribe answer: a repeat email is not a second subscriber. */
export const SubscribeResponse = z.object({ ok: z.literal(true), alreadySubscribed: z.boolean() });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;

const shortText = (max: number) => z.string().max(max);

/** The article-view shape of POST /api/analytics/track (reader §7). */
export const ArticleViewEvent = z.object({
  eventType: z.literal('article_view'),
  eventData: z.object({ articleSlug: shortText(200), title: shortText(300).optional(), category: shortText(60).optional() }),
  sessionId: shortText(100),
});

/** The site-analytics shape of POST /api/analytics/track (reader §7). */
export const SiteAnalyticsEvent = z.object({
  /** tab_click: a reader chose a tab on a page with tabs (data: page and tab). */
  event: z.enum(['page_view', 'scroll_depth', 'time_on_page', 'external_link_click', 'session_end', 'tab_click']),
  category: z.enum(['engagement', 'user_engagement']),
  path: shortText(500),
  value: z.number().finite().optional(),
  timestamp: shortText(40).optional(),
  userAgent: shortText(400).optional(),
  referrer: shortText(1000).optional(),
  sessionId: shortText(100).optional(),
  data: z.record(z.string(), z.union([z.string().max(500), z.number().finite(), z.boolean()])).optional(),
});

export const AnalyticsTrackBody = z.union([ArticleViewEvent, SiteAnalyticsEvent]);
export type AnalyticsTrackBody = z.infer<typeof AnalyticsTrackBody>;

/**
 * POST /api/newsletter/subscribe body: the subscription with the email trimmed
 * before it is checked (a pasted ' ann@example.com ' is valid), and which form
 * sent it.
 */
export const SubscribeBody = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string' ? { ...body, email: body.email.trim() } : body,
  NewsletterSubscription.extend({ source: SubscriberSource.optional() }),
);
export type SubscribeBody = z.infer<typeof SubscribeBody>;

/** POST /api/newsletter/unsubscribe: the subscriber id and the signature from their link (HMAC, no sign-in). */
export const UnsubscribeBody = z.object({
  subscriberId: z.string({ error: 'This unsubscribe link is not valid' }).trim().regex(/^[0-9a-f]{32}$/, 'This unsubscribe link is not valid'),
  token: z.string({ error: 'This unsubscribe link is not valid' }).trim().regex(/^[A-Za-z0-9_-]{43}$/, 'This unsubscribe link is not valid'),
});
export type UnsubscribeBody = z.infer<typeof UnsubscribeBody>;

/** The unsubscribe answer: the address is no longer active (also when it already was not). */
export const UnsubscribeResponse = z.object({ ok: z.literal(true), email: z.string() });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

/** The page an unsubscribe link opens: `/newsletter/unsubscribe?s={subscriberId}&t={token}`. */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** GET /api/newsletter/subscribers/summary (admin): counts over every subscriber. */
export const SubscriberSummary = z.object({ total: z.number().int().nonnegative(), active: z.number().int().nonnegative() });
export type SubscriberSummary = z.infer<typeof SubscriberSummary>;

/** GET /api/newsletter/subscribers/active-emails (admin): every active address, newest first. */
export const ActiveSubscriberEmails = z.object({ emails: z.array(z.string()) });
export type ActiveSubscriberEmails = z.infer<typeof ActiveSubscriberEmails>;
