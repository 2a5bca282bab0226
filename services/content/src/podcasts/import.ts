import { createHash } from 'node:crypto';
import { slugify, type EpisodeFields, type FeedImportResult, type ShowFields } from '@mitics/contracts';
import type { AppendMeta, ServiceContext } from '@mitics/kit';
import { episodeIdFor, importShow } from './decide.ts';
import { parsePodcastFeed } from './feed.ts';
import { evolveStoredShow, initialShowState, podcastStream } from './podcast.ts';
import { podcastQueries } from './projections.ts';

type Meta = Pick<AppendMeta, 'actor' | 'correlationId'>;

/** A show's id: derived from what identifies its feed, so the same feed is the same show in every import. */
export const podcastIdFor = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 24);

const locks = new WeakMap<ServiceContext, Promise<unknown>>();

/** Imports are serialised in this process: slugs are checked against the read model, then written by the append. */
function serialised<T>(ctx: ServiceContext, task: () => Promise<T>): Promise<T> {
  const tail = locks.get(ctx) ?? Promise.resolve();
  const result = tail.then(task, task);
  locks.set(
    ctx,
    result.then(
      () => undefined,
      () => undefined,
    ),
  );
  return result;
}

async function uniqueSlug(ctx: ServiceContext, title: string, podcastId: string): Promise<string> {
  const queries = podcastQueries(ctx.docs);
  const existing = await queries.showById(podcastId);
  if (existing) return existing.slug;
  const base = slugify(title).slice(0, 80).replace(/-+$/, '') || 'podcast';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await queries.slugTaken(candidate, podcastId))) return candidate;
  }
}

export interface ShowImport {
  key: string;
  show: ShowFields;
  episodes: EpisodeFields[];
}

/** One show as one command: created or updated, new and changed episodes; counts of what happened. */
export function importOneShow(ctx: ServiceContext, input: ShowImport, meta: Meta, at = ctx.clock().toISOString()) {
  return serialised(ctx, async () => {
    const podcastId = podcastIdFor(input.key);
    const slug = await uniqueSlug(ctx, input.show.title, podcastId);
    const { events } = await ctx.commands.execute({
      stream: podcastStream(podcastId),
      initialState: initialShowState(),
      evolve: evolveStoredShow,
      decide: (state) => importShow({ type: 'ImportShow', data: { podcastId, slug, source: input.key, show: input.show, episodes: input.episodes, at } }, state),
      meta,
    });
    const added = events.filter((e) => e.type === 'content.podcast.episode-added').length;
    const updated = events.filter((e) => e.type === 'content.podcast.episode-updated').length;
    const distinct = new Set(input.episodes.map((e) => episodeIdFor(podcastId, e.guid))).size;
    return {
      podcastId,
      slug,
      showChanged: events.some((e) => e.type === 'content.podcast.created' || e.type === 'content.podcast.updated'),
      episodes: { added, updated, unchanged: distinct - added - updated },
    };
  });
}

/**
 * The podcast importer: each feed file (its name and text) is read with
 * rss-parser and either imported as a show with its episodes, or reported
 * as malformed with the reason. One feed's failure never stops the others.
 * Re-running it on unchanged feeds records nothing.
 */
export async function importPodcastFeeds(ctx: ServiceContext, feeds: Array<{ name: string; xml: string }>, meta: Meta): Promise<FeedImportResult[]> {
  const results: FeedImportResult[] = [];
  for (const feed of feeds) {
    // One feed's surprise never stops the others: whatever it throws, it is reported as malformed.
    const outcome = await parsePodcastFeed(feed.xml).catch((error: unknown) => ({
      ok: false as const,
      reason: `Could not be read: ${error instanceof Error ? error.message : String(error)}`,
    }));
    if (!outcome.ok) {
      results.push({ name: feed.name, status: 'malformed', reason: outcome.reason });
      continue;
    }
    const { key, show, episodes, skipped, warnings } = outcome.parsed;
    const done = await importOneShow(ctx, { key, show, episodes }, meta);
    results.push({
      name: feed.name,
      status: 'imported',
      podcastId: done.podcastId,
      slug: done.slug,
      title: show.title,
      episodes: { ...done.episodes, skipped },
      showChanged: done.showChanged,
      warnings,
    });
  }
  return results;
}
