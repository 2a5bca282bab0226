import { Hono } from 'hono';
import type { ServiceDefinition } from '@mitics/kit';
import { articlesProjection } from './articles/projections/articles.ts';
import { articleRoutes } from './articles/routes.ts';
import { createArticleSearch } from './articles/search/article-search.ts';
import type { IngestOptions } from './feeds/ingest.ts';
import { feedsProjection } from './feeds/projections/feeds.ts';
import { rssLinksProjection } from './feeds/projections/rss-links.ts';
import { feedRoutes } from './feeds/routes.ts';
import { startFeedSchedule, type FeedSchedule } from './feeds/schedule.ts';
import { podcastsProjection } from './podcasts/projections.ts';
import { podcastRoutes } from './podcasts/routes.ts';

export interface ContentServiceOptions {
  /** How often active feeds are fetched; default every 15 minutes. */
  feedSchedule?: FeedSchedule;
  /** Feed fetching: test-only allowed origins, limits. */
  feeds?: IngestOptions;
}

/** The content service: articles and their workflow at '/articles', wire feeds at '/feeds', podcasts and episodes at '/podcasts'. */
export const createContentService = (options: ContentServiceOptions = {}): ServiceDefinition => {
  const ingest = options.feeds ?? {};
  // In memory, rebuilt from the log at each start; the routes answer searches from it.
  const search = createArticleSearch();
  return {
    name: 'content',
    projections: [articlesProjection, search.projection, feedsProjection, rssLinksProjection, podcastsProjection],
    routes: (ctx) => new Hono().route('/', articleRoutes(ctx, search)).route('/', feedRoutes(ctx, ingest)).route('/', podcastRoutes(ctx)),
    start: async (ctx) => startFeedSchedule(ctx, options.feedSchedule ?? { pollMinutes: 15 }, ingest),
  };
};

/** The content service with the default feed schedule. */
export const contentService: ServiceDefinition = createContentService();
