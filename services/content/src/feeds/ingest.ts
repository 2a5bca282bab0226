import type { FeedRefreshResult } from '@mitics/contracts';
import { ConflictError, type ServiceContext } from '@mitics/kit';
import { createArticle, type CommandMeta } from '../articles/commands.ts';
import { articleStream } from '../articles/article.ts';
import { runFeedCommand } from './commands.ts';
import type { Feed } from './feed.ts';
import { FeedFetchError, guardedFetch, type FetchLimits, type FetchResult, type GuardedFetchOptions } from './fetch/guarded-fetch.ts';
import { FeedParseError, parseFeed } from './parse/parse.ts';
import { itemDate, itemToArticle } from './parse/to-article.ts';
import { feedQueries, feedView, fetchStates } from './projections/feeds.ts';
import { linkSeen } from './projections/rss-links.ts';

/** Items taken from one fetch, newest first: a first fetch of a long archive does not flood the desk. */
export const MAX_ITEMS_PER_FETCH = 50;

export interface IngestOptions {
  /** Exact origins a test's fake feed server runs on; never set in production. */
  allowedOrigins?: ReadonlySet<string>;
  limits?: Partial<FetchLimits>;
  /** Replaces the guarded fetch (tests of the ingestion alone). */
  fetch?: (url: string, options: GuardedFetchOptions) => Promise<FetchResult>;
}

type Outcome = Omit<FeedRefreshResult, 'feed'>;

const failure = (error: string): Outcome => ({ ok: false, notModified: false, ingested: 0, duplicates: 0, skipped: 0, error });

/** Newest first by the items' own dates; undated items keep their place after the dated ones. */
function newestFirst<T>(items: T[], dateOf: (item: T) => string | null): T[] {
  return items
    .map((item, index) => ({ item, index, date: dateOf(item) }))
    .sort((a, b) => (a.date && b.date ? b.date.localeCompare(a.date) : a.date ? -1 : b.date ? 1 : 0) || a.index - b.index)
    .map((entry) => entry.item);
}

async function fetchAndIngest(ctx: ServiceContext, feed: Feed, options: IngestOptions, meta: CommandMeta): Promise<Outcome> {
  const states = fetchStates(ctx.docs);
  const previous = await states.findOne({ _id: feed.id });
  const now = () => ctx.clock().toISOString();
  let result: FetchResult;
  try {
    result = await (options.fetch ?? guardedFetch)(feed.url, {
      ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
      ...(options.limits ? { limits: options.limits } : {}),
      etag: previous?.etag ?? null,
      lastModified: previous?.lastModified ?? null,
    });
  } catch (error) {
    if (error instanceof FeedFetchError) return failure(error.message);
    throw error;
  }
  const checkedAt = now();
  if (result.kind === 'not-modified') {
    await states.put({ _id: feed.id, checkedAt, okAt: checkedAt, etag: previous?.etag ?? null, lastModified: previous?.lastModified ?? null });
    return { ok: true, notModified: true, ingested: 0, duplicates: 0, skipped: 0, error: null };
  }
  let parsed;
  try {
    parsed = await parseFeed(result.body, result.contentType);
  } catch (error) {
    if (error instanceof FeedParseError) return failure(error.message);
    throw error;
  }
  const dated = newestFirst(parsed.items, itemDate);
  const taken = dated.slice(0, MAX_ITEMS_PER_FETCH);
  let skipped = parsed.unreadable + (dated.length - taken.length);
  let ingested = 0;
  let duplicates = 0;
  const clock = ctx.clock();
  for (const item of taken) {
    const outcome = itemToArticle(item, { name: feed.name, trusted: feed.trusted }, clock);
    if (outcome.kind === 'unusable') {
      skipped += 1;
      continue;
    }
    const { articleId, link } = outcome.key;
    if ((link && (await linkSeen(ctx.docs, link))) || (await ctx.store.readStream(articleStream(articleId))).length > 0) {
      duplicates += 1;
      continue;
    }
    try {
      await createArticle(ctx, outcome.input, { meta, articleId, submitForReview: true });
      ingested += 1;
    } catch (error) {
      // Another fetch of the same item got there first.
      if (error instanceof ConflictError) duplicates += 1;
      else throw error;
    }
  }
  // The validators are kept only once every item is in: a fetch cut short is repeated in full.
  await states.put({ _id: feed.id, checkedAt, okAt: checkedAt, etag: result.etag, lastModified: result.lastModified });
  return { ok: true, notModified: false, ingested, duplicates, skipped, error: null };
}

/** One fetch per feed at a time: a refresh during a scheduled fetch shares its result. */
const inFlight = new WeakMap<ServiceContext, Map<string, Promise<FeedRefreshResult>>>();

/**
 * Fetches one feed and turns its new items into articles through the article
 * commands (drafts, or published for a trusted feed), then records the
 * outcome on the feed. A feed that cannot be fetched or read is a failure
 * with its reason, never an exception: one bad feed never stops the others.
 */
export function refreshFeed(ctx: ServiceContext, feed: Feed, options: IngestOptions = {}, actor = 'system:feeds'): Promise<FeedRefreshResult> {
  let running = inFlight.get(ctx);
  if (!running) {
    running = new Map();
    inFlight.set(ctx, running);
  }
  const current = running.get(feed.id);
  if (current) return current;
  const meta: CommandMeta = { actor, correlationId: ctx.newId() };
  const task = (async (): Promise<FeedRefreshResult> => {
    let outcome: Outcome;
    try {
      outcome = await fetchAndIngest(ctx, feed, options, meta);
    } catch (error) {
      ctx.logger.error({ err: error, feedId: feed.id }, 'feeds: ingestion failed');
      outcome = failure(`The feed's articles could not be saved: ${error instanceof Error ? error.message : String(error)}`);
    }
    const at = ctx.clock().toISOString();
    try {
      if (outcome.ok) {
        await runFeedCommand(ctx, feed.id, { type: 'RecordFetchSucceeded', data: { at, ingested: outcome.ingested, duplicates: outcome.duplicates, skipped: outcome.skipped } }, meta);
      } else {
        await runFeedCommand(ctx, feed.id, { type: 'RecordFetchFailed', data: { at, error: outcome.error ?? 'The feed could not be fetched' } }, meta);
        await fetchStates(ctx.docs).put({ ...((await fetchStates(ctx.docs).findOne({ _id: feed.id })) ?? { _id: feed.id, okAt: null, etag: null, lastModified: null }), checkedAt: at });
      }
    } catch (error) {
      ctx.logger.error({ err: error, feedId: feed.id }, 'feeds: could not record the fetch outcome');
    }
    const view = (await feedQueries(ctx.docs).view(feed.id)) ?? feedView(feed, null);
    ctx.logger.info({ feedId: feed.id, ok: outcome.ok, ingested: outcome.ingested, duplicates: outcome.duplicates, skipped: outcome.skipped, error: outcome.error }, 'feeds: fetched');
    return { feed: view, ...outcome };
  })().finally(() => running.delete(feed.id));
  running.set(feed.id, task);
  return task;
}
