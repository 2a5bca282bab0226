/**
 * Embedded mode (`npm start`): one process hosts every service and the BFF.
 * The bus is in-process, the store is the embedded adapter under
 * MITICS_DATA_DIR, and the BFF reaches each service through the service app's
 * own fetch: the same Request/Response path as distributed mode, minus sockets.
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { createAudienceService, ensureFirstAdmin } from '@mitics/audience';
import { careersService, seedJobs } from '@mitics/careers';
import { censusGeocoder, civicDataService, startCivicBackground } from '@mitics/civic-data';
import { financeService, startFinanceBackground } from '@mitics/finance';
import { createContentService, feedOptionsOf, seedContent, seedPodcasts } from '@mitics/content';
import { createSocialService, socialOptionsOf } from '@mitics/social';
import { createInProcessBus, createLogger, exitOnConfigError, openStorage, serveApp, startService, type ServiceDefinition } from '@mitics/kit';
import { createBff } from './app.ts';
import { createServiceClient } from './clients/service-client.ts';
import { contentSecurityOf, loadEmbeddedConfig, publicOriginOf } from './config.ts';
import { createLiveHub } from './live/hub.ts';
import { publishedArticleLookup } from './live/to-live-event.ts';
import { openEmbeddedSessionStore } from './session/document-store.ts';
import { SESSION_ABSOLUTE_MS } from './session/sessions.ts';
import { defaultWebDist } from './static/web-app.ts';
import { createWeatherSource } from './weather/weather-source.ts';

/** Reads the admin key from the data folder, or makes one there on first start. */
async function adminKeyFor(dataDir: string, configured: string | undefined): Promise<{ key: string; file?: string }> {
  if (configured) return { key: configured };
  const file = join(dataDir, 'admin-api-key');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 24) return { key: existing.trim(), file };
  const key = randomBytes(32).toString('hex');
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { key, file };
}

/**
 * The newsletter unsubscribe links' secret: MITICS_UNSUBSCRIBE_SECRET, else
 * made once into the data folder (mode 600) so links keep working across restarts.
 */
async function unsubscribeSecretFor(dataDir: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, 'unsubscribe-secret');
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing.length >= 32) return existing;
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}

export async function startEmbedded(env: NodeJS.ProcessEnv = process.env) {
  const config = loadEmbeddedConfig(env);
  const dataDir = resolve(config.MITICS_DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  const logger = createLogger({ service: 'mitics', level: config.LOG_LEVEL });
  const bus = createInProcessBus({ logger });

  // Each service keeps its own folder, as each owns its own collections.
  async function start(definition: ServiceDefinition) {
    const storage = await openStorage({ kind: 'embedded', dir: join(dataDir, definition.name) });
    const running = await startService(definition, { ...storage, bus, logger: createLogger({ service: definition.name, level: config.LOG_LEVEL }) });
    const client = createServiceClient(definition.name, `http://${definition.name}.embedded`, (req) => running.app.fetch(req), {
      onUnavailable: (service, reason) => logger.warn({ service, reason }, 'a service could not be reached'),
    });
    return { running, storage, client };
  }
  const content = await start(createContentService(feedOptionsOf(config)));
  const audience = await start(createAudienceService(undefined, { unsubscribeSecret: await unsubscribeSecretFor(dataDir, config.MITICS_UNSUBSCRIBE_SECRET) }));
  // Civic data: the committed Michigan snapshot on first start, then its consumer of content events.
  const civicData = await start(civicDataService({ geocoder: censusGeocoder({ baseUrl: config.GEOCODER_URL }) }));
  const civicBackground = await startCivicBackground(civicData.running, config);
  // Campaign finance: the committed Michigan FEC snapshot and the labelled demo contributions on first start.
  const finance = await start(financeService);
  await startFinanceBackground(finance.running, config);
  const careers = await start(careersService);
  // Article links in posts point where readers are; with port 0 there is no such address yet.
  const social = await start(createSocialService(socialOptionsOf(config, publicOriginOf(config) ?? 'http://127.0.0.1:3000')));
  const started = [content, audience, civicData, finance, careers, social];
  if (config.MITICS_SEED === '1') await seedContent(content.running.ctx, { now: new Date(), actor: 'system:seed' });
  if (config.MITICS_SEED === '1') await seedPodcasts(content.running.ctx, { now: new Date(), actor: 'system:seed' });
  if (config.MITICS_SEED === '1') await seedJobs(careers.running.ctx, { now: new Date(), actor: 'system:seed' });
  // The admin gate needs an admin: made once, from MITICS_ADMIN_USERNAME/PASSWORD, or with a generated
  // password written to <data folder>/first-admin-password (mode 600; the log gives the path, never the password).
  await ensureFirstAdmin(
    audience.running.ctx,
    { username: config.MITICS_ADMIN_USERNAME, password: config.MITICS_ADMIN_PASSWORD, secretsDir: dataDir },
    createLogger({ service: 'audience', level: config.LOG_LEVEL }),
  );
  // Sessions in the BFF's own folder, so a restart signs nobody out.
  const sessions = await openEmbeddedSessionStore({ dir: join(dataDir, 'bff'), ttlMs: SESSION_ABSOLUTE_MS });

  const admin = await adminKeyFor(dataDir, config.MITICS_ADMIN_API_KEY);
  const bffLogger = createLogger({ service: 'bff', level: config.LOG_LEVEL });
  const live = createLiveHub({ bus, logger: bffLogger, publicArticle: publishedArticleLookup(content.client) });
  await live.start();
  const publicOrigin = publicOriginOf(config);
  const app = createBff({
    logger: bffLogger,
    adminApiKey: admin.key,
    services: { content: content.client, audience: audience.client, civicData: civicData.client, finance: finance.client, careers: careers.client, social: social.client },
    webDist: config.WEB_DIST_DIR ?? defaultWebDist,
    live,
    weather: createWeatherSource({ apiUrl: config.WEATHER_API_URL, logger: bffLogger }),
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
    // Open live streams end first, so they do not hold the shutdown.
    beforeClose: () => live.close(),
    onShutdown: async () => {
      await live.close();
      await civicBackground.stop();
      for (const s of started) await s.running.stop();
      await bus.close();
      for (const s of started) await s.storage.close();
      await sessions.close();
    },
  });
  logger.info(
    { url: `http://${config.HOST}:${server.port}`, dataDir, adminKeyFile: admin.file },
    `Mitics is running on http://${config.HOST}:${server.port}`,
  );
  return server;
}

if (process.argv[1] === import.meta.filename) {
  startEmbedded().catch(exitOnConfigError);
}
