import { Hono } from 'hono';
import type { ServiceDefinition } from '@mitics/kit';
import { pageViewsProjection } from './analytics/projections/page-views.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { subscribersProjection } from './newsletter/projections/subscribers.ts';
import { newsletterRoutes } from './newsletter/routes.ts';

/** The audience service: newsletter subscribers and reader analytics. */
export const audienceService: ServiceDefinition = {
  name: 'audience',
  projections: [subscribersProjection, pageViewsProjection],
  routes: (ctx) => new Hono().route('/', newsletterRoutes(ctx)).route('/', analyticsRoutes(ctx)),
};
