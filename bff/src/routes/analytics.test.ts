import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnalyticsTracked, type AnalyticsTrackBody } from '@mitics/contracts';
import { mountWithAudience, ok, problem, type AudienceRouteHarness } from '../testing/audience-routes.ts';
import { analyticsRoutes } from './analytics.ts';

let harness: AudienceRouteHarness;
let app: AudienceRouteHarness['app'];
let adapters: AudienceRouteHarness['adapters'];

beforeEach(async () => {
  harness = await mountWithAudience(analyticsRoutes);
  ({ app, adapters } = harness);
});

afterEach(() => harness.stop());

const track = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/analytics/track', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });


const tracked = async () => (await adapters.store.readAll(0, 10_000)).map((e) => AnalyticsTracked.data.parse(e.data));

const articleView: AnalyticsTrackBody = {
  eventType: 'article_view',
  eventData: { articleSlug: 'house-passes-road-plan', title: 'House passes road plan', category: 'legislature' },
  sessionId: 'sess-1',
};
const pageView: AnalyticsTrackBody = { event: 'page_view', category: 'engagement', path: '/legislature', value: 1, timestamp: '2026-11-22T12:00:00.000Z' };

describe('POST /api/analytics/track', () => {
  it('accepts an article view and a site event with 202', async () => {
    expect(await ok(await track(articleView), 202)).toEqual({ ok: true });
    expect(await ok(await track(pageView), 202)).toEqual({ ok: true });
    expect((await tracked()).map((t) => [t.name, t.path, t.body])).toEqual([
      ['article_view', '/article/house-passes-road-plan', articleView],
      ['page_view', '/legislature', pageView],
    ]);
  });

  it('passes on only the validated body, never the reader IP address or headers', async () => {
    await ok(await track({ ...pageView, ip: '198.51.100.4' }, { 'x-forwarded-for': '198.51.100.4', 'user-agent': 'Secret-Agent/1.0' }), 202);
    const stored = JSON.stringify(await adapters.store.readAll(0, 10_000));
    expect(stored).not.toContain('198.51.100.4');
    expect(stored).not.toContain('Secret-Agent');
  });

  it('refuses an invalid body with 400 and records nothing', async () => {
    for (const body of [{}, { eventType: 'article_view', sessionId: 's' }, { event: 'page_view', category: 'engagement' }, { event: 'nope', category: 'engagement', path: '/' }]) {
      await problem(await track(body), 400);
    }
    expect(await adapters.store.readAll(0, 10_000)).toEqual([]);
  });

  it('refuses a body over 16 kB with 413 and records nothing', async () => {
    await problem(await track({ ...pageView, referrer: 'x'.repeat(17 * 1024) }), 413);
    expect(await adapters.store.readAll(0, 10_000)).toEqual([]);
  });
});
