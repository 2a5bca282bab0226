import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  Article,
  ArticleListQuery,
  CreateArticleBody,
  Id,
  SearchQuery,
  Slug,
  StaffArticleListQuery,
  UpdateArticleBody,
  type CreateArticleInput,
  type StaffArticlePage,
  type UpdateArticleInput,
} from '@mitics/contracts';
import { ForbiddenError, NotFoundError, UnavailableError, validate } from '@mitics/kit';
import type { Auth, AuthVariables, StaffCaller } from '../auth/auth.ts';
import type { ServiceClient } from '../clients/service-client.ts';
import { forward, preconditionHeaders, upstreamHeaders } from './forward.ts';

export interface ArticleRoutesDeps {
  content: ServiceClient;
  auth: Auth;
}

const slugParam = z.object({ slug: z.string() });
const idParam = z.object({ id: Id });

/** What a contributor may change on their own draft or returned article (staff §7, contributor PUT). */
export const CONTRIBUTOR_FIELDS: ReadonlySet<string> = new Set(['title', 'excerpt', 'content', 'category', 'author', 'imageUrl', 'videoUrl', 'tags']);
/** The statuses a contributor may still change an article in. */
const CONTRIBUTOR_EDITABLE: ReadonlySet<Article['status']> = new Set(['draft', 'rejected']);

/** A slug that cannot exist is simply not found, like an unknown one. */
function knownShape(slug: string): string {
  if (!Slug.safeParse(slug).success) throw new NotFoundError(`No article with slug '${slug}'`);
  return slug;
}

/** The staff article as the content service has it, or null. */
export async function articleById(c: Context, content: ServiceClient, id: string, actor: string): Promise<Article | null> {
  const res = await content.request(`/articles/by-id/${id}`, { headers: upstreamHeaders(c, actor) });
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new UnavailableError(`The content service could not read article ${id} (status ${res.status})`);
  }
  return Article.parse(await res.json());
}

/**
 * A contributor's create: always a draft, by them, never breaking or featured
 * (staff §4: "a new contributor article is saved as draft, forced on create").
 * Editors, admins and the admin key create as sent; the author id defaults to theirs.
 */
function createFor(caller: StaffCaller, body: CreateArticleInput): CreateArticleInput {
  if (caller.kind === 'user' && caller.role === 'contributor') {
    return { ...body, status: 'draft', authorId: caller.user.id, isBreaking: false, isFeatured: false, isFromRss: false };
  }
  return caller.kind === 'user' ? { ...body, authorId: body.authorId ?? caller.user.id } : body;
}

/**
 * A contributor's PUT, checked before anything is read: only content fields,
 * and at most a move to review (status 'draft' is accepted as "keep it a draft";
 * submittedAt is accepted and ignored, the content service's clock decides).
 */
function refuseContributorChange(body: UpdateArticleInput): void {
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined || CONTRIBUTOR_FIELDS.has(field) || field === 'submittedAt') continue;
    if (field === 'status' && (value === 'pending_review' || value === 'draft')) continue;
    if (field === 'status') throw new ForbiddenError('Only editors and administrators can approve, publish or return articles');
    throw new ForbiddenError(`Contributors cannot change ${field}; only the title, excerpt, content, category, byline, image, video and tags`);
  }
}

/** Reader and staff article calls of reader-site §7 and staff-site §7. */
export const articleRoutes = ({ content, auth }: ArticleRoutesDeps) => {
  const signedIn = auth.require();
  const admins = auth.require('admin');
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/articles', validate('query', ArticleListQuery), async (c) => {
        const q = c.req.valid('query');
        const params = new URLSearchParams({ limit: String(q.limit), offset: String(q.offset) });
        if (q.category) params.set('category', q.category);
        if (q.search) params.set('search', q.search);
        return forward(await content.request(`/articles?${params}`, { headers: upstreamHeaders(c) }));
      })
      // The search page: one page of published articles, most relevant first, with the total for paging.
      .get('/search', validate('query', SearchQuery), async (c) => {
        const q = c.req.valid('query');
        const params = new URLSearchParams({ q: q.q, page: String(q.page), limit: String(q.limit) });
        if (q.category) params.set('category', q.category);
        return forward(await content.request(`/articles/search?${params}`, { headers: upstreamHeaders(c) }));
      })
      .get('/articles/featured', async (c) => forward(await content.request('/articles/featured', { headers: upstreamHeaders(c) })))
      .get('/articles/breaking', async (c) => forward(await content.request('/articles/breaking', { headers: upstreamHeaders(c) })))
      // Before /articles/:slug, which would otherwise take 'my-articles' for a slug.
      .get('/articles/my-articles', signedIn, async (c) => {
        const caller = c.get('caller');
        // The admin API key is nobody's account: it has no articles of its own.
        if (caller.kind !== 'user') return c.json([]);
        return forward(await content.request(`/articles/by-author/${encodeURIComponent(caller.user.id)}`, { headers: upstreamHeaders(c, caller.actor) }));
      })
      .get('/articles/:slug', validate('param', slugParam), async (c) => {
        const slug = knownShape(c.req.valid('param').slug);
        return forward(await content.request(`/articles/by-slug/${slug}`, { headers: upstreamHeaders(c) }));
      })
      .get('/articles/:slug/related', validate('param', slugParam), async (c) => {
        const slug = knownShape(c.req.valid('param').slug);
        return forward(await content.request(`/articles/by-slug/${slug}/related`, { headers: upstreamHeaders(c) }));
      })
      .get('/trending-topics', async (c) => forward(await content.request('/articles/trending-topics', { headers: upstreamHeaders(c) })))
      .post('/articles', signedIn, validate('json', CreateArticleBody), async (c) => {
        const caller = c.get('caller');
        const res = await content.request('/articles', {
          method: 'POST',
          headers: { ...upstreamHeaders(c, caller.actor), ...preconditionHeaders(c), 'content-type': 'application/json' },
          body: JSON.stringify(createFor(caller, c.req.valid('json'))),
        });
        return forward(res);
      })
      /**
       * Editors and admins change any article and field. A contributor changes
       * only their own draft or returned article; someone else's article
       * answers 404 like a missing one, so ids of unpublished work do not leak.
       */
      .put('/articles/:id', signedIn, validate('param', idParam), validate('json', UpdateArticleBody), async (c) => {
        const caller = c.get('caller');
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        let checkedVersion: number | undefined;
        if (caller.role === 'contributor' && caller.kind === 'user') {
          refuseContributorChange(body);
          const article = await articleById(c, content, id, caller.actor);
          if (!article || article.authorId !== caller.user.id) throw new NotFoundError(`No article with id '${id}'`);
          if (!CONTRIBUTOR_EDITABLE.has(article.status)) {
            throw new ForbiddenError('You can change an article only while it is a draft or returned for changes');
          }
          // The write is based on what was just checked: if an editor moves the article in between, it is refused.
          checkedVersion = article.version;
        }
        const res = await content.request(`/articles/${id}`, {
          method: 'PUT',
          headers: { ...upstreamHeaders(c, caller.actor), ...preconditionHeaders(c, checkedVersion), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return forward(res);
      })
      // The admin panel's list: every status, a page at a time, with the total for paging.
      .get('/admin/articles', admins, validate('query', StaffArticleListQuery), async (c) => {
        const { status, limit, offset } = c.req.valid('query');
        const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
        if (status) params.set('status', status);
        const res = await content.request(`/articles/staff?${params}`, { headers: upstreamHeaders(c, c.get('caller').actor) });
        if (!res.ok) return forward(res);
        const total = Number(res.headers.get('x-total-count'));
        const articles = Article.array().parse(await res.json());
        const page: StaffArticlePage = { articles, total: Number.isFinite(total) ? total : articles.length, limit, offset };
        return c.json(page);
      })
      .delete('/articles/:id', admins, validate('param', idParam), async (c) => {
        const res = await content.request(`/articles/${c.req.valid('param').id}`, {
          method: 'DELETE',
          headers: { ...upstreamHeaders(c, c.get('caller').actor), ...preconditionHeaders(c) },
        });
        return forward(res);
      })
  );
};
