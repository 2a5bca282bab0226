/** Distributed mode: the BFF as its own process, reaching services over HTTP. */
import { createLogger, exitOnConfigError, serveApp } from '@mitics/kit';
import { createBff } from './app.ts';
import { createServiceClient, httpFetch } from './clients/service-client.ts';
import { loadDistributedConfig } from './config.ts';
import { defaultWebDist } from './static/web-app.ts';

export async function startBff(env: NodeJS.ProcessEnv = process.env) {
  const config = loadDistributedConfig(env);
  const logger = createLogger({ service: 'bff', level: config.LOG_LEVEL });
  const app = createBff({
    logger,
    adminApiKey: config.MITICS_ADMIN_API_KEY,
    services: { content: createServiceClient('content', config.CONTENT_URL, httpFetch) },
    webDist: config.WEB_DIST_DIR ?? defaultWebDist,
  });
  const server = await serveApp(app, { port: config.PORT, hostname: config.HOST, logger });
  logger.info({ port: server.port }, `BFF listening on http://${config.HOST}:${server.port}`);
  return server;
}

if (process.argv[1] === import.meta.filename) {
  startBff().catch(exitOnConfigError);
}
