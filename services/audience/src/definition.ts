import { Hono } from 'hono';
import type { ServiceDefinition } from '@mitics/kit';
import { defaultAccountDeps, type AccountDeps } from './accounts/commands.ts';
import { accountsProjection } from './accounts/projections/accounts.ts';
import { accountRoutes } from './accounts/routes.ts';
import { contactMessagesProjection } from './contact/projections/messages.ts';
import { contactRoutes } from './contact/routes.ts';
import { pageViewsProjection } from './analytics/projections/page-views.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { subscribersProjection } from './newsletter/projections/subscribers.ts';
import { newsletterRoutes, type NewsletterDeps } from './newsletter/routes.ts';

/**
 * The audience service: newsletter subscribers, reader analytics, contact
 * messages and staff accounts. `deps` replaces the password hasher (tests use
 * a cheap one); `newsletter` carries the unsubscribe links' secret.
 */
export const createAudienceService = (deps: AccountDeps = defaultAccountDeps, newsletter: NewsletterDeps = {}): ServiceDefinition => ({
  name: 'audience',
  projections: [subscribersProjection, pageViewsProjection, accountsProjection, contactMessagesProjection],
  routes: (ctx) =>
    new Hono()
      .route('/', newsletterRoutes(ctx, newsletter))
      .route('/', analyticsRoutes(ctx))
      .route('/', accountRoutes(ctx, deps))
      .route('/', contactRoutes(ctx)),
});

/** The audience service as it runs. */
export const audienceService: ServiceDefinition = createAudienceService();
