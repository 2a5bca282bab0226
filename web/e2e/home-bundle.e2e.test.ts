/**
 * First-load weight of the home page, read from the built app (web/dist): the
 * JS a first visit to / needs before the page renders is index.html's scripts
 * and module preloads, then the home route chunk, each with its static imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { DIST_DIR } from './support/fake-site';

/**
 * The home route's code that the entry does not already load, gzipped: its
 * sections plus the shared article-card code (about 15 kB now). A heavy library
 * slipping in would cross it.
 */
const HOME_ROUTE_BUDGET = 20_000;

const ASSETS = join(DIST_DIR, 'assets');
const gzipped = (file: string) => gzipSync(readFileSync(join(ASSETS, file)), { level: 9 }).length;

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
  const entry = closure([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].flatMap((m) => (m[1] ? [m[1]] : [])));
  const home = readdirSync(ASSETS).find((file) => /^home-[\w-]+\.js$/.test(file));

  it('keeps the home route chunk light', () => {
    expect(home).toBeDefined();
    const own = [...closure([home ?? ''])].filter((file) => !entry.has(file));
    const size = own.reduce((sum, file) => sum + gzipped(file), 0);
    const total = [...new Set([...entry, ...own])].reduce((sum, file) => sum + gzipped(file), 0);
    console.info(`home route: ${(size / 1000).toFixed(1)} kB gzip (${own.join(', ')}); first load in all: ${(total / 1000).toFixed(1)} kB gzip`);
    expect(size).toBeLessThanOrEqual(HOME_ROUTE_BUDGET);
  });

  it("leaves 'Michigan in Washington' (far below the fold) out of the first load", () => {
    const firstLoad = new Set([...entry, ...closure([home ?? ''])]);
    expect([...firstLoad].some((file) => file.startsWith('michigan-in-washington-'))).toBe(false);
    expect(readdirSync(ASSETS).some((file) => /^michigan-in-washington-[\w-]+\.js$/.test(file))).toBe(true);
  });
});
