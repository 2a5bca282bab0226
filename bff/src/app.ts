import { Hono } from 'hono';
import type { Logger } from 'pino';
import { createApp, NotFoundError } from '@mitics/kit';
import type { ServiceClient } from './clients/service-client.ts';
import { articleRoutes } from './routes/articles.ts';
import { webApp } from './static/web-app.ts';

export interface BffDeps {
  logger: Logger;
  adminApiKey: string;
  services: { content: ServiceClient };
  /** The built web app folder; omitted in API-only tests. */
  webDist?: string;
}

/** The public app: /api/* composed from the services, /health, and the web app for everything else. */
export function createBff({ logger, adminApiKey, services, webDist }: BffDeps): Hono {
  const app = createApp({
    service: 'bff',
    logger,
    health: async () => {
      const entries = await Promise.all(Object.values(services).map(async (s) => [s.name, await s.health()] as const));
      return Object.fromEntries(entries);
    },
  });
  const api = new Hono()
    .route('/', articleRoutes({ content: services.content, adminApiKey }))
    .all('*', (c) => {
      throw new NotFoundError(`No API route ${c.req.method} ${new URL(c.req.url).pathname}`);
    });
  app.route('/api', api);
  if (webDist) app.route('/', webApp(webDist));
  return app;
}
