import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AnalyticsTrackBody } from '@mitics/contracts';
import { problemResponse, validate } from '@mitics/kit';
import type { ServiceClient } from '../clients/service-client.ts';
import { forward, upstreamHeaders } from './forward.ts';

export interface AnalyticsRoutesDeps {
  audience: ServiceClient;
}

const MAX_BODY_BYTES = 16 * 1024;
const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    const requestId: unknown = c.get('requestId');
    return problemResponse({ status: 413, detail: 'The request body is larger than 16 kB', ...(typeof requestId === 'string' ? { requestId } : {}) });
  },
});

/**
 * POST /api/analytics/track of reader-site §7: an article view or a site-wide
 * event, answered 202. Only the validated body goes on: the reader's IP
 * address and request headers never leave the BFF.
 */
export const analyticsRoutes = ({ audience }: AnalyticsRoutesDeps) =>
  new Hono().post('/analytics/track', limitBody, validate('json', AnalyticsTrackBody), async (c) => {
    const res = await audience.request('/analytics/track', {
      method: 'POST',
      headers: { ...upstreamHeaders(c), 'content-type': 'application/json' },
      body: JSON.stringify(c.req.valid('json')),
    });
    return forward(res);
  });
