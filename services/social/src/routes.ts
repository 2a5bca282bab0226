import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { SocialPostRequest, queryInt, type SocialStatus } from '@mitics/contracts';
import { ConflictError, NotFoundError, parseOrRefuse, UnavailableError, validate, type ServiceContext } from '@mitics/kit';
import type { Connection } from './connection/connection.ts';
import { knownArticles } from './posts/articles.ts';
import { runPostCommand } from './posts/commands.ts';
import type { Poster } from './posts/poster.ts';
import { postQueries } from './posts/projections/posts.ts';
import { postText, postUrl } from './posts/triggers.ts';

const JsonObject = z.record(z.string(), z.unknown(), { error: 'Send a JSON object' });
const ListQuery = z.object({ limit: queryInt(1, 100).default(20) });

export interface SocialRouteDeps {
  connection: Connection;
  poster: Poster;
  publicOrigin: string;
  configured: boolean;
}

function actorOf(c: Context): string {
  return c.req.header('x-actor')?.trim() || 'anonymous';
}

/**
 * The social service's internal API: the connection status (staff §7
 * `{connected}`, plus the account), the recent posts and their outcomes, and
 * a test post of a given article, made at once.
 */
export const socialRoutes = (ctx: ServiceContext, deps: SocialRouteDeps) => {
  const queries = postQueries(ctx.docs);
  return new Hono()
    .get('/status', async (c) => c.json(await deps.connection.status()))
    .get('/status/summary', async (c) => {
      const body: SocialStatus = { connected: (await deps.connection.status()).connected };
      return c.json(body);
    })
    .get('/posts', validate('query', ListQuery), async (c) => c.json(await queries.recent(c.req.valid('query').limit)))
    .post('/posts/test', validate('json', JsonObject), async (c) => {
      const { articleId } = parseOrRefuse(SocialPostRequest, c.req.valid('json'));
      const status = await deps.connection.status();
      if (!deps.configured || !status.connected) throw new ConflictError('Social posting is not connected');
      const article = await knownArticles(ctx.docs).findOne({ _id: articleId });
      if (!article || !article.published) throw new NotFoundError('No published article with that id');
      const postId = ctx.newId();
      const url = postUrl(deps.publicOrigin, article.slug, `test-${postId.slice(0, 8)}`);
      const requested = await runPostCommand(
        ctx,
        postId,
        { type: 'RequestPost', data: { postId, articleId, kind: 'test', text: postText('test', article.title, url), url, at: ctx.clock().toISOString(), triggeredBy: null } },
        { actor: actorOf(c), correlationId: ctx.newId() },
      );
      if (!requested.post) throw new Error('the test post was not recorded');
      const outcome = await deps.poster.work(requested.post);
      if (outcome?.status !== 'published') throw new UnavailableError(`Failed to post test tweet: ${outcome?.lastError ?? 'no answer from X'}`);
      return c.json(outcome, 201);
    });
};
