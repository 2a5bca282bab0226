import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../clients/service-client.ts';
import { webApp } from '../static/web-app.ts';
import { APP_CHUNKS_ID, FIRST_VIEW_PARTS, LAYOUT_PARTS, ROUTE_MODULES, seoShell } from './shell.ts';

/**
 * A build like Vite's: a small entry that imports the app (boot) lazily, the app
 * with its framework and shared chunks, and two route chunks sharing one more.
 */
async function builtWeb(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'mitics-web-'));
  await mkdir(join(dist, '.vite'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Mitics</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_preload-helper-1.js'], dynamicImports: [ROUTE_MODULES.boot] },
    '_preload-helper-1.js': { file: 'assets/preload-helper-1.js' },
    [ROUTE_MODULES.boot]: { file: 'assets/boot-1.js', isDynamicEntry: true, imports: ['_app-1.js', '_framework-1.js'], dynamicImports: [ROUTE_MODULES.home, ROUTE_MODULES.article] },
    '_app-1.js': { file: 'assets/app-1.js', imports: ['_framework-1.js', '_preload-helper-1.js'] },
    '_framework-1.js': { file: 'assets/framework-1.js' },
    '_card-1.js': { file: 'assets/card-1.js', imports: ['_framework-1.js'] },
    [ROUTE_MODULES.home]: { file: 'assets/home-1.js', imports: ['_framework-1.js', '_app-1.js', '_card-1.js'], dynamicImports: ['src/later.tsx'] },
    [ROUTE_MODULES.article]: { file: 'assets/article-1.js', imports: ['_app-1.js', '_card-1.js'] },
    'src/later.tsx': { file: 'assets/later-1.js' },
    [ROUTE_MODULES.campaignFinance]: { file: 'assets/finance-1.js', imports: ['_app-1.js'], dynamicImports: ['src/features/campaign-finance/components/finance-sections.tsx'] },
    'src/features/campaign-finance/components/finance-sections.tsx': { file: 'assets/finance-sections-1.js', imports: ['_card-1.js', '_tabs-1.js'] },
    '_tabs-1.js': { file: 'assets/tabs-1.js', imports: ['_framework-1.js'] },
    'src/features/newsletter/components/footer-newsletter-form.tsx': { file: 'assets/footer-form-1.js', imports: ['_app-1.js'] },
  };
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const story = {
  id: 'a1',
  slug: 'story-1',
  title: 'Story 1',
  excerpt: 'Excerpt',
  content: 'Body',
  imageUrl: null,
  videoUrl: null,
  category: 'politics',
  level: null,
  section: null,
  author: 'Staff Writer',
  authorId: null,
  tags: [],
  isBreaking: false,
  isFeatured: false,
  hasGraphicMedia: false,
  graphicWarning: null,
  sourceUrl: null,
  sourceName: null,
  isFromRss: false,
  status: 'published',
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  publishedAt: '2026-11-21T12:00:00.000Z',
  submittedAt: null,
  reviewNotes: null,
};

/** Knows one article; answers every list empty. */
const content = createServiceClient('content', 'http://content.test', (req) => {
  const path = new URL(req.url).pathname;
  if (path === '/articles/by-slug/story-1') return Response.json(story);
  if (path === '/articles/breaking') return Response.json({ title: 'Not Found' }, { status: 404 });
  return Response.json([]);
});

/** The chunks a page runs, in order, as the shell lists them for web/src/main.tsx (none: no list). */
const preloads = (html: string): string[] => {
  const json = new RegExp(`<script type="application/json" id="${APP_CHUNKS_ID}"[^>]*>([^<]*)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as string[]) : [];
};

describe("a page's route chunk and data", () => {
  it('names route modules that exist in the web app', () => {
    const parts = [...LAYOUT_PARTS, ...Object.values(FIRST_VIEW_PARTS).flat()];
    for (const module of [...Object.values(ROUTE_MODULES), ...parts]) expect(existsSync(resolve(import.meta.dirname, '../../../web', module)), module).toBe(true);
  });

  it('is listed for the entry, which fetches it after the first paint: the app, then the chunk and what it imports statically beyond that', async () => {
    const app = webApp(await builtWeb(), seoShell({ content, logger: pino({ level: 'silent' }) }));
    const boot = ['/assets/boot-1.js', '/assets/app-1.js', '/assets/framework-1.js'];
    // The footer's newsletter form (lazy, on every reader page) after the page's own chunks.
    expect(preloads(await (await app.request('/')).text())).toEqual([...boot, '/assets/home-1.js', '/assets/card-1.js', '/assets/footer-form-1.js']);
    expect(preloads(await (await app.request('/article/story-1')).text())).toEqual([...boot, '/assets/article-1.js', '/assets/card-1.js', '/assets/footer-form-1.js']);
    // A page's lazy part drawn on its first view (the hub's tabs) is listed too, each chunk once; a later part (src/later.tsx) is not.
    expect(preloads(await (await app.request('/campaign-finance')).text())).toEqual([
      ...boot,
      '/assets/finance-1.js',
      '/assets/footer-form-1.js',
      '/assets/finance-sections-1.js',
      '/assets/card-1.js',
      '/assets/tabs-1.js',
    ]);
    expect(preloads(await (await app.request('/')).text())).not.toContain('/assets/later-1.js');
    // An article the content service gives no answer for (503) gets the app alone; a page with no chunks of its
    // own the app and the layout's parts.
    expect(preloads(await (await app.request('/article/no-such-story')).text())).toEqual(boot);
    expect(preloads(await (await app.request('/about')).text())).toEqual([...boot, '/assets/footer-form-1.js']);
    // Listed, not preloaded from the head: nothing of it is fetched before the first paint.
    expect(await (await app.request('/')).text()).not.toMatch(/rel="modulepreload"[^>]*(app|home)-1/);
    // The index's own imports are in its HTML already (Vite writes them), not repeated.
    expect(preloads(await (await app.request('/about')).text())).not.toContain('/assets/preload-helper-1.js');
  });

  it("comes with the article page's article, and no data on pages that have none to give", async () => {
    const app = webApp(await builtWeb(), seoShell({ content, logger: pino({ level: 'silent' }) }));
    const html = await (await app.request('/article/story-1')).text();
    const json = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({ fetchedAt: expect.any(Number), responses: { '/api/articles/story-1': story } });
    for (const path of ['/article/no-such-story', '/about']) expect(await (await app.request(path)).text(), path).not.toContain('id="initial-data"');
  });

  it('is not preloaded from a build without a manifest, and the manifest is not served', async () => {
    const dist = await builtWeb();
    const app = webApp(dist, seoShell({ content, logger: pino({ level: 'silent' }) }));
    const manifest = await app.request('/.vite/manifest.json');
    expect(await manifest.text()).not.toContain('assets/home-1.js');

    const bare = await mkdtemp(join(tmpdir(), 'mitics-web-'));
    await writeFile(join(bare, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const plain = webApp(bare, seoShell({ content, logger: pino({ level: 'silent' }) }));
    expect(preloads(await (await plain.request('/')).text())).toEqual([]);
  });
});
