/**
 * First-load weight of the home page, read from the built app (web/dist): the
 * JS a first visit to / needs before the page renders is index.html's scripts
 * and module preloads, the app they start (src/boot.tsx, which every page
 * preloads), then the home route chunk, each with its static imports.
 * And the staff screens' code (issue 4): a reader never downloads it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage } from './support/browser';
import { DIST_DIR, startFakeSite, type FakeSite } from './support/fake-site';

/**
 * The home route's code that the entry does not already load, gzipped: its
 * sections plus the shared article-card code (about 9 kB now). A heavy library
 * slipping in (react-aria's Button is 13 kB) would cross it.
 */
const HOME_ROUTE_BUDGET = 12_000;

/** Issue 13: entry and home route together, gzipped (about 116 kB now; `npm run bench:bundle` prints every route). */
const HOME_FIRST_LOAD_BUDGET = 120_000;

const ASSETS = join(DIST_DIR, 'assets');
const gzipped = (file: string) => gzipSync(readFileSync(join(ASSETS, file)), { level: 9 }).length;

/** The chunks a chunk imports: statically (`import … from`), and lazily (`import(…)`). */
function importsOf(file: string): { statics: string[]; lazies: string[] } {
  const code = readFileSync(join(ASSETS, file), 'utf8');
  return {
    statics: [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].flatMap((m) => (m[1] ? [m[1]] : [])),
    lazies: [...code.matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)].flatMap((m) => (m[1] ? [m[1]] : [])),
  };
}

/** Every chunk reachable from the roots through static and lazy imports, never entering `avoid`. */
function reachable(roots: string[], avoid: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || avoid.has(file)) return;
    seen.add(file);
    const { statics, lazies } = importsOf(file);
    [...statics, ...lazies].forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/** A chunk and everything it imports statically (lazy `import()` left out). */
function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(ASSETS, file), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) if (match[1]) visit(match[1]);
  };
  roots.forEach(visit);
  return seen;
}

describe('home page weight', () => {
  const html = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  // index.html's script imports the app (src/boot.tsx) lazily, after the first paint; every page preloads it: it counts.
  const entry = closure([...scripts, ...scripts.flatMap((file) => importsOf(file).lazies)]);
  const home = readdirSync(ASSETS).find((file) => /^home-[\w-]+\.js$/.test(file));

  it('keeps the home route chunk light', () => {
    expect(home).toBeDefined();
    const own = [...closure([home ?? ''])].filter((file) => !entry.has(file));
    const size = own.reduce((sum, file) => sum + gzipped(file), 0);
    const total = [...new Set([...entry, ...own])].reduce((sum, file) => sum + gzipped(file), 0);
    console.info(`home route: ${(size / 1000).toFixed(1)} kB gzip (${own.join(', ')}); first load in all: ${(total / 1000).toFixed(1)} kB gzip`);
    expect(size).toBeLessThanOrEqual(HOME_ROUTE_BUDGET);
    expect(total).toBeLessThanOrEqual(HOME_FIRST_LOAD_BUDGET);
  });

  it("leaves 'Michigan in Washington' (far below the fold) out of the first load", () => {
    const firstLoad = new Set([...entry, ...closure([home ?? ''])]);
    expect([...firstLoad].some((file) => file.startsWith('michigan-in-washington-'))).toBe(false);
    expect(readdirSync(ASSETS).some((file) => /^michigan-in-washington-[\w-]+\.js$/.test(file))).toBe(true);
  });
});

/** The route chunks of the staff screens (the `*-page.tsx` files under web/src/features/staff). */
const STAFF_PAGE_CHUNK = /^(login|register|admin|create|contribute|review|twitter-settings)-page-[\w-]+\.js$/;

/** Words and calls only the staff code holds: a chunk with any of them is staff code. */
const STAFF_MARKERS = [
  'Signed in as',
  'Article saved as draft!',
  'No articles waiting for review',
  'Registration Successful!',
  'Email addresses copied to clipboard',
  'Missing Required Fields',
  'We could not check your sign-in',
  '/api/articles/my-articles',
  '/api/review/queue',
  '/api/admin/users',
];

describe('staff code stays out of the reader site', () => {
  const html = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
  const entryRoots = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  const all = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
  const staffPages = all.filter((file) => STAFF_PAGE_CHUNK.test(file));
  // Everything a reader can ever reach without opening a staff route…
  const readerReachable = reachable(entryRoots, new Set(staffPages));
  // …and what only the staff routes lead to.
  const staffOnly = new Set([...reachable(staffPages)].filter((file) => !readerReachable.has(file)));
  const markerChunks = all.filter((file) => {
    const code = readFileSync(join(ASSETS, file), 'utf8');
    return STAFF_MARKERS.some((marker) => code.includes(marker));
  });

  let site: FakeSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startFakeSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** The /assets/*.js files the page requested while `run` brought it to a settled state. */
  async function scriptsLoadedBy(run: (page: Page) => Promise<void>): Promise<string[]> {
    const { page, close } = await openPage(browser, site.url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const match = /\/assets\/([^/?]+\.js)/.exec(request.url());
      if (match?.[1]) scripts.push(match[1]);
    });
    try {
      await page.addInitScript(() => localStorage.setItem('mitics:popup-delay-ms', '600000'));
      await run(page);
      return scripts;
    } finally {
      await close();
    }
  }

  it('splits each staff screen into a route chunk of its own, lazily imported', () => {
    expect(staffPages.map((file) => file.replace(/-page-[\w-]+\.js$/, '')).sort()).toEqual(
      ['admin', 'contribute', 'create', 'login', 'register', 'review', 'twitter-settings'].sort(),
    );
    for (const file of staffPages) expect(readerReachable.has(file)).toBe(false);
  });

  it('keeps every chunk holding staff code reachable only through a staff route', () => {
    expect(markerChunks.length).toBeGreaterThan(0);
    const leaked = markerChunks.filter((file) => readerReachable.has(file));
    expect(leaked).toEqual([]);
    for (const file of markerChunks) expect(staffOnly.has(file)).toBe(true);
  });

  it('loads no staff chunk on the home page or an article page, even scrolled to the footer', async () => {
    const home = await scriptsLoadedBy(async (page) => {
      await page.goto('/');
      await page.locator('article[data-variant="large"]').first().waitFor();
      await page.keyboard.press('End');
      await page.getByRole('region', { name: 'Michigan in Washington' }).waitFor();
      await page.getByTestId('footer-newsletter').waitFor();
    });
    const article = await scriptsLoadedBy(async (page) => {
      await page.goto('/article/senate-passes-road-funding-plan');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.keyboard.press('End');
      await page.getByTestId('footer-newsletter').waitFor();
    });
    expect(home.length).toBeGreaterThan(0);
    expect(article.length).toBeGreaterThan(0);
    expect([...home, ...article].filter((file) => staffOnly.has(file))).toEqual([]);
  });

  it('does load the staff chunks on a staff screen (the check above can see them)', async () => {
    const login = await scriptsLoadedBy(async (page) => {
      await page.goto('/login');
      await page.getByLabel('Username or email').waitFor();
    });
    expect(login.some((file) => /^login-page-/.test(file))).toBe(true);
    expect(login.filter((file) => staffOnly.has(file)).length).toBeGreaterThan(0);
  });
});
