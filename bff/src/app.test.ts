import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Article } from '@mitics/contracts';
import { audienceService } from '@mitics/audience';
import { contentService } from '@mitics/content';
import { startService, type RunningService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { createBff } from './app.ts';
import { createServiceClient } from './clients/service-client.ts';
import { unreachable } from './testing/clients.ts';

const KEY = 'test-admin-key-0123456789abcdef';
const auth = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
const logger = pino({ level: 'silent' });

let adapters: MemoryAdapters;
let audienceAdapters: MemoryAdapters;
let content: RunningService;
let audience: RunningService;
let bff: ReturnType<typeof createBff>;
let webDist: string;

const article = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Senate vote ${n} on the road funding plan`,
  excerpt: `Excerpt ${n}`,
  content: `Body of story ${n} about Lansing.`,
  author: 'Staff Writer',
  category: 'michigan-politics',
  level: 'Michigan Politics',
  section: 'Legislature',
  tags: ['roads', 'budget'],
  ...extra,
});

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

beforeAll(async () => {
  adapters = await memoryAdapters();
  content = await startService(contentService, adapters);
  audienceAdapters = await memoryAdapters();
  audience = await startService(audienceService, audienceAdapters);
  webDist = await mkdtemp(join(tmpdir(), 'mitics-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Mitics</title><div id="root"></div>');
  await writeFile(join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
  await writeFile(join(webDist, 'assets', 'big-456.js'), `export const text = ${JSON.stringify('Lansing '.repeat(400))};`);
  bff = createBff({
    logger,
    adminApiKey: KEY,
    services: {
      content: createServiceClient('content', 'http://content.test', (req) => content.app.fetch(req)),
      audience: createServiceClient('audience', 'http://audience.test', (req) => audience.app.fetch(req)),
    },
    webDist,
  });
  for (let n = 1; n <= 3; n++) {
    const res = await bff.request('/api/articles', { method: 'POST', headers: auth, body: JSON.stringify(article(n)) });
    expect(res.status).toBe(201);
  }
});

afterAll(async () => {
  await content.stop();
  await audience.stop();
  await adapters.close();
  await audienceAdapters.close();
});

describe('reading articles', () => {
  it('lists published articles with limit and offset', async () => {
    const all = await json<Article[]>(await bff.request('/api/articles?limit=15'));
    expect(all.map((a) => a.title)).toEqual(expect.arrayContaining([article(1).title, article(2).title, article(3).title]));
    const page = await json<Article[]>(await bff.request('/api/articles?limit=1&offset=1'));
    expect(page).toHaveLength(1);
    expect(page[0]?.id).toBe(all[1]?.id);
  });

  it('refuses a limit out of range with the field message', async () => {
    const res = await bff.request('/api/articles?limit=0');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = await json<{ errors: Record<string, string> }>(res);
    expect(body.errors.limit).toBe('must be at least 1');
  });

  it('refuses an unknown category', async () => {
    const res = await bff.request('/api/articles?category=sports');
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors.category).toBeTruthy();
  });

  it('finds an article by slug and answers 404 JSON for an unknown or malformed slug', async () => {
    const [first] = await json<Article[]>(await bff.request('/api/articles?limit=1'));
    const res = await bff.request(`/api/articles/${first?.slug}`);
    expect(res.status).toBe(200);
    expect((await json<Article>(res)).id).toBe(first?.id);
    for (const slug of ['no-such-story', 'Not_A_Slug']) {
      const missing = await bff.request(`/api/articles/${slug}`);
      expect(missing.status).toBe(404);
      expect((await json<{ status: number }>(missing)).status).toBe(404);
    }
  });

  it('serves related articles and trending topics', async () => {
    const [first] = await json<Article[]>(await bff.request('/api/articles?limit=1'));
    const related = await json<Article[]>(await bff.request(`/api/articles/${first?.slug}/related`));
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((a) => a.id !== first?.id)).toBe(true);
    const topics = await json<{ name: string; count: number }[]>(await bff.request('/api/trending-topics'));
    expect(topics.find((t) => t.name === 'roads')?.count).toBeGreaterThanOrEqual(3);
  });
});

describe('staff calls', () => {
  it('refuses POST, PUT and DELETE without the admin key, and with a wrong one', async () => {
    const calls: [string, string][] = [['POST', '/api/articles'], ['PUT', '/api/articles/abc'], ['DELETE', '/api/articles/abc']];
    // As the site's own pages would send them (CSRF header, same origin), so the refusal is about who calls.
    const site = { 'x-mitics-csrf': '1', origin: 'http://localhost', 'content-type': 'application/json' };
    for (const [method, path] of calls) {
      for (const headers of [{}, { authorization: 'Bearer wrong-key-wrong-key-wrong-key' }, { authorization: KEY }] as Record<string, string>[]) {
        const res = await bff.request(path, { method, headers: { ...headers, ...site }, body: method === 'DELETE' ? null : '{}' });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('creates, updates and deletes with the key, and the writer reads its own write', async () => {
    const created = await bff.request('/api/articles', { method: 'POST', headers: auth, body: JSON.stringify(article(9, { title: 'Breaking: House adjourns' })) });
    expect(created.status).toBe(201);
    const a = await json<Article>(created);
    expect(a.slug).toBe('breaking-house-adjourns');
    expect(a.status).toBe('published');

    const updated = await bff.request(`/api/articles/${a.id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ excerpt: 'New excerpt', isBreaking: true }) });
    expect(updated.status).toBe(200);
    expect(await json<Article>(updated)).toMatchObject({ excerpt: 'New excerpt', isBreaking: true });
    expect((await json<Article>(await bff.request('/api/articles/breaking'))).id).toBe(a.id);

    const deleted = await bff.request(`/api/articles/${a.id}`, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBe(200);
    expect((await bff.request(`/api/articles/${a.slug}`)).status).toBe(404);
    expect((await bff.request(`/api/articles/${a.id}`, { method: 'DELETE', headers: auth })).status).toBe(404);
  });

  it('refuses an invalid body with field messages and changes nothing', async () => {
    const before = await json<Article[]>(await bff.request('/api/articles?limit=100'));
    const res = await bff.request('/api/articles', { method: 'POST', headers: auth, body: JSON.stringify({ ...article(10), title: '' }) });
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors.title).toBe('title is required');
    const bad = await bff.request('/api/articles', { method: 'POST', headers: auth, body: '{not json' });
    expect(bad.status).toBe(400);
    const after = await json<Article[]>(await bff.request('/api/articles?limit=100'));
    expect(after.map((x) => x.id)).toEqual(before.map((x) => x.id));
  });

  it('answers 404 for PUT on an unknown article', async () => {
    const res = await bff.request('/api/articles/no-such-id', { method: 'PUT', headers: auth, body: JSON.stringify({ title: 'x' }) });
    expect(res.status).toBe(404);
  });
});

describe('audience calls through the BFF', () => {
  it('subscribes once per email and records analytics', async () => {
    const first = await bff.request('/api/newsletter/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'Reader@Example.org' }) });
    expect(first.status).toBe(201);
    const again = await bff.request('/api/newsletter/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ' reader@example.org ' }) });
    expect(await json<{ alreadySubscribed: boolean }>(again)).toMatchObject({ ok: true, alreadySubscribed: true });
    const bad = await bff.request('/api/newsletter/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nope' }) });
    expect(bad.status).toBe(400);
    const tracked = await bff.request('/api/analytics/track', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'page_view', category: 'engagement', path: '/', value: 1 }),
    });
    expect(tracked.status).toBe(202);
  });
});

describe('the rest of the surface', () => {
  it('answers unknown /api paths with a JSON 404, never the app shell', async () => {
    const res = await bff.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('json');
  });

  it('serves the web app with an SPA fallback and real 404s for missing assets', async () => {
    for (const path of ['/', `/article/${article(1).title.toLowerCase().replace(/ /g, '-')}`, '/michigan-politics']) {
      const res = await bff.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    // Unknown articles and paths still get the app (it shows its not-found page), with status 404 for crawlers.
    for (const path of ['/article/some-story', '/no-such-page']) {
      const res = await bff.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
    const asset = await bff.request('/assets/app-123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await bff.request('/assets/missing-1.js')).status).toBe(404);
    const outside = await bff.request('/../package.json'); // normalised to the shell, never a file outside dist
    expect(outside.status).toBe(404);
    expect(await outside.text()).toContain('<div id="root">');
    expect(await (await bff.request('/..%2f..%2fpackage.json')).text()).not.toContain('"workspaces"');
  });

  it('serves static files precompressed, and gzips dynamic answers for clients that ask', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const br = await bff.request('/assets/big-456.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('accept-encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('Lansing Lansing');
    const gzipOnly = await bff.request('/assets/big-456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipOnly.arrayBuffer())).toString()).toContain('Lansing');
    const plain = await bff.request('/assets/big-456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const api = await bff.request('/api/articles?limit=3', { headers: { 'accept-encoding': 'gzip' } });
    expect(api.headers.get('content-encoding')).toBe('gzip');
  });

  it('reports health, and 503 with a clear error when a service is down', async () => {
    expect((await bff.request('/health')).status).toBe(200);
    const down = createBff({
      logger,
      adminApiKey: KEY,
      services: { content: unreachable('content'), audience: unreachable('audience') },
    });
    const health = await down.request('/health');
    expect(health.status).toBe(503);
    const list = await down.request('/api/articles');
    expect(list.status).toBe(503);
    // The reason (an address, a socket error) stays in the log.
    expect((await json<{ detail: string }>(list)).detail).toBe('This part of Mitics is unavailable right now. Please try again shortly.');
    expect(await health.text()).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|fetch failed/);
  });
});
