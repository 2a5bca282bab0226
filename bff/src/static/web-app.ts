import { readFile, stat } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Hono, type Context } from 'hono';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What the build says about its chunks: the files a route module needs beyond what index.html already loads. */
export interface WebAssets {
  /** `/assets/...` URLs of the JS chunks `sourceModule` (as Vite names it, e.g. src/app/routes/home.tsx) imports statically, itself first; [] when unknown. */
  routeChunks(sourceModule: string): string[];
}

const NO_ASSETS: WebAssets = { routeChunks: () => [] };

/** Answers a request for a client route with the app shell (index.html); the default serves it as is. */
export type ShellRenderer = (c: Context, indexHtml: string, assets: WebAssets) => Response | Promise<Response>;
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

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.ico']);

interface CachedFile {
  type: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The dist folder is immutable while the process runs, so each file is read and
 * compressed once (brotli at its best for text; gzip for older clients) and then
 * served from memory.
 */
async function loadFile(file: string): Promise<CachedFile> {
  const raw = await readFile(file);
  const ext = extname(file).toLowerCase();
  const type = TYPES[ext] ?? 'application/octet-stream';
  if (!COMPRESSIBLE.has(ext) || raw.length < 512) return { type, raw };
  const [br, gzipped] = await Promise.all([
    brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gz(raw, { level: 9 }),
  ]);
  return { type, raw, br, gzip: gzipped };
}

/** The best encoding the client accepts among what we have. */
function pickEncoding(accept: string | undefined, file: CachedFile): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const tokens = (accept ?? '').toLowerCase().split(',').map((t) => t.trim().split(';')[0]);
  if (file.br && tokens.includes('br')) return { body: file.br, encoding: 'br' };
  if (file.gzip && tokens.includes('gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.raw };
}

const STYLESHEET = /<link\s+rel="stylesheet"(?:\s+crossorigin)?\s+href="(\/assets\/[^"]+\.css)"\s*\/?>/g;
/** The web builds one stylesheet for every page (about 75 kB, 12 kB compressed); past this it is linked and cached instead. */
const INLINE_LIMIT = 128 * 1024;

/**
 * Puts the app's few small stylesheets straight into the shell: each linked
 * file would otherwise be a render-blocking round trip before the first paint.
 * Left as links when they are large, where caching them pays more.
 */
export function inlineStylesheets(html: string, root: string): string {
  const links = [...html.matchAll(STYLESHEET)];
  const files = links.map((m) => {
    const file = normalize(join(root, m[1] ?? ''));
    return file.startsWith(root + sep) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  });
  const total = files.reduce((n, f) => n + (f?.length ?? Number.POSITIVE_INFINITY), 0);
  if (links.length === 0 || total > INLINE_LIMIT) return html;
  let i = 0;
  // A function replacer keeps '$' in CSS literal; '</style' cannot occur in CSS we built.
  return html.replace(STYLESHEET, () => `<style>${(files[i++] ?? '').replace(/<\/style/gi, '<\\/style')}</style>`);
}

type ManifestChunk = { file?: unknown; imports?: unknown };
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * Reads Vite's build manifest (.vite/manifest.json, `build.manifest`). A route
 * chunk's static imports are followed to the end; what index.html loads anyway
 * is left out. No manifest (an older build, a test folder): nothing to add.
 */
export function readWebAssets(root: string): WebAssets {
  const file = join(root, '.vite', 'manifest.json');
  if (!existsSync(file)) return NO_ASSETS;
  let manifest: Record<string, ManifestChunk>;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return NO_ASSETS;
    manifest = parsed as Record<string, ManifestChunk>;
  } catch {
    return NO_ASSETS;
  }
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of strings(manifest[key].imports)) closure(next, seen);
  };
  const entry = new Set<string>();
  closure('index.html', entry);
  const cache = new Map<string, string[]>();
  return {
    routeChunks(sourceModule) {
      const known = cache.get(sourceModule);
      if (known) return known;
      const keys = new Set<string>();
      closure(sourceModule, keys);
      const files = [...keys]
        .filter((key) => !entry.has(key))
        .map((key) => manifest[key]?.file)
        .filter((f): f is string => typeof f === 'string' && f.endsWith('.js') && !f.includes('..'))
        .map((f) => `/${f}`);
      cache.set(sourceModule, files);
      return files;
    },
  };
}

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
  const indexHtml = inlineStylesheets(readFileSync(indexPath, 'utf8'), root);
  const assets = readWebAssets(root);
  const cache = new Map<string, Promise<CachedFile>>();

  return new Hono().get('*', async (c) => {
    const path = decodeURIComponent(new URL(c.req.url).pathname);
    const file = normalize(join(root, path));
    // The build's own metadata (.vite/manifest.json) is for this server, not for browsers.
    if (file.startsWith(root + sep) && extname(file) !== '' && !path.startsWith('/.vite/')) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        let cached = cache.get(file);
        if (!cached) {
          cached = loadFile(file);
          cache.set(file, cached);
          cached.catch(() => cache.delete(file));
        }
        const loaded = await cached;
        const { body, encoding } = pickEncoding(c.req.header('accept-encoding'), loaded);
        const immutable = path.startsWith('/assets/');
        const headers: Record<string, string> = {
          'content-type': loaded.type,
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          vary: 'accept-encoding',
        };
        if (encoding) headers['content-encoding'] = encoding;
        return c.body(new Uint8Array(body), 200, headers);
      }
      // A missing file with an extension is a real 404, not the app shell.
      if (path.startsWith('/assets/')) return c.text('Not found', 404);
    }
    return shell(c, indexHtml, assets);
  });
}
