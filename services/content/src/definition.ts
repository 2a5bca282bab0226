import type { ServiceDefinition } from '@mitics/kit';
import { articlesProjection } from './articles/projections/articles.ts';
import { articleRoutes } from './articles/routes.ts';

/** The content service: articles and their workflow, served at '/articles'. */
export const contentService: ServiceDefinition = {
  name: 'content',
  projections: [articlesProjection],
  routes: articleRoutes,
};
