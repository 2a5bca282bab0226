import { Hono } from 'hono';
import type { ServiceDefinition } from '@mitics/kit';
import { articlesProjection } from './articles/projections/articles.ts';
import { articleRoutes } from './articles/routes.ts';
import { podcastsProjection } from './podcasts/projections.ts';
import { podcastRoutes } from './podcasts/routes.ts';

/** The content service: articles and their workflow at '/articles', podcasts and episodes at '/podcasts'. */
export const contentService: ServiceDefinition = {
  name: 'content',
  projections: [articlesProjection, podcastsProjection],
  routes: (ctx) => new Hono().route('/', articleRoutes(ctx)).route('/', podcastRoutes(ctx)),
};
