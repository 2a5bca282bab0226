import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Logger } from 'pino';
import { createApp, NotFoundError, type NodeFrontDoor } from '@mitics/kit';
import { createAuth } from './auth/auth.ts';
import { readCacheDoors } from './cache/cached-fetch.ts';
import { createReadCache, type ReadCache } from './cache/read-cache.ts';
import { csrfGuard } from './auth/csrf.ts';
import { accountDirectory, ACCOUNT_CACHE_MS } from './clients/accounts.ts';
import type { ServiceClient } from './clients/service-client.ts';
import { DEFAULT_WEATHER_API_URL } from './config.ts';
import type { LiveHub } from './live/hub.ts';
import { articleRoutes } from './routes/articles.ts';
import { careersRoutes } from './routes/careers.ts';
import { contactRoutes } from './routes/contact.ts';
import { podcastApiRoutes, podcastFeedRoutes } from './routes/podcasts.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { feedRoutes } from './routes/feeds.ts';
import { financeRoutes } from './routes/finance.ts';
import { socialRoutes } from './routes/social.ts';
import { authRoutes } from './routes/auth.ts';
import { congressionalRoutes } from './routes/congressional.ts';
import { legislatureRoutes } from './routes/legislature.ts';
import { liveRoutes } from './routes/live.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { reviewRoutes } from './routes/review.ts';
import { userRoutes } from './routes/users.ts';
import { seoRoutes } from './routes/seo.ts';
import { weatherRoutes } from './routes/weather.ts';
import { documentlessSecurityHeaders, securityHeaders } from './security/headers.ts';
import { closeUnreadBodies } from './security/unread-body.ts';
import { createPageRender, serverRendererFile } from './seo/render.ts';
import { cachedPageRender, changesReaderPages } from './seo/render-cache.ts';
import { seoShell } from './seo/shell.ts';
import { inMemorySessionStore } from './session/document-store.ts';
import { createSessions, SESSION_ABSOLUTE_MS } from './session/sessions.ts';
import type { SessionStore } from './session/store.ts';
import { webApp } from './static/web-app.ts';
import { createWeatherSource, type WeatherSource } from './weather/weather-source.ts';

export interface BffDeps {
  logger: Logger;
  adminApiKey: string;
  /**
   * civicData serves /api/congressional/* and /api/legislature/*; without it those paths are not served (the web falls back).
   * finance serves /api/campaign-finance/*; without it those paths are not served.
   * careers: /api/jobs and applications. `social` is optional too: without it /api/admin/twitter/* is not served (tests of other areas).
   */
  services: { content: ServiceClient; audience: ServiceClient; civicData?: ServiceClient; finance?: ServiceClient; careers?: ServiceClient; social?: ServiceClient };
  /** The built web app folder; omitted in API-only tests. */
  webDist?: string;
  /** Live updates (GET /api/live); without it the path is not served. */
  live?: LiveHub;
  /** The Lansing weather readout; default: Open-Meteo at its public address. */
  weather?: WeatherSource;
  /** Canonical origin for links in meta tags, feeds and the sitemap (config PUBLIC_ORIGIN); default: each request's origin. */
  publicOrigin?: string;
  /** Where sessions live (embedded: NeDB under the data folder; distributed: NATS key-value); default: in memory. */
  sessions?: SessionStore;
  /** Config TRUST_PROXY: X-Forwarded-For/-Proto/-Host come from a proxy we trust. Default false. */
  trustProxy?: number;
  /** How long an account read from the audience service may be reused; default 5 s. */
  accountCacheMs?: number;
  /** Origins images and audio/video may come from besides the site (config CSP_IMAGE_HOSTS, CSP_MEDIA_HOSTS). */
  contentSecurity?: { imageHosts?: readonly string[]; mediaHosts?: readonly string[] };
  /** Bounds of the read cache of the public reads (see cache/); default 500 answers, 64 MiB. */
  readCache?: { maxEntries?: number; maxBytes?: number };
  /** Called with the read cache once made (benchmarks and tests look at its stats). */
  onReadCache?: (cache: ReadCache) => void;
}

/**
 * The BFF's Hono app, and the door its read cache answers kept reads from before the app (give it to serveApp).
 * `warm` draws the home page once, unkept, so the first reader after a start is not served by a cold
 * renderer (whose first drawing alone may outlast a render's bounds): await it before listening. Never rejects.
 */
export type BffApp = Hono & { frontDoor: NodeFrontDoor; warm: () => Promise<void> };

/** The public app: /api/* composed from the services, /health, feeds and SEO files, and the web app for everything else. */
export function createBff({
  logger,
  adminApiKey,
  services,
  webDist,
  live,
  weather,
  publicOrigin,
  sessions = inMemorySessionStore(SESSION_ABSOLUTE_MS),
  trustProxy = 0,
  accountCacheMs = ACCOUNT_CACHE_MS,
  contentSecurity = {},
  readCache: readCacheBounds = {},
  onReadCache,
}: BffDeps): BffApp {
  const app = createApp({
    service: 'bff',
    logger,
    publicFacing: true,
    use: [securityHeaders({ publicOrigin, trustProxy, ...contentSecurity })],
    health: async () => {
      const entries = await Promise.all(
        Object.values(services)
          .filter((s): s is ServiceClient => s !== undefined)
          .map(async (s) => [s.name, await s.health()] as const),
      );
      return Object.fromEntries(entries);
    },
  });
  // Dynamic answers (API JSON, the app shell, feeds) are gzipped for clients that ask;
  // static files arrive precompressed, and the live stream is never buffered.
  app.use('*', compress());
  app.use('*', closeUnreadBodies());
  const auth = createAuth({
    sessions: createSessions({ store: sessions }),
    accounts: accountDirectory({ audience: services.audience, cacheMs: accountCacheMs }),
    adminApiKey,
    publicOrigin,
    trustProxy,
  });
  const api = new Hono()
    // Before every route: a cross-site write is refused before it reaches one.
    .use('*', csrfGuard({ adminApiKey, publicOrigin, trustProxy }))
    .route('/', authRoutes({ audience: services.audience, auth, trustProxy }))
    .route('/', userRoutes({ audience: services.audience, auth, trustProxy }))
    .route('/', articleRoutes({ content: services.content, auth }))
    .route('/', reviewRoutes({ content: services.content, auth }))
    .route('/', weatherRoutes({ weather: weather ?? createWeatherSource({ apiUrl: DEFAULT_WEATHER_API_URL, logger }) }))
    .route('/', newsletterRoutes({ audience: services.audience, auth }))
    .route('/', analyticsRoutes({ audience: services.audience }))
    .route('/', feedRoutes({ content: services.content, auth }));
  api.route('/', contactRoutes({ audience: services.audience, auth, trustProxy }));
  api.route('/', podcastApiRoutes({ content: services.content, auth }));
  if (services.careers) api.route('/', careersRoutes({ careers: services.careers, auth }));
  if (services.social) api.route('/', socialRoutes({ social: services.social, auth }));
  if (live) api.route('/', liveRoutes({ live, logger }));
  if (services.finance) api.route('/', financeRoutes({ finance: services.finance }));
  if (services.civicData) api.route('/', congressionalRoutes({ civicData: services.civicData })).route('/', legislatureRoutes({ civicData: services.civicData }));
  api.all('*', (c) => {
    throw new NotFoundError(`No API route ${c.req.method} ${new URL(c.req.url).pathname}`);
  });
  // A write that changes a reader page beyond the content reads (a job post) starts a new generation of kept pages.
  let pageWrites = 0;
  app.use('/api/*', async (c, next) => {
    await next();
    if (changesReaderPages(c.req.method, c.req.path) && (c.res.status < 400 || c.res.status >= 500)) pageWrites++;
  });
  app.route('/api', api);
  app.route('/', seoRoutes({ content: services.content, civicData: services.civicData, publicOrigin, webDist }));
  app.route('/', podcastFeedRoutes({ content: services.content, publicOrigin }));
  let warm = () => Promise.resolve();
  if (webDist) {
    // The web's server renderer asks this very app for the page's data, in-process.
    const drawn = createPageRender({ file: serverRendererFile(webDist), api: (url, init) => Promise.resolve(app.request(url, init)), logger });
    if (drawn) warm = () => drawn.warm('/', publicOrigin ?? 'http://localhost');
    // Drawn pages are kept until the read cache forgets anything (a write, an article event), a job post changes, or for 15 s.
    const render = drawn && cachedPageRender(drawn, { generation: () => readCache.stats.invalidations + pageWrites });
    app.route('/', webApp(webDist, seoShell({ content: services.content, civicData: services.civicData, finance: services.finance, logger, publicOrigin, render })));
  }
  // The public reads of the home and article pages, answered before any middleware (the renderer's reads too, via app.request).
  const readCache = createReadCache({
    ...readCacheBounds,
    securityHeaders: { http: documentlessSecurityHeaders(false, contentSecurity), https: documentlessSecurityHeaders(true, contentSecurity) },
  });
  // Every article event may change a content read: forgotten before the live stream forwards the event.
  live?.beforeForward(() => readCache.invalidate('content'));
  const doors = readCacheDoors(app.fetch, { cache: readCache, trustProxy, publicOrigin });
  app.fetch = doors.fetch;
  onReadCache?.(readCache);
  return Object.assign(app, { frontDoor: doors.node, warm });
}
