import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PodcastImportReport, type FeedImportResult, type Podcast, type PodcastEpisode } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { contentService } from '../definition.ts';
import { formatDuration } from './feed.ts';

/** The real podcast feeds of ../shared/data (test fixtures only: their text is never shown on the site). */
const FEEDS = resolve(import.meta.dirname, '../../../../../shared/data/feeds/podcasts');
const feeds = readdirSync(FEEDS).flatMap((dir) => readdirSync(join(FEEDS, dir)).map((file) => ({ name: `${dir}/${file}`, xml: readFileSync(join(FEEDS, dir, file), 'utf8') })));

let adapters: MemoryAdapters;
let service: StartedService;
let report: FeedImportResult[];

const post = async (body: unknown) =>
  service.app.request('/podcasts/import', { method: 'POST', headers: { 'content-type': 'application/json', 'x-actor': 'apikey:admin' }, body: JSON.stringify(body) });
const get = async <T>(path: string) => (await (await service.app.request(path)).json()) as T;
const result = (name: string) => {
  const found = report.find((r) => r.name === name);
  if (!found) throw new Error(`no result for ${name}`);
  return found;
};
const itemCount = (name: string) => (feeds.find((f) => f.name === name)?.xml.match(/<item[\s>]/g) ?? []).length;

beforeAll(async () => {
  adapters = await memoryAdapters({ clock: () => new Date('2026-11-20T12:00:00.000Z') });
  service = await startService(contentService, adapters);
  const res = await post({ feeds });
  expect(res.status).toBe(200);
  report = PodcastImportReport.parse(await res.json()).feeds;
}, 120_000);

afterAll(async () => {
  await service.stop();
  await adapters.close();
});

describe('importing the real podcast feeds', () => {
  it('reports every feed: imported, or malformed with the reason', () => {
    expect(feeds.length).toBeGreaterThanOrEqual(19);
    expect(report.map((r) => r.name).sort()).toEqual(feeds.map((f) => f.name).sort());
    const malformed = report.filter((r) => r.status === 'malformed');
    expect(malformed.map((r) => r.name).sort()).toEqual(['node-podcast-parser/complex-genre.xml', 'partytime/no-agenda.xml']);
    expect(result('partytime/no-agenda.xml')).toMatchObject({ status: 'malformed', reason: expect.stringMatching(/^Not well-formed XML: .*entity/i) });
    expect(result('node-podcast-parser/complex-genre.xml')).toMatchObject({ status: 'malformed', reason: 'The feed has no title' });
  });

  it('takes a feed with whitespace before the XML declaration, and says so', () => {
    for (const name of ['node-podcast-parser/how-to-start-a-podcast.xml', 'rss-parser/itunes-keywords-array.rss', 'rss-parser/itunes-keywords-astext.rss', 'rss-parser/itunes-missing-image.rss']) {
      const r = result(name);
      expect(r.status, name).toBe('imported');
      if (r.status === 'imported') expect(r.warnings, name).toContain('Whitespace before the XML declaration was ignored');
    }
  });

  it('imports every item of a large feed as an episode', () => {
    const giant = result('rss-parser/giantbomb-podcast.rss');
    expect(giant.status).toBe('imported');
    if (giant.status !== 'imported') return;
    expect(giant.episodes.added + giant.episodes.skipped).toBe(itemCount('rss-parser/giantbomb-podcast.rss'));
    expect(giant.episodes.added).toBeGreaterThan(700);
  });

  it("keeps a show's itunes fields and its episodes' enclosures, newest first", async () => {
    const apple = result('node-podcast-parser/apple-example.xml');
    if (apple.status !== 'imported') throw new Error('apple example not imported');
    const show = (await get<Podcast[]>('/podcasts')).find((p) => p.id === apple.podcastId);
    expect(show).toMatchObject({ title: 'All About Everything', author: 'John Doe', explicit: true, category: 'Technology', subcategory: 'Gadgets', episodeCount: 3, imageUrl: expect.stringMatching(/^http/) });
    const episodes = await get<PodcastEpisode[]>(`/podcast-episodes?podcastId=${apple.podcastId}`);
    expect(episodes).toHaveLength(3);
    expect(episodes.map((e) => e.publishedAt)).toEqual([...episodes.map((e) => e.publishedAt)].sort().reverse());
    expect(episodes[0]).toMatchObject({ podcastTitle: 'All About Everything', podcastSlug: show?.slug, audioUrl: expect.stringMatching(/^http/), audioLength: expect.any(Number), audioType: expect.any(String) });
    expect(episodes.some((e) => e.duration && /^\d+:\d{2}(:\d{2})?$/.test(e.duration))).toBe(true);
  });

  it('gives each show its own slug, and never keeps HTML in the text', async () => {
    const shows = await get<Podcast[]>('/podcasts');
    expect(new Set(shows.map((s) => s.slug)).size).toBe(shows.length);
    const episodes = await get<PodcastEpisode[]>('/podcast-episodes?limit=1000');
    for (const episode of episodes) expect(episode.description ?? '').not.toMatch(/<\/?[a-z][^>]*>/i);
  });

  it('records nothing when the same feeds are imported again', async () => {
    const before = await adapters.store.readAll(0, 100_000);
    const again = PodcastImportReport.parse(await (await post({ feeds })).json()).feeds;
    expect(await adapters.store.readAll(0, 100_000)).toHaveLength(before.length);
    for (const r of again) if (r.status === 'imported') expect([r.name, r.episodes.added, r.episodes.updated, r.showChanged]).toEqual([r.name, 0, 0, false]);
  });

  it('records only what changed when a feed changes', async () => {
    const apple = feeds.find((f) => f.name === 'node-podcast-parser/apple-example.xml');
    if (!apple) throw new Error('missing fixture');
    const changed = apple.xml.replace('<title>All About Everything</title>', '<title>All About Everything, Revised</title>');
    const [r] = PodcastImportReport.parse(await (await post({ feeds: [{ name: 'apple', xml: changed }] })).json()).feeds;
    expect(r).toMatchObject({ status: 'imported', showChanged: true, episodes: { added: 0, updated: 0 } });
    const episodes = await get<PodcastEpisode[]>(`/podcast-episodes?podcastId=${r?.status === 'imported' ? r.podcastId : ''}`);
    expect(episodes.every((e) => e.podcastTitle === 'All About Everything, Revised')).toBe(true);
  });

  it('refuses an empty or oversized request with a clear message', async () => {
    expect((await post({ feeds: [] })).status).toBe(400);
    expect((await post({ feeds: [{ name: 'x', xml: '' }] })).status).toBe(400);
    const r = PodcastImportReport.parse(await (await post({ feeds: [{ name: 'junk', xml: 'not xml at all' }] })).json()).feeds[0];
    expect(r).toMatchObject({ status: 'malformed' });
  });
});

describe('episode durations', () => {
  it('read seconds, MM:SS and H:MM:SS as H:MM:SS or M:SS, and nothing else', () => {
    expect([formatDuration('3723'), formatDuration('62:03'), formatDuration('1:02:03'), formatDuration('5:7'), formatDuration('soon'), formatDuration('0')]).toEqual([
      '1:02:03',
      '1:02:03',
      '1:02:03',
      '5:07',
      null,
      null,
    ]);
  });
});
