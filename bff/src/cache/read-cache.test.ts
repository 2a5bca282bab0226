import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Article } from '@mitics/contracts';
import { contentService } from '@mitics/content';
import { serveApp, startService, type ServedApp, type StartedService } from '@mitics/kit';
import { memoryAdapters, waitFor, type MemoryAdapters } from '@mitics/kit/testing';
import { sseReader } from '../../test/support/sse.ts';
import { createBff } from '../app.ts';
import { createServiceClient } from '../clients/service-client.ts';
import { createLiveHub, type LiveHub } from '../live/hub.ts';
import { publishedArticleLookup } from '../live/to-live-event.ts';
import { unreachable } from '../testing/clients.ts';
import { createReadCache, type ReadCache } from './read-cache.ts';

const KEY = 'test-admin-key-0123456789abcdef';
const logger = pino({ level: 'silent' });
const staff = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };

let adapters: MemoryAdapters;
let content: StartedService;
let live: LiveHub;
let served: ServedApp;
let cache: ReadCache;
let base: string;
let bffApp: ReturnType<typeof createBff>;
/** Reads the front door answered from node:http before the app saw them. */
let doorHits = 0;
/** Calls the BFF made to the content service, by path. */
const upstream: string[] = [];

beforeAll(async () => {
  adapters = await memoryAdapters();
  content = await startService(contentService, adapters);
  const client = createServiceClient('content', 'http://content.test', (req) => {
    upstream.push(new URL(req.url).pathname + new URL(req.url).search);
    return content.app.fetch(req);
  });
  live = createLiveHub({ bus: adapters.bus, logger, publicArticle: publishedArticleLookup(client) });
  await live.start();
  const bff = (bffApp = createBff({
    logger,
    adminApiKey: KEY,
    services: { content: client, audience: unreachable('audience') },
    live,
    onReadCache: (made) => {
      cache = made;
    },
  }));
  const frontDoor: typeof bff.frontDoor = (req, res) => {
    const answered = bff.frontDoor(req, res);
    if (answered) doorHits++;
    return answered;
  };
  served = await serveApp(bff, { port: 0, hostname: '127.0.0.1', logger, handleSignals: false, beforeClose: () => live.close(), frontDoor });
  base = `http://127.0.0.1:${served.port}`;
  for (const title of ['Budget talks resume in Lansing', 'Senate passes road funding']) await publish(title);
});

afterAll(async () => {
  await served.shutdown();
  await live.close();
  await content.stop();
  await adapters.close();
});

async function publish(title: string, extra: Record<string, unknown> = {}): Promise<Article> {
  const res = await fetch(`${base}/api/articles`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({ title, excerpt: 'Excerpt', content: 'Body.', author: 'Staff Writer', category: 'michigan-politics', ...extra }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Article;
}

/** A GET over a real socket, the body exactly as sent (fetch would decode it). */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const titles = async (path: string) => ((await (await fetch(`${base}${path}`)).json()) as Article[]).map((a) => a.title);

describe('the read cache of public reads', () => {
  it('answers a kept read from node:http before the app (the front door), with the bytes and headers the app gives', async () => {
    cache.invalidate('content');
    const hits = doorHits;
    const filled = await raw('/api/articles?limit=6', { 'accept-encoding': 'gzip, deflate, br' });
    expect(doorHits).toBe(hits);
    const kept = await raw('/api/articles?limit=6', { 'accept-encoding': 'gzip, deflate, br' });
    expect(doorHits).toBe(hits + 1);
    expect(kept.status).toBe(200);
    expect(kept.body.equals(filled.body)).toBe(true);
    const { date: _a, ...keptHeaders } = kept.headers;
    const { date: _b, ...filledHeaders } = filled.headers;
    expect(keptHeaders).toEqual(filledHeaders);
    // In-process callers (the page renderer) get the same answer from the wrapped fetch.
    const inProcess = await bffApp.request('/api/articles?limit=6', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(Buffer.from(await inProcess.arrayBuffer()).equals(kept.body)).toBe(true);
    expect(inProcess.headers.get('etag')).toBe(kept.headers.etag);
    // What it does not hold goes to the app: a miss, a page, a write.
    expect((await raw('/api/articles?limit=6&offset=1')).status).toBe(200);
    expect((await raw('/no-such-page')).status).toBe(404);
    expect(doorHits).toBe(hits + 1);
  });

  it('answers with a strong ETag, Vary and a revalidating Cache-Control, and 304 for a matching If-None-Match', async () => {
    const first = await raw('/api/articles?limit=5');
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers['content-type']).toContain('application/json');

    const again = await raw('/api/articles?limit=5', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // A weak form of the same tag and a list holding it match too; another tag does not.
    expect((await raw('/api/articles?limit=5', { 'if-none-match': `"nope", W/${etag}` })).status).toBe(304);
    expect((await raw('/api/articles?limit=5', { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('sends brotli or gzip as the reader accepts, each decoding to the same JSON, with its own ETag', async () => {
    const plain = await raw('/api/articles?limit=15');
    const br = await raw('/api/articles?limit=15', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await raw('/api/articles?limit=15', { 'accept-encoding': 'gzip' });
    const weighted = await raw('/api/articles?limit=15', { 'accept-encoding': 'br;q=0.1, gzip;q=0.9' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(weighted.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    // The brotli tag revalidates the brotli copy.
    const revalidated = await raw('/api/articles?limit=15', { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(br.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
  });

  it('keeps the security headers on kept answers and on 304s', async () => {
    const hit = await raw('/api/articles/featured');
    const notModified = await raw('/api/articles/featured', { 'if-none-match': String(hit.headers.etag) });
    for (const res of [hit, notModified]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(`${base}/api/trending-topics`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(await res.text()).toBe('');
  });

  it('calls the content service once for many readers at once, and once for equivalent queries', async () => {
    cache.invalidate('content');
    upstream.length = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/api/articles?limit=3`)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect((await fetch(`${base}/api/articles?offset=0&limit=3&unknown=1`)).status).toBe(200);
    expect(upstream.filter((path) => path.startsWith('/articles?'))).toEqual(['/articles?limit=3&offset=0']);
  });

  it('shows an article published through the staff API in the very next read, and drops it once deleted (the content service has no unpublish: deleting is how an article leaves)', async () => {
    expect(await titles('/api/articles?limit=15')).not.toContain('Governor signs the budget');
    const article = await publish('Governor signs the budget');
    expect((await titles('/api/articles?limit=15'))[0]).toBe('Governor signs the budget');
    expect((await fetch(`${base}/api/articles/${article.slug}`)).status).toBe(200);

    const again = await publish('House adjourns for the summer');
    expect(await titles('/api/articles?limit=15')).toContain('House adjourns for the summer');
    expect((await fetch(`${base}/api/articles/${again.slug}`)).status).toBe(200);
    expect((await fetch(`${base}/api/articles/${again.id}`, { method: 'DELETE', headers: staff })).ok).toBe(true);
    expect(await titles('/api/articles?limit=15')).not.toContain('House adjourns for the summer');
    expect((await fetch(`${base}/api/articles/${again.slug}`)).status).toBe(404);
  });

  it('forgets the kept answers before the live stream forwards a change made elsewhere, so a reader who hears of it reads it', async () => {
    const listed = await titles('/api/articles?limit=15');
    expect(listed).not.toContain('Published by the scheduler');
    const stream = sseReader((await fetch(`${base}/api/live`)).body);
    await stream.next((f) => f.comments.includes('connected'));
    // A write that never passes through this BFF: straight to the content service, as another BFF or a background job would.
    const res = await content.app.fetch(
      new Request('http://content.test/articles', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-actor': 'system:test' },
        body: JSON.stringify({ title: 'Published by the scheduler', excerpt: 'E', content: 'Body.', author: 'Desk', category: 'michigan-politics' }),
      }),
    );
    expect(res.status).toBe(201);
    await stream.next((f) => f.event === 'article' && (f.data ?? '').includes('Published by the scheduler'));
    expect((await titles('/api/articles?limit=15'))[0]).toBe('Published by the scheduler');
    await stream.close();
  });

  it('follows breaking and featured changes', async () => {
    const article = await publish('Flint water settlement approved');
    expect(await fetch(`${base}/api/articles/breaking`).then((r) => r.text())).not.toContain('Flint water settlement approved');
    expect(await titles('/api/articles/featured')).not.toContain('Flint water settlement approved');
    const flagged = await fetch(`${base}/api/articles/${article.id}`, { method: 'PUT', headers: staff, body: JSON.stringify({ isBreaking: true, isFeatured: true }) });
    expect(flagged.status).toBe(200);
    expect(await fetch(`${base}/api/articles/breaking`).then((r) => r.text())).toContain('Flint water settlement approved');
    expect(await titles('/api/articles/featured')).toContain('Flint water settlement approved');
  });

  it('never keeps staff or signed-in answers, searches or errors', async () => {
    const fills = cache.stats.fills;
    expect((await fetch(`${base}/api/articles/my-articles`, { headers: staff })).status).toBe(200);
    expect((await fetch(`${base}/api/admin/articles`, { headers: staff })).status).toBe(200);
    expect((await fetch(`${base}/api/review/queue`, { headers: staff })).status).toBe(200);
    expect((await fetch(`${base}/api/articles?search=budget`)).status).toBe(200);
    expect(cache.stats.fills).toBe(fills);
    const staffList = await raw('/api/admin/articles', staff);
    expect(staffList.headers['cache-control']).not.toBe('public, max-age=0, must-revalidate');
    expect(staffList.headers.etag).toBeUndefined();
    // An unknown article: asked, not kept, answered 404 each time.
    expect((await fetch(`${base}/api/articles/no-such-story`)).status).toBe(404);
    expect((await fetch(`${base}/api/articles/no-such-story`)).status).toBe(404);
    expect(cache.get('/api/articles/no-such-story')).toBeUndefined();
  });

  it('still refuses a bad query with 400 and changes nothing', async () => {
    for (const query of ['limit=abc', 'limit=0', 'offset=-1', 'category=nonsense']) {
      const res = await fetch(`${base}/api/articles?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('keeps its answers when a write is refused (4xx), since nothing changed', async () => {
    await fetch(`${base}/api/articles?limit=2`);
    const before = cache.stats.invalidations;
    expect((await fetch(`${base}/api/articles`, { method: 'POST', headers: staff, body: JSON.stringify({ title: '' }) })).status).toBe(400);
    expect(cache.stats.invalidations).toBe(before);
    expect(cache.get('/api/articles?limit=2&offset=0')).toBeDefined();
  });
});

describe('createReadCache', () => {
  const security = { http: { 'x-content-type-options': 'nosniff' }, https: { 'x-content-type-options': 'nosniff' } };
  const fresh = (text: string) => ({ body: new TextEncoder().encode(text), contentType: 'application/json', cacheControl: 'public, max-age=0, must-revalidate', ttlMs: 60_000 });

  it('does not keep a fill that an invalidation overtook, but answers it to its callers', async () => {
    const made = createReadCache({ securityHeaders: security });
    let finish: (text: string) => void = () => undefined;
    const slow = made.load('/a', 'content', () => new Promise((resolve) => (finish = (text) => resolve(fresh(text)))));
    made.invalidate('content');
    // A reader after the change does not join the old fill: it starts its own.
    const after = made.load('/a', 'content', async () => fresh('"new"'));
    finish('"old"');
    expect(new TextDecoder().decode((await slow)?.bodies.identity)).toBe('"old"');
    expect(new TextDecoder().decode((await after)?.bodies.identity)).toBe('"new"');
    await waitFor(() => made.get('/a') !== undefined);
    expect(new TextDecoder().decode(made.get('/a')?.bodies.identity)).toBe('"new"');
  });

  it('lets the least recently read answer go first when full, and forgets expired ones', async () => {
    let now = 0;
    const made = createReadCache({ securityHeaders: security, maxEntries: 2, now: () => now });
    await made.load('/a', 'content', async () => fresh('1'));
    await made.load('/b', 'content', async () => fresh('2'));
    made.get('/a');
    await made.load('/c', 'timed', async () => ({ ...fresh('3'), ttlMs: 1000 }));
    expect(made.get('/b')).toBeUndefined();
    expect(made.get('/a')).toBeDefined();
    expect(made.get('/c')).toBeDefined();
    now = 1000;
    expect(made.get('/c')).toBeUndefined();
    expect(made.stats.entries).toBe(1);
  });

  it('invalidates one group and leaves the other', async () => {
    const made = createReadCache({ securityHeaders: security });
    await made.load('/a', 'content', async () => fresh('1'));
    await made.load('/w', 'timed', async () => fresh('2'));
    made.invalidate('content');
    expect(made.get('/a')).toBeUndefined();
    expect(made.get('/w')).toBeDefined();
  });
});
