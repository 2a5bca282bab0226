import { readFile, stat } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';

/** Answers a request for a client route with the app shell (index.html); the default serves it as is. */
export type ShellRenderer = (c: Context, indexHtml: string) => Response | Promise<Response>;
const plainShell: ShellRenderer = (c, indexHtml) => c.html(indexHtml, 200, { 'cache-control': 'no-cache' });

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Where `vite build` puts the web app, unless WEB_DIST_DIR says otherwise. */
export const defaultWebDist = resolve(import.meta.dirname, '../../../web/dist');

/**
 * Serves the built web app: files under the dist folder (hashed assets cached for
 * a year), and index.html for every other GET so client routes work on reload.
 * /api paths never reach here: the app answers unknown ones with a JSON 404.
 * `shell` renders index.html per request (the SEO head, the status).
 */
export function webApp(distDir: string, shell: ShellRenderer = plainShell) {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The web app is not built: ${indexPath} is missing. Run 'npm run build -w @mitics/web'.`);
  }
  const indexHtml = readFileSync(indexPath, 'utf8');

  return new Hono().get('*', async (c) => {
    const path = decodeURIComponent(new URL(c.req.url).pathname);
    const file = normalize(join(root, path));
    if (file.startsWith(root + sep) && extname(file) !== '') {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const body = await readFile(file);
        const immutable = path.startsWith('/assets/');
        return c.body(body, 200, {
          'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        });
      }
      // A missing file with an extension is a real 404, not the app shell.
      if (path.startsWith('/assets/')) return c.text('Not found', 404);
    }
    return shell(c, indexHtml);
  });
}
