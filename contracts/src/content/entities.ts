import { z } from 'zod';
import { Id, IsoDateTime, Slug } from '../shared/ids.ts';

/** Category values seen in the spec (reader §3) plus the contributor categories (staff §3). */
export const ArticleCategory = z.enum([
  'breaking',
  'politics',
  'exclusive',
  'federal',
  'michigan-politics',
  'analysis',
  'legislature',
  'campaign-finance',
]);
export type ArticleCategory = z.infer<typeof ArticleCategory>;

export const ArticleLevel = z.enum(['Michigan Politics', 'Federal Politics']);
export type ArticleLevel = z.infer<typeof ArticleLevel>;

export const ArticleSection = z.enum(['Elections', 'Legislature', 'Courts', 'Policy', 'Campaigns', 'Watchdog', 'Analysis']);
export type ArticleSection = z.infer<typeof ArticleSection>;

export const ArticleStatus = z.enum(['draft', 'pending_review', 'approved', 'published', 'rejected']);
export type ArticleStatus = z.infer<typeof ArticleStatus>;

/**
 * The values the home filter bar sends as `category` (reader §2, 11 choices; 'All'
 * omits it): a category, a level or a section, in slug form.
 */
export const ArticleFilter = z.enum([
  ...ArticleCategory.options,
  'federal-politics',
  'breaking-news',
  'elections',
  'courts',
  'policy',
  'campaigns',
  'watchdog',
]);
export type ArticleFilter = z.infer<typeof ArticleFilter>;

const optionalUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2000).nullable();
/** A path on this site, like `/images/seed/capitol.svg` (never `//host`, which would leave the site). */
export const SitePath = z.string().max(500).regex(/^\/(?!\/)[A-Za-z0-9/_.\-]*$/, 'must be a path on this site');
/** An image is an http(s) URL or one of the site's own pictures. */
const optionalImage = z.union([z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2000), SitePath]).nullable();

/** An article as both sites see it (reader §3, staff §3). Nullable fields fall back in the web. */
export const Article = z.object({
  id: Id,
  slug: Slug,
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  imageUrl: optionalImage,
  videoUrl: optionalUrl,
  category: ArticleCategory,
  level: ArticleLevel.nullable(),
  section: ArticleSection.nullable(),
  author: z.string(),
  authorId: z.string().nullable(),
  tags: z.array(z.string()),
  isBreaking: z.boolean(),
  isFeatured: z.boolean(),
  hasGraphicMedia: z.boolean(),
  graphicWarning: z.string().nullable(),
  sourceUrl: optionalUrl,
  sourceName: z.string().nullable(),
  isFromRss: z.boolean(),
  status: ArticleStatus,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  publishedAt: IsoDateTime.nullable(),
  submittedAt: IsoDateTime.nullable(),
  reviewNotes: z.string().nullable(),
  /**
   * The article's version as the content service answers it (its stream
   * version): a staff write sends it back as If-Match, and is refused with 409
   * when the article changed since. Never part of an event.
   */
  version: z.number().int().nonnegative().optional(),
});
export type Article = z.infer<typeof Article>;

/** A tag counted over recent published articles (reader §3). */
export const TrendingTopic = z.object({ id: z.string(), name: z.string(), count: z.number().int().nonnegative() });
export type TrendingTopic = z.infer<typeof TrendingTopic>;

/** A wire feed the content service ingests (staff §3). */
export const RssFeed = z.object({
  id: Id,
  name: z.string().min(1),
  url: z.url(),
  isActive: z.boolean(),
  lastFetched: IsoDateTime.nullable(),
});
export type RssFeed = z.infer<typeof RssFeed>;

export const Podcast = z.object({
  id: Id,
  title: z.string(),
  description: z.string().nullable(),
  author: z.string().nullable(),
  imageUrl: z.string().nullable(),
  episodeCount: z.number().int().nonnegative(),
  explicit: z.boolean(),
});
export type Podcast = z.infer<typeof Podcast>;

export const PodcastEpisode = z.object({
  id: Id,
  title: z.string(),
  description: z.string().nullable(),
  podcastTitle: z.string(),
  duration: z.string().nullable(),
  audioUrl: z.string().nullable(),
  publishedAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
});
export type PodcastEpisode = z.infer<typeof PodcastEpisode>;
