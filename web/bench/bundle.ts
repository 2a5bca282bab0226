/**
 * `npm run bench:bundle`: the gzip JavaScript each reader route needs to take
 * its server-drawn page over, read from the built app (web/dist, built by the
 * npm script, not here): index.html's scripts and module preloads with their
 * static imports, the app they start (src/boot.tsx), plus the route chunks the
 * BFF's shell lists for the page (bff/src/seo/shell.ts routeModuleFor,
 * bff/src/static/web-app.ts readWebAssets: the same code the server runs).
 * The page paints from its HTML before any of it runs (web/src/main.tsx
 * fetches it after the first paint), so this is an upper bound on the JS
 * "before first render". Goal (issue 13): ≤ 120 kB gzip on every reader route.
 * A page's deferred parts (ui/page-ready.tsx DeferredPart: the tabbed
 * sections of /legislature, /legislature-tracker and /campaign-finance, the
 * stories below an article) come after and are not counted; `npm run
 * bench:web` prints all the JS of a visit.
 *
 * Then where the bytes go: the first-load chunks by package / source module,
 * from the accounting bench/bundle.config.ts records (a second build written
 * nowhere but that JSON). Each module's minified share of its chunk is scaled
 * to the chunk's gzip size: an estimate, the chunk totals are exact.
 * Also the page's own lazy chunks that are not preloaded (fetched while the
 * page hydrates), for the routes the shell preloads nothing for.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { PAGE_META, STAFF_PATHS } from '@mitics/contracts';

import { ROUTE_MODULES, routeModuleFor } from '../../bff/src/seo/shell.ts';
import { readWebAssets } from '../../bff/src/static/web-app.ts';
import { MODULES_JSON, type ChunkModules } from './bundle.config.ts';

const GOAL = 120_000;
const DIST = join(import.meta.dirname, '..', 'dist');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

const gzipCache = new Map<string, number>();
/** gzip -9 bytes of a file under dist/ ('/assets/x.js' or 'assets/x.js'). */
function gzipped(file: string): number {
  const rel = file.replace(/^\//, '');
  let size = gzipCache.get(rel);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, rel)), { level: 9 }).length;
    gzipCache.set(rel, size);
  }
  return size;
}

/** The chunks index.html loads: its module scripts and modulepreloads, with their static imports (manifest). */
function entryFiles(html: string, manifest: Manifest): string[] {
  const files = new Set([...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].flatMap((m) => (m[1] ? [m[1]] : [])));
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) if (!files.has(manifest[next]?.file ?? '')) visit(next);
  };
  for (const file of [...files]) {
    const key = byFile.get(file);
    if (key) visit(key);
  }
  return [...files];
}

/** A manifest key's chunks reached through static and lazy imports, minus `skip`. */
function lazyClosure(manifest: Manifest, key: string, skip: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return [...seen].map((k) => manifest[k]?.file ?? '').filter((f) => f.endsWith('.js') && !skip.has(f));
}

/** The reader routes: every page of the route table but the staff screens, plus an article, a legislator and a 404. */
function readerRoutes(): string[] {
  const pages = Object.keys(PAGE_META).filter((path) => !STAFF_PATHS.includes(path));
  return [...pages, '/article/some-story', '/legislators/some-id', '/no-such-page'];
}

/** Which package (or source folder) a module belongs to. */
function owner(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg?.[1]) return pkg[1];
  return id.replace(/^\.\.\//, '');
}

function breakdown(files: string[]): void {
  if (!existsSync(MODULES_JSON)) {
    console.log(`\n(no module accounting at ${MODULES_JSON}: run 'npm run bench:bundle' from the repo root for the breakdown)`);
    return;
  }
  const chunks = JSON.parse(readFileSync(MODULES_JSON, 'utf8')) as ChunkModules[];
  for (const file of files) {
    const chunk = chunks.find((c) => c.file === file);
    if (!chunk) {
      console.log(`\n${file}: not in the accounting build (rebuilt since?)`);
      continue;
    }
    const total = Object.values(chunk.modules).reduce((a, b) => a + b, 0) || 1;
    const gz = gzipped(file);
    const byOwner = new Map<string, number>();
    for (const [id, bytes] of Object.entries(chunk.modules)) byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + bytes);
    const rows = [...byOwner].sort((a, b) => b[1] - a[1]);
    console.log(`\n${file}: ${kB(gz)} gzip, ${Object.keys(chunk.modules).length} modules (gzip shares estimated)`);
    for (const [name, bytes] of rows.slice(0, 14)) console.log(`  ${kB((bytes / total) * gz).padStart(9)}  ${name}`);
    const rest = rows.slice(14).reduce((a, [, b]) => a + b, 0);
    if (rest > 0) console.log(`  ${kB((rest / total) * gz).padStart(9)}  (${rows.length - 14} more)`);
  }
}

function main() {
  const htmlPath = join(DIST, 'index.html');
  const manifestPath = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(htmlPath) || !existsSync(manifestPath)) throw new Error(`No built app at ${DIST}: run 'npm run bench:bundle' from the repo root (it builds first).`);
  const html = readFileSync(htmlPath, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const assets = readWebAssets(DIST);
  // The entry script is small; the app it runs after the first paint (src/boot.tsx) is preloaded by every page: both count.
  const entry = [...new Set([...entryFiles(html, manifest), ...assets.routeChunks(ROUTE_MODULES.boot).map((f) => f.replace(/^\//, ''))])];
  const entryBytes = entry.reduce((n, f) => n + gzipped(f), 0);

  console.log(`Entry (every route): ${entry.map((f) => `${f.replace(/^assets\//, '')} ${kB(gzipped(f))}`).join(' + ')} = ${kB(entryBytes)} gzip`);
  console.log(`Goal: ≤ ${kB(GOAL)} gzip JS before first render (entry + the app + the chunks the shell lists for the page), every reader route.\n`);
  const header = ['route', 'page chunks', 'before render', 'vs goal', 'lazy, not listed'];
  console.log(`${header[0]!.padEnd(26)}${header[1]!.padStart(11)}${header[2]!.padStart(15)}${header[3]!.padStart(12)}   ${header[4]}`);
  let worst = 0;
  let failing = 0;
  const overChunks = new Set<string>();
  const entrySet = new Set(entry);
  for (const route of readerRoutes()) {
    const module = routeModuleFor(route);
    const preloaded = module ? assets.routeChunks(module).map((f) => f.replace(/^\//, '')).filter((f) => !entry.includes(f)) : [];
    const pre = preloaded.reduce((n, f) => n + gzipped(f), 0);
    const total = entryBytes + pre;
    worst = Math.max(worst, total);
    if (total > GOAL) {
      failing++;
      for (const f of preloaded) overChunks.add(f);
    }
    // The page's own chunk when the shell preloads nothing for it (it arrives while the page hydrates).
    const pageKey = Object.keys(manifest).find((key) => key.endsWith(pageSource(route) ?? '\0'));
    const lazy = !module && pageKey ? lazyClosure(manifest, pageKey, entrySet).reduce((n, f) => n + gzipped(f), 0) : 0;
    const verdict = total <= GOAL ? `ok ${kB(GOAL - total)} left` : `OVER ${kB(total - GOAL)}`;
    console.log(`${route.padEnd(26)}${kB(pre).padStart(11)}${kB(total).padStart(15)}${verdict.padStart(18)}   ${lazy ? kB(lazy) : '-'}`);
  }
  console.log(`\nWorst route: ${kB(worst)} gzip (goal ${kB(GOAL)}); ${failing === 0 ? 'every reader route within the goal' : `${failing} route(s) over the goal`}.`);
  // A route over the goal fails the script, so a change that crosses it is not only a line in a table.
  if (failing > 0) process.exitCode = 1;

  const biggest = [...entry].sort((a, b) => gzipped(b) - gzipped(a)).filter((f) => gzipped(f) > 2000);
  const homeChunks = assets.routeChunks(routeModuleFor('/') ?? '').map((f) => f.replace(/^\//, ''));
  // Where the bytes go: the entry, the home page's own chunk, and what the routes over the goal preload.
  const over = [...overChunks].filter((f) => !entrySet.has(f) && gzipped(f) > 2000).sort((a, b) => gzipped(b) - gzipped(a));
  breakdown([...biggest, ...homeChunks.slice(0, 1), ...over]);
}

/** The source of a page the shell does not preload, for its lazy-chunk column (web/src/app/router.tsx). */
function pageSource(route: string): string | null {
  const pages: Record<string, string> = {
    '/campaign-finance': 'src/app/routes/coming-soon.tsx',
    '/podcast': 'src/features/podcasts/components/podcast-page.tsx',
    '/newsletter': 'src/features/newsletter/components/newsletter-page.tsx',
    '/newsletter/unsubscribe': 'src/features/newsletter/components/unsubscribe-page.tsx',
    '/contact': 'src/features/contact/components/contact-page.tsx',
    '/about': 'src/features/company/components/about-page.tsx',
    '/careers': 'src/features/careers/components/careers-page.tsx',
    '/terms': 'src/features/company/components/terms-page.tsx',
    '/privacy': 'src/features/company/components/privacy-page.tsx',
  };
  return pages[route] ?? null;
}

main();
