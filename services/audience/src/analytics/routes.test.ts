import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnalyticsTracked, EventEnvelope, type AnalyticsTrackBody, type Problem } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, waitFor, type MemoryAdapters } from '@mitics/kit/testing';
import { audienceService } from '../definition.ts';
import type { PageViews } from './projections/page-views.ts';

let adapters: MemoryAdapters;
let service: StartedService;
let now: Date;

beforeEach(async () => {
  now = new Date('2026-11-22T12:00:00.000Z');
  adapters = await memoryAdapters({ clock: () => now });
  service = await startService(audienceService, adapters);
});

afterEach(async () => {
  await service.stop();
  await adapters.close();
});

function track(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    service.app.request('/analytics/track', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
  );
}

async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const problem = async (res: Response, status: number) => {
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return ok<Problem>(res, status);
};

const allEvents = () => adapters.store.readAll(0, 10_000);

const articleView: AnalyticsTrackBody = {
  eventType: 'article_view',
  eventData: { articleSlug: 'house-passes-road-plan', title: 'House passes road plan', category: 'legislature' },
  sessionId: 'sess-1',
};
const pageView = (path: string): AnalyticsTrackBody => ({
  event: 'page_view',
  category: 'engagement',
  path,
  value: 1,
  timestamp: '2026-11-22T11:59:59.000Z',
  userAgent: 'Mozilla/5.0',
  referrer: 'https://www.google.com/',
  sessionId: 'sess-1',
});

describe('tracking', () => {
  it('accepts an article view with 202 and stores it in the day stream', async () => {
    expect(await ok(await track(articleView, { 'x-request-id': 'req-1' }), 202)).toEqual({ ok: true });
    const events = await allEvents();
    expect(events).toEqual([
      expect.objectContaining({
        type: 'audience.analytics.tracked',
        stream: 'analytics-2026-11-22',
        occurredAt: now.toISOString(),
        actor: 'anonymous',
        correlationId: 'req-1',
        data: { name: 'article_view', path: '/article/house-passes-road-plan', sessionId: 'sess-1', receivedAt: now.toISOString(), body: articleView },
      }),
    ]);
  });

  it('accepts every site-wide event with 202, appending to the same day stream', async () => {
    const bodies: AnalyticsTrackBody[] = [
      pageView('/legislature'),
      { event: 'scroll_depth', category: 'user_engagement', path: '/legislature', data: { depth: 25 } },
      { event: 'time_on_page', category: 'user_engagement', path: '/legislature', data: { seconds: 60 } },
      { event: 'external_link_click', category: 'user_engagement', path: '/', data: { url: 'https://legislature.mi.gov', text: 'Michigan Legislature' } },
      { event: 'session_end', category: 'user_engagement', path: '/', data: { totalSeconds: 42 } },
    ];
    for (const body of bodies) expect(await ok(await track(body), 202)).toEqual({ ok: true });
    const events = await allEvents();
    expect(events.map((e) => [e.stream, e.streamVersion])).toEqual(bodies.map((_, i) => ['analytics-2026-11-22', i + 1]));
    expect(events.map((e) => AnalyticsTracked.data.parse(e.data).name)).toEqual(['page_view', 'scroll_depth', 'time_on_page', 'external_link_click', 'session_end']);
  });

  it('starts a new stream on a new UTC day', async () => {
    await ok(await track(pageView('/')), 202);
    now = new Date('2026-11-23T00:00:01.000Z');
    await ok(await track(pageView('/')), 202);
    expect((await allEvents()).map((e) => e.stream)).toEqual(['analytics-2026-11-22', 'analytics-2026-11-23']);
  });

  it('keeps only what the body carries: no IP address, no request headers, no unknown fields', async () => {
    await ok(
      await track({ ...pageView('/'), ip: '203.0.113.9', email: 'ann@example.com' }, { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Mozilla/5.0 (full header)' }),
      202,
    );
    const [event] = await allEvents();
    const text = JSON.stringify(event);
    expect(text).not.toContain('203.0.113.9');
    expect(text).not.toContain('full header');
    expect(text).not.toContain('ann@example.com');
    expect(AnalyticsTracked.data.parse(event?.data).body).toEqual(pageView('/'));
  });

  it('refuses an invalid body with 400 and records nothing', async () => {
    const invalid: unknown[] = [
      {},
      { eventType: 'article_view', eventData: {}, sessionId: 's' },
      { event: 'page_view', category: 'engagement' },
      { event: 'clicked_ad', category: 'engagement', path: '/' },
      { event: 'page_view', category: 'engagement', path: '/', value: 'one' },
      { event: 'page_view', category: 'engagement', path: 'x'.repeat(501) },
      { event: 'page_view', category: 'engagement', path: '/', data: { nested: { no: 1 } } },
    ];
    for (const body of invalid) await problem(await track(body), 400);
    expect(await allEvents()).toEqual([]);
  });

  it('refuses a body over 16 kB with 413, declared length or not', async () => {
    const big = { ...pageView('/'), data: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'x'.repeat(450)])) };
    await problem(await track(big), 413);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    const res = await service.app.request('/analytics/track', { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunked, duplex: 'half' } as RequestInit);
    await problem(res, 413);
    expect(await allEvents()).toEqual([]);
  });

  it('publishes tracked events on the bus', async () => {
    const received: EventEnvelope[] = [];
    const subscription = await adapters.bus.subscribe({ durable: 'test-analytics', subjects: ['audience.analytics.*'], handle: async (e) => void received.push(e) });
    try {
      await ok(await track(articleView), 202);
      const [event] = await waitFor(() => (received.length > 0 ? received : null));
      expect(event).toMatchObject({ type: 'audience.analytics.tracked', stream: 'analytics-2026-11-22', streamVersion: 1 });
    } finally {
      await subscription.stop();
    }
  });
});

describe('page views', () => {
  const views = async (query = '') => ok<PageViews[]>(await service.app.request(`/analytics/page-views${query}`));

  it('counts page views per path per day, most viewed first', async () => {
    for (const path of ['/', '/legislature', '/', '/campaign-finance', '/']) await ok(await track(pageView(path)), 202);
    await ok(await track(articleView), 202);
    await ok(await track({ event: 'scroll_depth', category: 'user_engagement', path: '/', data: { depth: 50 } }), 202);
    await service.projections.catchUp();
    expect(await views()).toEqual([
      { path: '/', views: 3 },
      { path: '/campaign-finance', views: 1 },
      { path: '/legislature', views: 1 },
    ]);
    expect(await views('?day=2026-11-21')).toEqual([]);
    expect(await views('?day=2026-11-22&limit=1')).toEqual([{ path: '/', views: 3 }]);
  });

  it('counts each event once when the read model is rebuilt', async () => {
    for (const path of ['/', '/']) await ok(await track(pageView(path)), 202);
    await service.projections.catchUp();
    await service.projections.rebuild('page-views');
    expect(await views()).toEqual([{ path: '/', views: 2 }]);
  });

  it('refuses a malformed day', async () => {
    await problem(await service.app.request('/analytics/page-views?day=yesterday'), 400);
  });
});
