import { Hono } from 'hono';
import { z } from 'zod';
import { ArticleListQuery, CreateArticleBody, Id, Slug, UpdateArticleBody } from '@mitics/contracts';
import { NotFoundError, validate } from '@mitics/kit';
import type { ServiceClient } from '../clients/service-client.ts';
import { requireAdminKey, type StaffVariables } from '../auth/admin-key.ts';
import { forward, upstreamHeaders } from './forward.ts';

export interface ArticleRoutesDeps {
  content: ServiceClient;
  adminApiKey: string;
}

const slugParam = z.object({ slug: z.string() });
const idParam = z.object({ id: Id });

/** A slug that cannot exist is simply not found, like an unknown one. */
function knownShape(slug: string): string {
  if (!Slug.safeParse(slug).success) throw new NotFoundError(`No article with slug '${slug}'`);
  return slug;
}

/** Reader and staff article calls of reader-site §7 and staff-site §7. */
export const articleRoutes = ({ content, adminApiKey }: ArticleRoutesDeps) => {
  const staff = requireAdminKey(adminApiKey);
  return new Hono<{ Variables: StaffVariables }>()
    .get('/articles', validate('query', ArticleListQuery), async (c) => {
      const q = c.req.valid('query');
      const params = new URLSearchParams({ limit: String(q.limit), offset: String(q.offset) });
      if (q.category) params.set('category', q.category);
      if (q.search) params.set('search', q.search);
      return forward(await content.request(`/articles?${params}`, { headers: upstreamHeaders(c) }));
    })
    .get('/articles/featured', async (c) => forward(await content.request('/articles/featured', { headers: upstreamHeaders(c) })))
    .get('/articles/breaking', async (c) => forward(await content.request('/articles/breaking', { headers: upstreamHeaders(c) })))
    .get('/articles/:slug', validate('param', slugParam), async (c) => {
      const slug = knownShape(c.req.valid('param').slug);
      return forward(await content.request(`/articles/by-slug/${slug}`, { headers: upstreamHeaders(c) }));
    })
    .get('/articles/:slug/related', validate('param', slugParam), async (c) => {
      const slug = knownShape(c.req.valid('param').slug);
      return forward(await content.request(`/articles/by-slug/${slug}/related`, { headers: upstreamHeaders(c) }));
    })
    .get('/trending-topics', async (c) => forward(await content.request('/articles/trending-topics', { headers: upstreamHeaders(c) })))
    .post('/articles', staff, validate('json', CreateArticleBody), async (c) => {
      const res = await content.request('/articles', {
        method: 'POST',
        headers: { ...upstreamHeaders(c, c.get('actor')), 'content-type': 'application/json' },
        body: JSON.stringify(c.req.valid('json')),
      });
      return forward(res);
    })
    .put('/articles/:id', staff, validate('param', idParam), validate('json', UpdateArticleBody), async (c) => {
      const res = await content.request(`/articles/${c.req.valid('param').id}`, {
        method: 'PUT',
        headers: { ...upstreamHeaders(c, c.get('actor')), 'content-type': 'application/json' },
        body: JSON.stringify(c.req.valid('json')),
      });
      return forward(res);
    })
    .delete('/articles/:id', staff, validate('param', idParam), async (c) => {
      const res = await content.request(`/articles/${c.req.valid('param').id}`, {
        method: 'DELETE',
        headers: upstreamHeaders(c, c.get('actor')),
      });
      return forward(res);
    });
};
