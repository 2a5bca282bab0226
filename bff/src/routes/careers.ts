import { Hono } from 'hono';
import { z } from 'zod';
import { ApplicationListQuery, Id, JobApplicationBody, JobPostBody, JobPostPatchBody } from '@mitics/contracts';
import { parseOrRefuse, validate } from '@mitics/kit';
import type { Auth, AuthVariables } from '../auth/auth.ts';
import type { ServiceClient } from '../clients/service-client.ts';
import { forward, idempotencyHeaders, upstreamHeaders } from './forward.ts';
import { JsonObject, limitBodyTo } from './json-body.ts';

export interface CareersRoutesDeps {
  careers: ServiceClient;
  auth: Auth;
}

const idParam = z.object({ id: Id });
/** Job posts and applications are longer than the small forms: three 10,000-character fields. */
const limitJobBody = limitBodyTo(64 * 1024);
/** The public job list changes when an admin edits it; a minute of staleness is fine for readers. */
const PUBLIC_CACHE = 'public, max-age=60';
/** Admin reads carry applicants' details: never kept by a cache. */
const PRIVATE = 'private, no-store';

const withCache = (res: Response, cacheControl: string): Response => {
  const out = forward(res);
  if (res.ok) out.headers.set('cache-control', cacheControl);
  return out;
};

/**
 * Job posts and applications (staff §7). Reading the active posts and
 * applying are public; everything else is admin-only, decided here: the
 * careers service trusts its callers.
 */
export const careersRoutes = ({ careers, auth }: CareersRoutesDeps) => {
  const admin = auth.require('admin');
  const json = (c: Parameters<typeof upstreamHeaders>[0], actor?: string) => ({ ...upstreamHeaders(c, actor), 'content-type': 'application/json' });
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/jobs', async (c) => withCache(await careers.request('/jobs', { headers: upstreamHeaders(c) }), PUBLIC_CACHE))
      .post('/jobs/:id/apply', limitJobBody, validate('param', idParam), validate('json', JsonObject), async (c) => {
        const body = parseOrRefuse(JobApplicationBody, c.req.valid('json'));
        const res = await careers.request(`/jobs/${c.req.valid('param').id}/applications`, { method: 'POST', headers: json(c), body: JSON.stringify(body) });
        return forward(res);
      })
      // The admin panel (staff §2, §7).
      .get('/admin/jobs', admin, async (c) => withCache(await careers.request('/jobs/all', { headers: upstreamHeaders(c, c.get('caller').actor) }), PRIVATE))
      .post('/jobs', admin, limitJobBody, validate('json', JsonObject), async (c) => {
        const body = parseOrRefuse(JobPostBody, c.req.valid('json'));
        // With the caller's Idempotency-Key, a create sent again after a lost answer makes one post.
        const headers = { ...json(c, c.get('caller').actor), ...idempotencyHeaders(c) };
        return forward(await careers.request('/jobs', { method: 'POST', headers, body: JSON.stringify(body) }));
      })
      .put('/jobs/:id', admin, limitJobBody, validate('param', idParam), validate('json', JsonObject), async (c) => {
        const body = parseOrRefuse(JobPostPatchBody, c.req.valid('json'));
        const res = await careers.request(`/jobs/${c.req.valid('param').id}`, { method: 'PUT', headers: json(c, c.get('caller').actor), body: JSON.stringify(body) });
        return forward(res);
      })
      .delete('/jobs/:id', admin, validate('param', idParam), async (c) =>
        forward(await careers.request(`/jobs/${c.req.valid('param').id}`, { method: 'DELETE', headers: upstreamHeaders(c, c.get('caller').actor) })),
      )
      .get('/admin/applications', admin, validate('query', ApplicationListQuery), async (c) => {
        const { jobId } = c.req.valid('query');
        return withCache(await careers.request(`/applications?jobId=${encodeURIComponent(jobId)}`, { headers: upstreamHeaders(c, c.get('caller').actor) }), PRIVATE);
      })
  );
};
