import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  ArticleListQuery,
  ArticleStatus,
  CreateArticleBody,
  Id,
  queryInt,
  SearchQuery,
  SlugParam,
  UpdateArticleBody,
  type Article,
  type DeleteArticleResponse,
  type SearchPage,
} from '@mitics/contracts';
import { NotFoundError, ValidationError, validate, type ServiceContext } from '@mitics/kit';
import type { ArticleCommand } from './decide.ts';
import { articleOf, commandsForUpdate, createArticle, runArticleCommands, type CommandMeta } from './commands.ts';
import { articleQueries } from './projections/articles.ts';
import type { ArticleSearch } from './search/article-search.ts';
import { trendingTopics } from './projections/trending.ts';

// Internal-only shapes: the BFF's public API does not expose these paths as such.
const IdParam = z.object({ id: Id });
const AuthorParam = z.object({ authorId: z.string().trim().min(1).max(100) });
const StaffListQuery = z.object({
  status: ArticleStatus.optional(),
  limit: queryInt(1, 100).default(50),
  offset: queryInt(0, 100_000).default(0),
});
const RejectBody = z.object({
  reviewNotes: z.string({ error: 'reviewNotes is required' }).trim().min(1, 'reviewNotes is required').max(5000),
});

/**
 * Who acts and which request this is, recorded on every event: the actor the
 * BFF names in x-actor, and the request id the kit's app assigned (the
 * caller's x-request-id when it sent a usable one).
 */
function metaOf(c: Context, ctx: ServiceContext): CommandMeta {
  const requestId: unknown = c.get('requestId');
  return {
    actor: c.req.header('x-actor')?.trim() || 'anonymous',
    correlationId: (typeof requestId === 'string' && requestId) || c.req.header('x-request-id')?.trim() || ctx.newId(),
  };
}

/**
 * The version a write is based on, from If-Match (`"7"`, `7` or `W/"7"`);
 * undefined when the caller sent none (the admin API key's scripts, say).
 * Anything else is a 400: a precondition that cannot be read cannot be kept.
 */
function basedOn(c: Context): number | undefined {
  const header = c.req.header('if-match')?.trim();
  if (!header || header === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header);
  if (!match) throw new ValidationError('If-Match must be the article version you read, such as "3"', { 'if-match': 'must be a version number' });
  return Number(match[1]);
}

/** An article answer with its version as the ETag, for the next If-Match. */
function answer(c: Context, article: Article, status: 200 | 201 = 200) {
  if (article.version !== undefined) c.header('etag', `"${article.version}"`);
  return c.json(article, status);
}

/**
 * The content service's internal article API. Reads come from the read model
 * (published only, except the staff reads); writes go through the commands and
 * answer the article's new state.
 */
export const articleRoutes = (ctx: ServiceContext, search: ArticleSearch) => {
  const queries = articleQueries(ctx.docs);
  const now = () => ctx.clock().toISOString();

  /** One workflow step on one article, answered with its new state. */
  const step = async (c: Context, id: string, command: (at: string) => ArticleCommand) =>
    answer(c, articleOf(await runArticleCommands(ctx, id, () => [command(now())], metaOf(c, ctx), basedOn(c))));

  return new Hono()
    .get('/articles', validate('query', ArticleListQuery), async (c) => {
      const query = c.req.valid('query');
      if (!query.search) return c.json(await queries.list(query));
      // A search answers from the index, most relevant first; how many match in all is a header.
      const found = search.search({ query: query.search, offset: query.offset, limit: query.limit, category: query.category });
      c.header('x-total-count', String(found.total));
      return c.json(found.articles);
    })
    .get('/articles/search', validate('query', SearchQuery), (c) => {
      const { q, page, limit, category } = c.req.valid('query');
      const found = search.search({ query: q, offset: (page - 1) * limit, limit, category });
      const body: SearchPage = { q, articles: found.articles, total: found.total, page, limit, pages: Math.ceil(found.total / limit) };
      return c.json(body);
    })
    .get('/articles/featured', async (c) => c.json(await queries.featured()))
    .get('/articles/breaking', async (c) => {
      const article = await queries.breaking();
      if (!article) throw new NotFoundError('There is no breaking news right now');
      return c.json(article);
    })
    .get('/articles/trending-topics', async (c) => c.json(await trendingTopics(queries, ctx.clock())))
    .get('/articles/by-slug/:slug', validate('param', SlugParam), async (c) => {
      const { slug } = c.req.valid('param');
      const article = await queries.bySlug(slug);
      if (!article) throw new NotFoundError(`No article with slug '${slug}'`);
      return c.json(article);
    })
    .get('/articles/by-slug/:slug/related', validate('param', SlugParam), async (c) => {
      const { slug } = c.req.valid('param');
      const article = await queries.bySlug(slug);
      if (!article) throw new NotFoundError(`No article with slug '${slug}'`);
      return c.json(await queries.related(article));
    })
    .get('/articles/by-id/:id', validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      const article = await queries.byId(id);
      if (!article) throw new NotFoundError(`No article with id '${id}'`);
      return answer(c, article);
    })
    .get('/articles/by-author/:authorId', validate('param', AuthorParam), async (c) =>
      c.json(await queries.byAuthor(c.req.valid('param').authorId)),
    )
    .get('/articles/staff', validate('query', StaffListQuery), async (c) => {
      const query = c.req.valid('query');
      const [page, total] = await Promise.all([queries.staffList(query), queries.staffCount(query.status)]);
      // The page is the body; how many there are in all, for paging, is a header.
      c.header('x-total-count', String(total));
      return c.json(page);
    })
    .post('/articles', validate('json', CreateArticleBody), async (c) => {
      const key = c.req.header('idempotency-key')?.trim();
      if (key !== undefined && !/^[\w.:-]{8,100}$/.test(key)) {
        throw new ValidationError('Idempotency-Key must be 8 to 100 letters, digits, dots, colons, dashes or underscores', { 'idempotency-key': 'malformed' });
      }
      return answer(c, await createArticle(ctx, c.req.valid('json'), { meta: metaOf(c, ctx), idempotencyKey: key }), 201);
    })
    .put('/articles/:id', validate('param', IdParam), validate('json', UpdateArticleBody), async (c) => {
      const body = c.req.valid('json');
      const at = now();
      const result = await runArticleCommands(ctx, c.req.valid('param').id, (current) => commandsForUpdate(body, current, at), metaOf(c, ctx), basedOn(c));
      return answer(c, articleOf(result));
    })
    .delete('/articles/:id', validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      await runArticleCommands(ctx, id, () => [{ type: 'DeleteArticle', data: { at: now() } }], metaOf(c, ctx), basedOn(c));
      const body: DeleteArticleResponse = { id, deleted: true };
      return c.json(body);
    })
    .post('/articles/:id/submit', validate('param', IdParam), (c) =>
      step(c, c.req.valid('param').id, (at) => ({ type: 'SubmitForReview', data: { at } })),
    )
    .post('/articles/:id/approve', validate('param', IdParam), (c) =>
      step(c, c.req.valid('param').id, (at) => ({ type: 'ApproveArticle', data: { at } })),
    )
    .post('/articles/:id/reject', validate('param', IdParam), validate('json', RejectBody), (c) => {
      const { reviewNotes } = c.req.valid('json');
      return step(c, c.req.valid('param').id, (at) => ({ type: 'RejectArticle', data: { reviewNotes, at } }));
    })
    .post('/articles/:id/publish', validate('param', IdParam), (c) =>
      step(c, c.req.valid('param').id, (at) => ({ type: 'PublishArticle', data: { at } })),
    );
};
