/** Distributed mode: the BFF as its own process, reaching services over HTTP. */
import { createLogger, createNatsBus, exitOnConfigError, serveApp } from '@mitics/kit';
import { createBff } from './app.ts';
import { createServiceClient, httpFetch } from './clients/service-client.ts';
import { contentSecurityOf, loadDistributedConfig, publicOriginOf } from './config.ts';
import { createLiveHub } from './live/hub.ts';
import { publishedArticleLookup } from './live/to-live-event.ts';
import { openNatsSessionStore } from './session/nats-store.ts';
import { SESSION_ABSOLUTE_MS } from './session/sessions.ts';
import { defaultWebDist } from './static/web-app.ts';
import { createWeatherSource } from './weather/weather-source.ts';

export async function startBff(env: NodeJS.ProcessEnv = process.env) {
  const config = loadDistributedConfig(env);
  const logger = createLogger({ service: 'bff', level: config.LOG_LEVEL });
  // The BFF only reads the bus: content events for the live stream.
  const bus = await createNatsBus({ servers: config.NATS_URL, streams: ['content'], logger, name: 'bff' });
  const clientOptions = {
    token: config.MITICS_SERVICE_TOKEN,
    onUnavailable: (service: string, reason: string) => logger.warn({ service, reason }, 'a service could not be reached'),
  };
  const content = createServiceClient('content', config.CONTENT_URL, httpFetch, clientOptions);
  const audience = createServiceClient('audience', config.AUDIENCE_URL, httpFetch, clientOptions);
  const social = createServiceClient('social', config.SOCIAL_URL, httpFetch, clientOptions);
  const live = createLiveHub({ bus, logger, publicArticle: publishedArticleLookup(content) });
  await live.start();
  // Sessions in a JetStream key-value bucket: shared by every BFF instance, kept across restarts.
  const sessions = await openNatsSessionStore({ servers: config.NATS_URL, ttlMs: SESSION_ABSOLUTE_MS, logger });
  const publicOrigin = publicOriginOf(config);
  const app = createBff({
    logger,
    adminApiKey: config.MITICS_ADMIN_API_KEY,
    services: {
      content,
      audience,
      civicData: createServiceClient('civic-data', config.CIVIC_DATA_URL, httpFetch, clientOptions),
      finance: createServiceClient('finance', config.FINANCE_URL, httpFetch, clientOptions),
      careers: createServiceClient('careers', config.CAREERS_URL, httpFetch, clientOptions),
      social,
    },
    webDist: config.WEB_DIST_DIR ?? defaultWebDist,
    live,
    weather: createWeatherSource({ apiUrl: config.WEATHER_API_URL, logger }),
    ...(publicOrigin ? { publicOrigin } : {}),
    sessions,
    trustProxy: config.TRUST_PROXY,
    contentSecurity: contentSecurityOf(config),
  });
  // The first reader's page is drawn by a warm renderer (see BffApp.warm).
  await app.warm();
  const server = await serveApp(app, {
    // Kept public reads are answered from the read cache before the app sees them.
    frontDoor: app.frontDoor,
    port: config.PORT,
    hostname: config.HOST,
    logger,
    beforeClose: () => live.close(),
    onShutdown: async () => {
      await live.close();
      await sessions.close();
      await bus.close();
    },
  });
  logger.info({ port: server.port }, `BFF listening on http://${config.HOST}:${server.port}`);
  return server;
}

if (process.argv[1] === import.meta.filename) {
  startBff().catch(exitOnConfigError);
}
