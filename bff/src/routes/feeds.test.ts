import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RssFeedView } from '@mitics/contracts';
import { startStaffSite, UNREACHABLE_FEED_ORIGIN, type StaffSite } from '../testing/staff-site.ts';

let site: StaffSite;
const key = { authorization: 'Bearer test-admin-key-0123456789abcdef' };

beforeAll(async () => {
  site = await startStaffSite();
});
afterAll(() => site.stop());

describe('the RSS feed calls (staff §7)', () => {
  it("refuses a feed without a name or address with the panel's message, and changes nothing", async () => {
    const res = await site.call('/api/rss-feeds', { method: 'POST', headers: key, body: { name: 'Wire', url: '  ', isActive: true } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: 'Please fill in all required fields', errors: { url: 'Please fill in all required fields' } });
    expect(await (await site.call('/api/rss-feeds', { headers: key })).json()).toEqual([]);
  });

  it('refuses an address that is not an http(s) URL', async () => {
    const res = await site.call('/api/rss-feeds', { method: 'POST', headers: key, body: { name: 'Wire', url: 'feeds.example.com/rss' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: 'Please enter a valid feed URL (http or https)' });
  });

  it('adds a feed, lists it, and refreshes it with the reason it failed', async () => {
    const added = await site.call('/api/rss-feeds', { method: 'POST', headers: key, body: { name: 'Capitol wire', url: `${UNREACHABLE_FEED_ORIGIN}/capitol.rss`, isActive: false } });
    expect(added.status).toBe(201);
    const feed = (await added.json()) as RssFeedView;
    expect(feed).toMatchObject({ name: 'Capitol wire', isActive: false, lastFetched: null, health: 'new' });
    const list = (await (await site.call('/api/rss-feeds', { headers: key })).json()) as RssFeedView[];
    expect(list.map((f) => f.id)).toEqual([feed.id]);
    const refreshed = await site.call(`/api/rss-feeds/${feed.id}/refresh`, { method: 'POST', headers: key });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({ ok: false, error: 'The feed server 127.0.0.1:9 refused the connection' });
  });

  it('answers 404 for a feed that does not exist', async () => {
    expect((await site.call('/api/rss-feeds/no-such-feed/refresh', { method: 'POST', headers: key })).status).toBe(404);
  });
});
