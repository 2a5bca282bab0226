import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Article } from '@mitics/contracts';
import { createServiceClient } from '../clients/service-client.ts';
import { webApp } from '../static/web-app.ts';
import { homeData, homeUrls, INITIAL_DATA_ID, initialDataTag, type InitialData } from './initial-data.ts';
import { seoShell } from './shell.ts';

const NOW = Date.parse('2026-11-21T18:00:00.000Z');
const ATTACK = '</script><script>alert(1)</script><!-- \u2028 & more';

function article(n: number, overrides: Partial<Article> = {}): Article {
  const at = new Date(NOW - n * 60_000).toISOString();
  return {
    id: `a${n}`,
    slug: `story-${n}`,
    title: `Story ${n}`,
    excerpt: `Excerpt ${n}`,
    content: `Body ${n}`,
    imageUrl: `/images/seed/${n}.svg`,
    videoUrl: null,
    category: 'michigan-politics',
    level: 'Michigan Politics',
    section: 'Legislature',
    author: 'Staff Writer',
    authorId: null,
    tags: ['budget'],
    isBreaking: false,
    isFeatured: false,
    hasGraphicMedia: false,
    graphicWarning: null,
    sourceUrl: null,
    sourceName: null,
    isFromRss: false,
    status: 'published',
    createdAt: at,
    updatedAt: at,
    publishedAt: at,
    submittedAt: null,
    reviewNotes: null,
    ...overrides,
  };
}

type Route = { status: number; body?: unknown } | 'hang' | 'throw';

/** A content service answering each path from the table; anything else 404. Counts what it was asked. */
function fakeContent(table: Record<string, Route>) {
  const asked: string[] = [];
  const client = createServiceClient('content', 'http://content.test', async (req) => {
    const url = new URL(req.url);
    const path = `${url.pathname}${url.search}`;
    asked.push(path);
    const route = table[path] ?? { status: 404, body: { title: 'Not Found' } };
    if (route === 'throw') throw new Error('connection refused');
    if (route === 'hang') {
      return new Promise<Response>((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason)));
    }
    return Response.json(route.body ?? null, { status: route.status });
  });
  return { client, asked };
}

const latest = Array.from({ length: 15 }, (_, i) => article(i + 1));
const featured = [article(3, { isFeatured: true, imageUrl: '/images/seed/featured.svg' })];
const breaking = article(1, { isBreaking: true, title: 'Breaking story' });
const topics = [{ id: 'budget', name: 'Budget', count: 4 }];
const healthy: Record<string, Route> = {
  '/articles?limit=15&offset=0': { status: 200, body: latest },
  '/articles/featured': { status: 200, body: featured },
  '/articles/breaking': { status: 200, body: breaking },
  '/articles/trending-topics': { status: 200, body: topics },
};

describe('the home page data in the shell', () => {
  it("holds the answers to the web's first calls, keyed by the URL it asks, with the time they were asked", async () => {
    const { client, asked } = fakeContent(healthy);
    const { data, leadImage } = await homeData(client, { now: () => NOW });
    expect(data.fetchedAt).toBe(NOW);
    expect(data.responses).toEqual({
      '/api/articles?limit=15&offset=0': latest,
      '/api/articles?limit=4&offset=0': latest.slice(0, 4),
      '/api/articles/featured': featured,
      '/api/articles/breaking': breaking,
      '/api/trending-topics': topics,
    });
    // Four calls at once, not one after another, and the 4 latest come from the 15.
    expect(asked.sort()).toEqual(Object.keys(healthy).sort());
    expect(leadImage).toBe('/images/seed/featured.svg');
  });

  it('records no breaking story as null (the API answers 404), and leads with the breaking story when nothing is featured', async () => {
    const none = await homeData(fakeContent({ ...healthy, '/articles/breaking': { status: 404 } }).client);
    expect(none.data.responses[homeUrls.breaking]).toBeNull();

    const noFeatured = await homeData(fakeContent({ ...healthy, '/articles/featured': { status: 200, body: [] } }).client);
    expect(noFeatured.leadImage).toBe(breaking.imageUrl);
  });

  it('leaves out what the service cannot answer in time, or answers wrongly, and leads with the latest then', async () => {
    const { data, leadImage } = await homeData(
      fakeContent({
        '/articles?limit=15&offset=0': { status: 200, body: latest },
        '/articles/featured': 'hang',
        '/articles/breaking': { status: 500, body: { title: 'boom' } },
        '/articles/trending-topics': { status: 200, body: [{ id: 1 }] },
      }).client,
      { timeoutMs: 50 },
    );
    expect(Object.keys(data.responses).sort()).toEqual([homeUrls.latest, homeUrls.federal].sort());
    expect(leadImage).toBe(latest[0]?.imageUrl);

    const down = await homeData(fakeContent(Object.fromEntries(Object.keys(healthy).map((path) => [path, 'throw' as const]))).client);
    expect(down.data.responses).toEqual({});
    expect(down.leadImage).toBeNull();
  });
});

describe('embedding it in the page', () => {
  it('writes <, >, & and U+2028/9 as escapes, so article text cannot close the element, and parses back unchanged', () => {
    const data: InitialData = { fetchedAt: NOW, responses: { [homeUrls.breaking]: article(1, { title: ATTACK, excerpt: '\u2029' }) } };
    const tag = initialDataTag(data);
    if (tag.tag !== 'script') throw new Error('expected a script element');
    expect(tag.attrs).toEqual({ type: 'application/json', id: INITIAL_DATA_ID });
    expect(tag.text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(tag.text)).toEqual(data);
  });

  it('serves home with the data at the end of the body, inert, and other pages without it', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'mitics-web-'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Mitics</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
    );
    const hostile = [article(1, { title: ATTACK, isFeatured: true }), ...latest.slice(1)];
    const { client } = fakeContent({ ...healthy, '/articles?limit=15&offset=0': { status: 200, body: hostile }, '/articles/featured': { status: 200, body: [hostile[0]] } });
    const app = webApp(dist, seoShell({ content: client, logger: pino({ level: 'silent' }) }));

    const html = await (await app.request('/')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    // The module script, the JSON-LD the head carries, and ours: no element the title opened.
    expect(scripts.every(([, attrs]) => /type="(module|application\/ld\+json|application\/json)"/.test(attrs ?? ''))).toBe(true);
    expect(html).not.toContain('<script>alert(1)</script>');
    const own = scripts.find(([, attrs]) => attrs?.includes(`id="${INITIAL_DATA_ID}"`));
    expect(html.indexOf(own?.[0] ?? '\u0000')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf(own?.[0] ?? '\u0000')).toBeLessThan(html.indexOf('</body>'));
    const parsed = JSON.parse(own?.[2] ?? 'null') as InitialData;
    expect((parsed.responses[homeUrls.latest] as Article[])[0]?.title).toBe(ATTACK);

    for (const path of ['/about', '/article/story-2', '/michigan-politics']) {
      expect(await (await app.request(path)).text(), path).not.toContain(INITIAL_DATA_ID);
    }
  });
});
