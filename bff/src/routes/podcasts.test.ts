/**
 * The podcast API and each show's podcast feed, read back with rss-parser and
 * checked against what Apple Podcasts requires of a feed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Parser from 'rss-parser';
import { parseStringPromise } from 'xml2js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Podcast, PodcastEpisode, PodcastImportReport } from '@mitics/contracts';
import { seedPodcasts } from '@mitics/content';
import { ADMIN_KEY, startStaffSite, type StaffSite } from '../testing/staff-site.ts';

const ORIGIN = 'http://localhost';
let site: StaffSite;

beforeAll(async () => {
  site = await startStaffSite();
  await seedPodcasts(site.content.ctx, { now: new Date('2026-11-20T12:00:00.000Z'), actor: 'system:seed' });
});
afterAll(() => site.stop());

type Item = { title?: string; guid?: string; pubDate?: string; enclosure?: { url?: string; length?: string; type?: string }; itunes?: { duration?: string; explicit?: string } };
type Feed = {
  title?: string;
  link?: string;
  description?: string;
  language?: string;
  itunes?: { author?: string; image?: string; explicit?: string; categories?: string[]; categoriesWithSubs?: Array<{ name: string; subs: Array<{ name: string }> | null }>; owner?: { email?: string } };
};
const parser: Parser<Feed, Item> = new Parser({ customFields: { feed: ['language'] } });

describe('the podcast API', () => {
  it('lists the shows and episodes for readers, cacheable for five minutes', async () => {
    const shows = await site.call('/api/podcasts');
    expect(shows.headers.get('cache-control')).toBe('public, max-age=300');
    expect(((await shows.json()) as Podcast[]).map((s) => s.title)).toEqual(['Capitol Week', 'Follow the Money', 'The Lansing Minute']);
    const episodes = (await (await site.call('/api/podcast-episodes')).json()) as PodcastEpisode[];
    expect(episodes[0]?.publishedAt && episodes[1]?.publishedAt && episodes[0].publishedAt >= episodes[1].publishedAt).toBe(true);
    expect((await site.call('/api/podcast-episodes?limit=0')).status).toBe(400);
  });

  it('imports podcast RSS for admins only, reporting each feed', async () => {
    const xml = readFileSync(resolve(import.meta.dirname, '../../../../shared/data/feeds/podcasts/node-podcast-parser/apple-example.xml'), 'utf8');
    const body = { feeds: [{ name: 'apple-example.xml', xml }, { name: 'broken.xml', xml: '<rss><channel><title>x &bogus; y</title></channel></rss>' }] };
    expect((await site.call('/api/admin/podcasts/import', { method: 'POST', body })).status).toBe(401);
    const res = await site.call('/api/admin/podcasts/import', { method: 'POST', body, headers: { authorization: `Bearer ${ADMIN_KEY}` } });
    expect(res.status).toBe(200);
    const report = (await res.json()) as PodcastImportReport;
    expect(report.feeds.map((f) => [f.name, f.status])).toEqual([
      ['apple-example.xml', 'imported'],
      ['broken.xml', 'malformed'],
    ]);
    expect((await site.call('/api/admin/podcasts/import', { method: 'POST', body: { feeds: [] }, headers: { authorization: `Bearer ${ADMIN_KEY}` } })).status).toBe(400);
  });
});

describe("a show's podcast feed", () => {
  it("is well-formed RSS that rss-parser reads back with Apple's required channel tags", async () => {
    const res = await site.call('/podcast/capitol-week/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await res.text();
    // A strict parse: the whole document is well-formed XML.
    const strict = (await parseStringPromise(xml, { strict: true })) as { rss: { $: Record<string, string> } };
    expect(strict.rss.$['xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    const feed = await parser.parseString(xml);
    expect(feed).toMatchObject({ title: 'Capitol Week', link: `${ORIGIN}/podcast`, language: 'en-us' });
    expect(feed.description).toMatch(/week in Lansing/);
    expect(feed.itunes?.author).toBe('Mitics Newsroom');
    expect(feed.itunes?.image).toBe(`${ORIGIN}/podcasts/covers/capitol-week.png`);
    expect(feed.itunes?.explicit).toBe('false');
    expect(feed.itunes?.categoriesWithSubs).toEqual([{ name: 'News', subs: [{ name: 'Politics' }] }]);
    expect(feed.itunes?.owner?.email).toBe('podcasts@mitics.news');
  });

  it('gives every episode an enclosure with its length and type, a stable guid, a pubDate and a duration; audio-less ones are left out', async () => {
    const feed = await parser.parseString(await (await site.call('/podcast/capitol-week/feed.xml')).text());
    expect(feed.items.map((i) => i.title)).toEqual(['The road money deal, explained', 'Lame duck, week one', 'What the new House map changes']);
    const guids = new Set<string>();
    for (const item of feed.items) {
      expect(item.enclosure).toEqual({ url: `${ORIGIN}/podcasts/audio/capitol-week.mp3`, length: '36885', type: 'audio/mpeg' });
      expect(item.guid).toMatch(/^[0-9a-f]{24}:capitol-week-\d+$/);
      guids.add(item.guid ?? '');
      expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
      expect(item.itunes?.duration).toBe('0:09');
      expect(item.itunes?.explicit).toBe('false');
    }
    expect(guids.size).toBe(feed.items.length);
    // The guid does not change between two reads.
    const again = await parser.parseString(await (await site.call('/podcast/capitol-week/feed.xml')).text());
    expect(again.items.map((i) => i.guid)).toEqual(feed.items.map((i) => i.guid));
  });

  it('serves every show together at /podcast/feed.xml, and 404 for an unknown show', async () => {
    const all = await parser.parseString(await (await site.call('/podcast/feed.xml')).text());
    expect(all.title).toBe('Mitics Podcasts');
    expect(all.items.length).toBeGreaterThanOrEqual(6);
    expect(all.itunes?.image).toMatch(/^https?:\/\/.+\.(png|jpg)$/);
    expect((await site.call('/podcast/no-such-show/feed.xml')).status).toBe(404);
    expect((await site.call('/podcast/Not%20A%20Slug/feed.xml')).status).toBe(404);
  });
});
