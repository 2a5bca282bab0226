import { z } from 'zod';
import { defineEvent } from '../shared/event.ts';
import { Id, IsoDateTime } from '../shared/ids.ts';
import { RssFeed } from './entities.ts';

/** The toast the panel shows when a feed's name or address is missing (staff §5). */
export const FEED_REQUIRED_FIELDS = 'Please fill in all required fields';
export const FEED_URL_INVALID = 'Please enter a valid feed URL (http or https)';

const required = (max: number) =>
  z.string({ error: FEED_REQUIRED_FIELDS }).trim().min(1, FEED_REQUIRED_FIELDS).max(max, `must be at most ${max} characters`);

/**
 * POST /api/rss-feeds body (staff §7: `{name, url, isActive}`). `trusted`
 * feeds publish what they bring at once; the others leave drafts for an
 * editor. An address may not carry credentials.
 */
export const AddFeedBody = z.object({
  name: required(120),
  url: required(2000)
    .pipe(z.url({ protocol: /^https?$/, error: FEED_URL_INVALID }))
    .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), 'A feed address cannot contain a user name or password'),
  isActive: z.boolean().default(true),
  trusted: z.boolean().default(false),
});
export type AddFeedBody = z.input<typeof AddFeedBody>;
export type AddFeedInput = z.output<typeof AddFeedBody>;

/** How a feed is doing: never fetched yet, fine at the last fetch, or failing (with `lastError`). */
export const FeedHealth = z.enum(['new', 'ok', 'failing']);
export type FeedHealth = z.infer<typeof FeedHealth>;

/**
 * A feed as the panel lists it: the spec's RSS feed (staff §3) plus whether it
 * is trusted, what the last fetch brought and the error that stops it, if any.
 * `lastFetched` is the last fetch that succeeded (changed or not).
 */
export const RssFeedView = RssFeed.extend({
  trusted: z.boolean(),
  addedAt: IsoDateTime,
  health: FeedHealth,
  lastError: z.string().nullable(),
  lastErrorAt: IsoDateTime.nullable(),
  /** Articles this feed has created, over its whole life. */
  itemsIngested: z.number().int().nonnegative(),
});
export type RssFeedView = z.infer<typeof RssFeedView>;
export const RssFeedList = z.array(RssFeedView);

/** POST /api/rss-feeds/{id}/refresh answer: the feed after the fetch and what the fetch did. */
export const FeedRefreshResult = z.object({
  feed: RssFeedView,
  ok: z.boolean(),
  /** The server answered 304: nothing new since the last fetch. */
  notModified: z.boolean(),
  ingested: z.number().int().nonnegative(),
  /** Items already ingested before (same guid, or same link). */
  duplicates: z.number().int().nonnegative(),
  /** Items left out: unusable (no title), or past the per-fetch limit. */
  skipped: z.number().int().nonnegative(),
  error: z.string().nullable(),
});
export type FeedRefreshResult = z.infer<typeof FeedRefreshResult>;

/**
 * Title words that make a story of the last 24 hours breaking news (reader §5,
 * the Breaking page's rule, which RSS breaking detection follows: staff §4).
 */
export const BREAKING_TITLE_TERMS = [
  'breaking',
  'urgent',
  'just in',
  'developing',
  'federal judge',
  'court rules',
  'passes',
  'announces',
  'emergency',
] as const;

/** Text that rss-parser may hand over as a string, or as xml2js's `{ _: text, $: attributes }`. */
const XmlText = z.union([z.string(), z.number().transform(String), z.object({ _: z.string() }).transform((node) => node._)]);
const optionalText = XmlText.optional().catch(undefined);

/**
 * One item of a parsed feed (rss-parser's shape, RSS 0.9x/1.0/2.0 and Atom),
 * checked before anything is made of it. Fields the parser may return in an
 * odd shape are dropped rather than trusted.
 */
export const FeedItem = z.object({
  title: optionalText,
  link: optionalText,
  guid: optionalText,
  /** Atom's entry id. */
  id: optionalText,
  pubDate: optionalText,
  isoDate: optionalText,
  creator: optionalText,
  author: optionalText,
  content: optionalText,
  'content:encoded': optionalText,
  contentSnippet: optionalText,
  summary: optionalText,
  categories: z.array(XmlText.catch('')).optional().catch(undefined),
  enclosure: z.object({ url: z.string().optional(), type: z.string().optional() }).optional().catch(undefined),
  mediaThumbnail: z.object({ $: z.object({ url: z.string().optional() }).optional() }).optional().catch(undefined),
  mediaContent: z.array(z.object({ $: z.object({ url: z.string().optional(), medium: z.string().optional(), type: z.string().optional() }).optional() })).optional().catch(undefined),
  itunes: z.object({ image: z.string().optional() }).optional().catch(undefined),
});
export type FeedItem = z.infer<typeof FeedItem>;

/** A feed was configured in the admin panel. */
export const FeedAdded = defineEvent(
  'content.feed.added',
  1,
  z.object({ feedId: Id, name: z.string(), url: z.string(), isActive: z.boolean(), trusted: z.boolean(), addedAt: IsoDateTime }),
);
/**
 * A fetch succeeded and changed something: it brought new articles, or it is
 * the feed's first good fetch, or the first after failures. Fetches that find
 * nothing new record no event (the fetch state remembers when they ran).
 */
export const FeedFetched = defineEvent(
  'content.feed.fetched',
  1,
  z.object({
    feedId: Id,
    fetchedAt: IsoDateTime,
    ingested: z.number().int().nonnegative(),
    duplicates: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
  }),
);
/** A fetch failed, with the reason staff see in the panel; repeated identical failures record nothing more. */
export const FeedFetchFailed = defineEvent(
  'content.feed.fetch-failed',
  1,
  z.object({ feedId: Id, failedAt: IsoDateTime, error: z.string() }),
);

export const feedEvents = { FeedAdded, FeedFetched, FeedFetchFailed } as const;

export type FeedEvent = {
  [K in keyof typeof feedEvents]: {
    type: (typeof feedEvents)[K]['type'];
    data: z.infer<(typeof feedEvents)[K]['data']>;
  };
}[keyof typeof feedEvents];
