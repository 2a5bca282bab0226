import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The browser tests run against the built app. `npm test` at the root builds
 * first (turbo); when web/dist is missing, build it here.
 */
export default async function setup() {
  if (existsSync(join(WEB_DIR, 'dist', 'index.html'))) return;
  console.log('web/dist is missing: building the web app for the browser tests...');
  const { build } = await import('vite');
  await build({ root: WEB_DIR, configFile: join(WEB_DIR, 'vite.config.ts'), logLevel: 'warn' });
  if (!existsSync(join(WEB_DIR, 'dist', 'index.html'))) {
    throw new Error('Building web/dist failed: run `npm run build -w @mitics/web` and retry.');
  }
}
