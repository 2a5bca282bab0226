import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { Hono } from 'hono';
import { LiveArticleEvent, type Article } from '@mitics/contracts';
import { contentService } from '@mitics/content';
import { createApp, startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, waitFor, type MemoryAdapters } from '@mitics/kit/testing';
import { sseReader } from '../../test/support/sse.ts';
import { createBff } from '../app.ts';
import { createServiceClient } from '../clients/service-client.ts';
import { createLiveHub, type LiveHub } from '../live/hub.ts';
import { publishedArticleLookup } from '../live/to-live-event.ts';
import { liveRoutes } from './live.ts';
import { unreachable } from '../testing/clients.ts';

const KEY = 'test-admin-key-0123456789abcdef';
const auth = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
const logger = pino({ level: 'silent' });

let adapters: MemoryAdapters;
let content: StartedService;
let live: LiveHub;
let bff: ReturnType<typeof createBff>;

beforeAll(async () => {
  adapters = await memoryAdapters();
  content = await startService(contentService, adapters);
  const contentClient = createServiceClient('content', 'http://content.test', (req) => content.app.fetch(req));
  live = createLiveHub({ bus: adapters.bus, logger, publicArticle: publishedArticleLookup(contentClient) });
  await live.start();
  bff = createBff({
    logger,
    adminApiKey: KEY,
    services: { content: contentClient, audience: unreachable('audience') },
    live,
  });
});

afterAll(async () => {
  await live.close();
  await content.stop();
  await adapters.close();
});

const story = (title: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ title, excerpt: 'Excerpt', content: 'Body.', author: 'Staff Writer', category: 'breaking', ...extra });

const isArticle = (kind: LiveArticleEvent['kind'], articleId: string) => (f: { event?: string; data?: string }) =>
  f.event === 'article' && f.data !== undefined && LiveArticleEvent.parse(JSON.parse(f.data)).kind === kind && JSON.parse(f.data).articleId === articleId;

describe('GET /api/live', () => {
  it('opens an event stream that tells the browser to retry after 5 s', async () => {
    const res = await bff.request('/api/live');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toContain('no-cache');
    const stream = sseReader(res.body);
    expect((await stream.next()).retry).toBe(5000);
    await stream.close();
  });

  it('sends event: article when a breaking article is published, to every client', async () => {
    const clients = await Promise.all([1, 2, 3].map(async () => sseReader((await bff.request('/api/live')).body)));
    for (const c of clients) await c.next((f) => f.retry === 5000);
    await waitFor(() => live.size >= 3);

    const res = await bff.request('/api/articles', { method: 'POST', headers: auth, body: story('Governor declares emergency in Flint', { isBreaking: true }) });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Article;

    for (const c of clients) {
      const frame = await c.next(isArticle('published', created.id));
      expect(LiveArticleEvent.parse(JSON.parse(frame.data ?? ''))).toEqual({
        kind: 'published',
        articleId: created.id,
        slug: created.slug,
        title: 'Governor declares emergency in Flint',
        isBreaking: true,
        at: expect.any(String),
      });
      await c.close();
    }
  });

  it('also says when an article is deleted', async () => {
    const res = await bff.request('/api/articles', { method: 'POST', headers: auth, body: story('Short-lived story') });
    const created = (await res.json()) as Article;
    const stream = sseReader((await bff.request('/api/live')).body);
    await stream.next((f) => f.retry === 5000);
    expect((await bff.request(`/api/articles/${created.id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    const frame = await stream.next(isArticle('deleted', created.id));
    // The id alone: a deleted draft's slug would give its headline away.
    expect(JSON.parse(frame.data ?? '')).toMatchObject({ kind: 'deleted', articleId: created.id, slug: null, title: null });
    await stream.close();
  });

  it('tells an anonymous reader nothing of drafts and the review workflow, and tells of edits to published articles', async () => {
    const stream = sseReader((await bff.request('/api/live')).body);
    await stream.next((f) => f.retry === 5000);
    const draftTitle = 'Secret draft: Senate leader to resign';
    const created = await bff.request('/api/articles', { method: 'POST', headers: auth, body: story(draftTitle, { status: 'draft' }) });
    expect(created.status).toBe(201);
    const draft = (await created.json()) as Article;
    expect(draft.status).toBe('draft');
    const put = (body: Record<string, unknown>) =>
      bff.request(`/api/articles/${draft.id}`, { method: 'PUT', headers: auth, body: JSON.stringify(body) });
    expect((await put({ title: `${draftTitle} (edited)` })).status).toBe(200);
    expect((await put({ isBreaking: true })).status).toBe(200);
    expect((await put({ status: 'pending_review' })).status).toBe(200);
    expect((await put({ status: 'rejected', reviewNotes: 'Needs a second source' })).status).toBe(200);
    expect((await put({ status: 'pending_review' })).status).toBe(200);
    expect((await put({ status: 'approved' })).status).toBe(200);

    // A published story afterwards marks the end: everything before it has been through the hub.
    const marker = (await (await bff.request('/api/articles', { method: 'POST', headers: auth, body: story('Marker story') })).json()) as Article;
    const frames: string[] = [];
    await stream.next((f) => {
      if (f.data) frames.push(f.data);
      return isArticle('published', marker.id)(f);
    });
    expect(frames.join('\n')).not.toContain(draft.id);
    expect(frames.join('\n')).not.toContain('Secret draft');

    // Once published, its edits are public news.
    expect((await put({ status: 'published' })).status).toBe(200);
    await stream.next(isArticle('published', draft.id));
    expect((await put({ title: 'Senate leader resigns' })).status).toBe(200);
    const updated = await stream.next(isArticle('updated', draft.id));
    expect(JSON.parse(updated.data ?? '')).toMatchObject({ title: 'Senate leader resigns', slug: draft.slug });
    await stream.close();
  });

  it('removes the client as soon as it goes away', async () => {
    await waitFor(() => live.size === 0);
    const stream = sseReader((await bff.request('/api/live')).body);
    await stream.next();
    expect(live.size).toBe(1);
    await stream.close();
    await waitFor(() => live.size === 0);
  });

  it('is not served without a live hub', async () => {
    const plain = createBff({ logger, adminApiKey: KEY, services: { content: createServiceClient('content', 'http://content.test', (req) => content.app.fetch(req)), audience: unreachable('audience') } });
    const res = await plain.request('/api/live');
    expect(res.status).toBe(404);
  });
});

describe('the live stream on its own', () => {
  it('sends a comment heartbeat and ends open streams when the hub closes', async () => {
    const own = createLiveHub({ bus: adapters.bus, logger, name: 'bff-live-heartbeat', publicArticle: async () => null });
    await own.start();
    const app = createApp({ service: 'bff', logger, health: async () => ({}) });
    app.route('/api', new Hono().route('/', liveRoutes({ live: own, logger, heartbeatMs: 30 })));
    const stream = sseReader((await app.request('/api/live')).body);
    const beat = await stream.next((f) => f.comments.includes('heartbeat'));
    expect(beat.event).toBeUndefined();
    expect(beat.data).toBeUndefined();
    await own.close();
    await expect(stream.next((f) => f.event === 'never')).rejects.toThrow('the stream ended');
    expect(own.size).toBe(0);
  });

  it('refuses a stream beyond the client limit with 503', async () => {
    const own = createLiveHub({ bus: adapters.bus, logger, name: 'bff-live-limit', publicArticle: async () => null });
    await own.start();
    const app = createApp({ service: 'bff', logger, health: async () => ({}) });
    app.route('/api', new Hono().route('/', liveRoutes({ live: own, logger, maxClients: 1 })));
    const first = sseReader((await app.request('/api/live')).body);
    await first.next();
    const second = await app.request('/api/live');
    expect(second.status).toBe(503);
    await first.close();
    await own.close();
  });
});
