import { Hono } from 'hono';
import { z } from 'zod';
import { Id, RequestChangesBody } from '@mitics/contracts';
import { NotFoundError, parseOrRefuse, validate } from '@mitics/kit';
import type { Auth, AuthVariables } from '../auth/auth.ts';
import type { ServiceClient } from '../clients/service-client.ts';
import { articleById } from './articles.ts';
import { forward, preconditionHeaders, upstreamHeaders } from './forward.ts';
import { JsonObject } from './json-body.ts';

export interface ReviewRoutesDeps {
  content: ServiceClient;
  auth: Auth;
}

const idParam = z.object({ id: Id });

/**
 * The editors' review of contributor articles (issue 4): the queue of articles
 * under review, publish (approve, then publish: the same
 * content.article.published any publish emits), and request changes (the
 * article goes back to its author as rejected, with the notes). Editors and
 * admins only.
 */
export const reviewRoutes = ({ content, auth }: ReviewRoutesDeps) => {
  const editors = auth.require('editor', 'admin');
  return new Hono<{ Variables: AuthVariables }>()
    .get('/review/queue', editors, async (c) =>
      forward(await content.request('/articles/staff?status=pending_review&limit=100', { headers: upstreamHeaders(c, c.get('caller').actor) })),
    )
    .post('/review/:id/publish', editors, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const actor = c.get('caller').actor;
      const article = await articleById(c, content, id, actor);
      if (!article) throw new NotFoundError(`No article with id '${id}'`);
      // Based on the version the editor read (If-Match), else the one just checked: an edit in between is refused.
      let basedOn = preconditionHeaders(c, article.version);
      // An article approved earlier (a publish that failed half way) is only published.
      if (article.status !== 'approved') {
        const approved = await content.request(`/articles/${id}/approve`, { method: 'POST', headers: { ...upstreamHeaders(c, actor), ...basedOn } });
        if (!approved.ok) return forward(approved);
        const etag = approved.headers.get('etag');
        await approved.body?.cancel();
        basedOn = etag ? { 'if-match': etag } : {};
      }
      return forward(await content.request(`/articles/${id}/publish`, { method: 'POST', headers: { ...upstreamHeaders(c, actor), ...basedOn } }));
    })
    .post('/review/:id/request-changes', editors, validate('param', idParam), validate('json', JsonObject), async (c) => {
      const { reviewNotes } = parseOrRefuse(RequestChangesBody, c.req.valid('json'));
      const res = await content.request(`/articles/${c.req.valid('param').id}/reject`, {
        method: 'POST',
        headers: { ...upstreamHeaders(c, c.get('caller').actor), ...preconditionHeaders(c), 'content-type': 'application/json' },
        body: JSON.stringify({ reviewNotes }),
      });
      return forward(res);
    });
};
