/**
 * What the BFF benches share: the site as `npm start` runs it (embedded mode,
 * seeded, in this process on a free port) over throwaway folders, and
 * publishing articles through the staff API with the bench's admin key.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded } from '../src/embedded.ts';
import { publishArticle as publishWithKey, type ArticleDraft } from '../src/testing/publish.ts';

export const BENCH_ADMIN_KEY = 'bench-admin-key-0123456789abcdef0123';

export interface BenchSite {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Shuts the site down and removes its folders. */
  stop(): Promise<void>;
}

/**
 * Starts the embedded site with a fresh data folder (`mitics-<name>-…` in the
 * temp folder) and the demo seed. The API alone is measured: a one-file web
 * app stands in for the built one.
 */
export async function startBenchSite(name: string): Promise<BenchSite> {
  const dataDir = await mkdtemp(join(tmpdir(), `mitics-${name}-`));
  const webDist = await mkdtemp(join(tmpdir(), 'mitics-bench-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><title>Mitics</title></head><body><div id="root"></div></body></html>');
  const server = await startEmbedded({
    ...process.env,
    PORT: '0',
    MITICS_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MITICS_SEED: '1',
    MITICS_ADMIN_API_KEY: BENCH_ADMIN_KEY,
    WEB_DIST_DIR: webDist,
    // No call leaves the machine: the weather readout falls back to its estimate at once.
    WEATHER_API_URL: 'http://127.0.0.1:9/v1/forecast',
  });
  return {
    base: `http://127.0.0.1:${server.port}`,
    async stop() {
      await server.shutdown();
      await rm(dataDir, { recursive: true, force: true });
      await rm(webDist, { recursive: true, force: true });
    },
  };
}

/** Publishes one article through the staff API with the bench's admin key; throws unless it is accepted. */
export const publishArticle = (base: string, article: ArticleDraft): Promise<void> => publishWithKey(base, BENCH_ADMIN_KEY, article);
