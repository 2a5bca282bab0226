import { z } from 'zod';
import { defineEvent } from '../shared/event.ts';
import { Id, IsoDateTime, Slug } from '../shared/ids.ts';

/** A show's own fields, as an import (or the demo seed) gives them. */
export const ShowFields = z.object({
  title: z.string().min(1).max(300),
  description: z.string().max(5000).nullable(),
  author: z.string().max(300).nullable(),
  imageUrl: z.string().max(2000).nullable(),
  explicit: z.boolean(),
  category: z.string().max(100).nullable(),
  subcategory: z.string().max(100).nullable(),
  language: z.string().max(35).nullable(),
  ownerEmail: z.string().max(254).nullable(),
});
export type ShowFields = z.infer<typeof ShowFields>;

/** An episode's own fields; `guid` identifies it within its show. */
export const EpisodeFields = z.object({
  guid: z.string().min(1).max(500),
  title: z.string().min(1).max(500),
  description: z.string().max(5000).nullable(),
  duration: z.string().max(20).nullable(),
  audioUrl: z.string().max(2000).nullable(),
  audioType: z.string().max(100).nullable(),
  audioLength: z.number().int().nonnegative().nullable(),
  explicit: z.boolean(),
  publishedAt: IsoDateTime.nullable(),
});
export type EpisodeFields = z.infer<typeof EpisodeFields>;

/** A show appeared (its first import). Its stream is `podcast-<id>` and holds its episodes too. */
export const PodcastCreated = defineEvent('content.podcast.created', 1, ShowFields.extend({ podcastId: Id, slug: Slug, source: z.string().max(500), createdAt: IsoDateTime }));
/** A re-import changed some of the show's fields; only those are carried. */
export const PodcastUpdated = defineEvent('content.podcast.updated', 1, z.object({ podcastId: Id, changes: ShowFields.partial(), updatedAt: IsoDateTime }));
/** A new episode in the show's feed. */
export const EpisodeAdded = defineEvent('content.podcast.episode-added', 1, EpisodeFields.extend({ podcastId: Id, episodeId: Id, addedAt: IsoDateTime }));
/** A re-import changed an episode; only the changed fields are carried. */
export const EpisodeUpdated = defineEvent(
  'content.podcast.episode-updated',
  1,
  z.object({ podcastId: Id, episodeId: Id, changes: EpisodeFields.omit({ guid: true }).partial(), updatedAt: IsoDateTime }),
);

export const podcastEvents = { PodcastCreated, PodcastUpdated, EpisodeAdded, EpisodeUpdated } as const;

export type PodcastEvent = {
  [K in keyof typeof podcastEvents]: { type: (typeof podcastEvents)[K]['type']; data: z.infer<(typeof podcastEvents)[K]['data']> };
}[keyof typeof podcastEvents];

/** The largest feed file an import takes, and how many at once. */
export const MAX_FEED_BYTES = 4 * 1024 * 1024;
export const MAX_FEEDS_PER_IMPORT = 50;

/** POST /api/admin/podcasts/import: feed files as text, each with the name it is reported under. */
export const PodcastImportBody = z.object({
  feeds: z
    .array(z.object({ name: z.string().trim().min(1).max(300), xml: z.string().min(1, 'The feed file is empty').max(MAX_FEED_BYTES, 'The feed file is larger than 4 MB') }))
    .min(1, 'Send at least one feed')
    .max(MAX_FEEDS_PER_IMPORT, `Send at most ${MAX_FEEDS_PER_IMPORT} feeds at once`),
});
export type PodcastImportBody = z.infer<typeof PodcastImportBody>;

/** What happened to one feed of an import: ingested (with counts and any warnings) or malformed (with the reason). */
export const FeedImportResult = z.discriminatedUnion('status', [
  z.object({
    name: z.string(),
    status: z.literal('imported'),
    podcastId: Id,
    slug: Slug,
    title: z.string(),
    episodes: z.object({ added: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), skipped: z.number().int() }),
    showChanged: z.boolean(),
    warnings: z.array(z.string()),
  }),
  z.object({ name: z.string(), status: z.literal('malformed'), reason: z.string() }),
]);
export type FeedImportResult = z.infer<typeof FeedImportResult>;

export const PodcastImportReport = z.object({ feeds: z.array(FeedImportResult) });
export type PodcastImportReport = z.infer<typeof PodcastImportReport>;

/** Where each show's own podcast feed is served. */
export const podcastFeedPath = (slug: string): string => `/podcast/${slug}/feed.xml`;
/** Every show's episodes in one feed (the 'RSS Feed' button of Latest Episodes). */
export const ALL_PODCASTS_FEED_PATH = '/podcast/feed.xml';
