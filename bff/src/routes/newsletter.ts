import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { NewsletterSubscription, SubscriberSource } from '@mitics/contracts';
import { fieldErrors, problemResponse, validate, ValidationError } from '@mitics/kit';
import type { ServiceClient } from '../clients/service-client.ts';
import { forward, upstreamHeaders } from './forward.ts';

export interface NewsletterRoutesDeps {
  audience: ServiceClient;
}

/**
 * POST /api/newsletter/subscribe body: the contract's email and optional name,
 * the email trimmed before it is checked (a pasted ' ann@example.com ' is
 * valid), and which form sent it.
 */
const SubscribeBody = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string' ? { ...body, email: body.email.trim() } : body,
  NewsletterSubscription.extend({ source: SubscriberSource.optional() }),
);

/**
 * The web shows a refusal's `detail` as the toast text, so it is the message
 * alone ('Please enter a valid email address'), not kit's 'email: ...' form;
 * `errors` still names the field.
 */
function subscriptionOf(body: unknown): z.infer<typeof SubscribeBody> {
  const result = SubscribeBody.safeParse(body);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues);
  throw new ValidationError([...new Set(Object.values(errors))].join('; '), errors);
}

const JsonObject = z.record(z.string(), z.unknown(), { error: 'Send a JSON object' });

const MAX_BODY_BYTES = 16 * 1024;
const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    const requestId: unknown = c.get('requestId');
    return problemResponse({ status: 413, detail: 'The request body is larger than 16 kB', ...(typeof requestId === 'string' ? { requestId } : {}) });
  },
});

/**
 * Newsletter calls of reader-site §7. Subscribing answers SubscribeResponse:
 * 201 for a new subscriber, 200 when the address was already subscribed.
 */
export const newsletterRoutes = ({ audience }: NewsletterRoutesDeps) =>
  new Hono()
    .post('/newsletter/subscribe', limitBody, validate('json', JsonObject), async (c) => {
      const res = await audience.request('/newsletter/subscribe', {
        method: 'POST',
        headers: { ...upstreamHeaders(c), 'content-type': 'application/json' },
        body: JSON.stringify(subscriptionOf(c.req.valid('json'))),
      });
      return forward(res);
    })
    .get('/newsletter/stats', async (c) => forward(await audience.request('/newsletter/stats', { headers: upstreamHeaders(c) })));
