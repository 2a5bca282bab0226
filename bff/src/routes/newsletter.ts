import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { SubscribeBody } from '@mitics/contracts';
import { parseOrRefuse, problemResponse, validate } from '@mitics/kit';
import type { ServiceClient } from '../clients/service-client.ts';
import { forward, upstreamHeaders } from './forward.ts';

export interface NewsletterRoutesDeps {
  audience: ServiceClient;
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
        body: JSON.stringify(parseOrRefuse(SubscribeBody, c.req.valid('json'))),
      });
      return forward(res);
    })
    .get('/newsletter/stats', async (c) => forward(await audience.request('/newsletter/stats', { headers: upstreamHeaders(c) })));
