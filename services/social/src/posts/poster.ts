import type { SocialPost } from '@mitics/contracts';
import type { ServiceContext } from '@mitics/kit';
import type { Connection } from '../connection/connection.ts';
import { XError, type XClient } from '../x/client.ts';
import { runPostCommand, type CommandMeta } from './commands.ts';
import { postQueries } from './projections/posts.ts';

export interface RetryPolicy {
  /** First retry delay, doubled per attempt. */
  baseMs: number;
  /** Attempts before a post is given up. */
  maxAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, maxAttempts: 5 };

/** How far back to look on X for a post whose answer was lost. */
const LOOKBACK_MS = 10 * 60_000;

export interface PosterDeps {
  x: XClient | null;
  connection: Connection;
  retry: RetryPolicy;
}

/**
 * Works the posts through to an outcome, each recorded as an event:
 * an attempt is recorded before X is called; an attempt after another one
 * (a retry, or after a crash mid-post) first looks for the post on X by its
 * link, so a post X already has is recorded, not made twice; X's refusal of a
 * duplicate text is resolved the same way. Retries back off exponentially
 * (or as long as X's rate limit says).
 */
export function createPoster(ctx: ServiceContext, deps: PosterDeps) {
  const queries = postQueries(ctx.docs);
  const busy = new Map<string, Promise<SocialPost | null>>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const meta = (): CommandMeta => ({ actor: 'system:social', correlationId: ctx.newId() });
  const now = () => ctx.clock().toISOString();

  async function findOnX(post: SocialPost): Promise<string | null> {
    if (!deps.x) return null;
    const account = await deps.connection.account();
    if (!account) throw new XError('X did not accept the credentials', 401, false);
    const since = new Date(Date.parse(post.requestedAt) - LOOKBACK_MS);
    const found = (await deps.x.recentPosts(account.id, since)).find((p) => p.urls.includes(post.url) || p.text.includes(post.url));
    return found?.id ?? null;
  }

  /** Records the failure of the post's running attempt: a retry time while attempts remain and X may take it later, else given up. */
  async function fail(post: SocialPost, error: unknown, maxAttempts: number): Promise<void> {
    const x = error instanceof XError ? error : new XError(error instanceof Error ? error.message : String(error), null, true);
    const attempt = post.attempts;
    const delay = Math.max(deps.retry.baseMs * 2 ** (attempt - 1), x.retryAfterMs ?? 0);
    const retryAt = x.retryable && attempt < maxAttempts ? new Date(ctx.clock().getTime() + delay).toISOString() : null;
    await runPostCommand(ctx, post.id, { type: 'RecordFailed', data: { error: x.message, retryAt, at: now() } }, meta());
    ctx.logger.warn({ postId: post.id, attempt, error: x.message, retryAt }, retryAt ? 'social: post failed; will retry' : 'social: post failed; given up');
  }

  async function attempt(post: SocialPost): Promise<SocialPost | null> {
    if (!deps.x) {
      return (await runPostCommand(ctx, post.id, { type: 'SkipPost', data: { reason: 'Social posting is not connected', at: now() } }, meta())).post;
    }
    const maxAttempts = post.kind === 'test' ? 1 : deps.retry.maxAttempts;
    const started = await runPostCommand(ctx, post.id, { type: 'StartAttempt', data: { at: now() } }, meta());
    if (!started.recorded || !started.post) return started.post;
    const current = started.post;
    try {
      // Any earlier attempt may have reached X without us hearing back: look before posting again.
      if (current.attempts > 1) {
        const existing = await findOnX(current);
        if (existing) {
          return (await runPostCommand(ctx, post.id, { type: 'RecordPublished', data: { tweetId: existing, reconciled: true, at: now() } }, meta())).post;
        }
      }
      try {
        const created = await deps.x.createPost(current.text);
        return (await runPostCommand(ctx, post.id, { type: 'RecordPublished', data: { tweetId: created.id, reconciled: false, at: now() } }, meta())).post;
      } catch (error) {
        if (!(error instanceof XError) || !error.duplicate) throw error;
        const existing = await findOnX(current);
        if (existing) {
          return (await runPostCommand(ctx, post.id, { type: 'RecordPublished', data: { tweetId: existing, reconciled: true, at: now() } }, meta())).post;
        }
        throw new XError('X refused the post as a duplicate of one it already has', 403, false);
      }
    } catch (error) {
      await fail(current, error, maxAttempts);
      return queries.byId(post.id);
    }
  }

  /** Works one post now (a test post waits for this); a post already being worked shares that run. */
  function work(post: SocialPost): Promise<SocialPost | null> {
    const current = busy.get(post.id);
    if (current) return current;
    const run = attempt(post)
      .catch((error: unknown) => {
        ctx.logger.error({ err: error, postId: post.id }, 'social: could not work a post');
        return null;
      })
      .finally(() => busy.delete(post.id));
    busy.set(post.id, run);
    return run;
  }

  async function round(): Promise<void> {
    const due = ctx.clock().toISOString();
    for (const post of await queries.unfinished()) {
      if (stopped) return;
      if (post.nextAttemptAt && post.nextAttemptAt > due) continue;
      if (post.kind === 'test' && post.status !== 'in-flight') continue;
      await work(post);
    }
  }

  /** Runs a round now, or right after the one running. */
  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await round().catch((error: unknown) => ctx.logger.error({ err: error }, 'social: poster round failed'));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  }

  return {
    work,
    kick,
    start(intervalMs: number) {
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      await Promise.all(busy.values());
    },
  };
}
export type Poster = ReturnType<typeof createPoster>;
