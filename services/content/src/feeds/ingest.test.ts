/**
 * Ingestion over every real feed in shared/data/feeds, served by a local fake
 * feed server that the content service may reach only because the test
 * allows its exact origin.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, FeedRefreshResult, RssFeedView } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { createContentService } from '../definition.ts';
import { startFakeFeedServer, type FakeFeedServer } from '../testing/fake-feed-server.ts';
import { startFeedSchedule } from './schedule.ts';

const root = resolve(import.meta.dirname, '../../../..');
const dataDir = join(root, '../shared/data/feeds');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}
const dataFiles = filesUnder(dataDir).sort();

const contentTypeOf = (file: string): string =>
  file.endsWith('.atom') ? 'application/atom+xml' : file.endsWith('.rss') ? 'application/rss+xml; charset=utf-8' : 'text/xml';

let server: FakeFeedServer;
let adapters: MemoryAdapters;
let content: StartedService;

beforeAll(async () => {
  server = await startFakeFeedServer();
  for (const file of dataFiles) server.route(`/${relative(dataDir, file)}`, { kind: 'file', file, contentType: contentTypeOf(file) });
  adapters = await memoryAdapters();
  content = await startService(createContentService({ feedSchedule: { pollMinutes: 0 }, feeds: { allowedOrigins: new Set([server.origin]) } }), adapters);
});

afterAll(async () => {
  await content?.stop();
  await adapters?.close();
  await server?.close();
});

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const res = await content.app.request(path, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-actor': 'user:test-admin' },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function addFeed(name: string, url: string, extra: { trusted?: boolean; isActive?: boolean } = {}): Promise<RssFeedView> {
  const { status, body } = await call<RssFeedView>('/feeds', { method: 'POST', body: { name, url, isActive: false, ...extra } });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

const refresh = async (id: string) => (await call<FeedRefreshResult>(`/feeds/${id}/refresh`, { method: 'POST' })).body;
const staffArticles = async (): Promise<Article[]> => (await call<Article[]>('/articles/staff?limit=100&offset=0')).body;
const allArticles = async (): Promise<Article[]> => {
  const out: Article[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = (await call<Article[]>(`/articles/staff?limit=100&offset=${offset}`)).body;
    out.push(...page);
    if (page.length < 100) return out;
  }
};
const lastPosition = async () => (await adapters.store.readAll(0, 100_000)).at(-1)?.position ?? 0;

describe('every feed in shared/data/feeds', () => {
  const results = new Map<string, FeedRefreshResult>();

  beforeAll(async () => {
    for (const file of dataFiles) {
      const path = relative(dataDir, file);
      const feed = await addFeed(`Wire ${path}`, server.url(`/${path}`));
      results.set(path, await refresh(feed.id));
    }
  }, 120_000);

  it('has the files the data README lists', () => {
    expect(dataFiles.length).toBeGreaterThanOrEqual(33);
  });

  it.each(dataFiles.map((file) => relative(dataDir, file)))('%s ingests (or leaves out what it cannot use, with counts)', (path) => {
    const result = results.get(path);
    expect(result?.error ?? null, path).toBeNull();
    expect(result).toMatchObject({ ok: true, notModified: false });
    expect(result?.feed.health).toBe('ok');
    expect(result?.feed.lastFetched).not.toBeNull();
  });

  it('accounts for every item: ingested, duplicate, or left out', () => {
    const ingested = [...results.values()].reduce((sum, r) => sum + r.ingested, 0);
    expect(ingested).toBeGreaterThan(400);
    // The malformed Atom entries have no title; the 730-item podcast is cut to the newest 50.
    expect(results.get('malformed/missing-fields.atom')).toMatchObject({ ingested: 0, skipped: 1 });
    expect(results.get('podcasts/rss-parser/giantbomb-podcast.rss')).toMatchObject({ ingested: 50, skipped: 680 });
    expect(results.get('news/craigslist.rss')?.ingested).toBe(25);
    expect(results.get('news/reddit-home.rss')?.ingested).toBe(24);
    expect(results.get('podcasts/partytime/no-agenda.xml')?.ingested).toBe(29);
  });

  it('reads Latin-1 bytes served and declared as UTF-8, and ISO-8859-1 declared in the XML', async () => {
    const articles = await allArticles();
    const uol = articles.filter((a) => a.sourceName === 'Wire news/uolNoticias.rss');
    expect(uol).toHaveLength(15);
    expect(uol.map((a) => a.title).join(' ')).toContain('simulações');
    expect(uol.map((a) => a.title).join(' ')).not.toContain('\uFFFD');
    const herald = articles.filter((a) => a.sourceName === 'Wire news/heraldsun.rss');
    expect(herald.map((a) => a.title).sort()).toEqual(['The First Item', 'The Second Item']);
  });

  it('reads past an undefined entity instead of refusing the whole feed', async () => {
    const articles = await allArticles();
    // The episode whose show notes hold `&lt;/p&gtgt;` (line 2761), with the names on either side of it.
    const episode = articles.find((a) => a.sourceName === 'Wire podcasts/partytime/no-agenda.xml' && a.title === '1374: "Shetard"');
    expect(episode?.content).toContain('Associate Executive Producers:');
    expect(episode?.content).toContain('Kristi Jensen');
  });

  it("puts drafts in the editors' review queue, marked as from RSS with their source, and bodies in the safe subset", async () => {
    const articles = (await allArticles()).filter((a) => a.isFromRss);
    expect(articles.length).toBeGreaterThan(400);
    for (const article of articles) {
      expect(article.status).toBe('pending_review');
      expect(article.submittedAt).toBe(article.createdAt);
      expect(article.publishedAt).toBeNull();
      expect(article.sourceName).toMatch(/^Wire /);
      // Text may quote markup ("<AdGroupAdOperation>"), but no HTML element or handler survives.
      expect(article.content).not.toMatch(/<\/?(p|div|span|a|img|script|iframe|style|br|strong|em|b|i|table|ul|li|h[1-6])\b[^>]*>/i);
      expect(article.content).not.toMatch(/javascript:|\son[a-z]+\s*=/i);
      if (article.sourceUrl) expect(article.sourceUrl).toMatch(/^https?:\/\//);
    }
    const medium = articles.find((a) => a.sourceName === 'Wire news/content-encoded.rss' && a.title === 'THE CREATIVE FORAGER');
    expect(medium?.sourceUrl).toMatch(/^https:\/\/medium\.com\//);
    expect(medium?.content).toMatch(/^(##|\*\*|[A-Z])/);
  });

  it('ingests nothing and records nothing the second time round', async () => {
    const before = await lastPosition();
    const draftsBefore = (await allArticles()).length;
    const feeds = (await call<RssFeedView[]>('/feeds')).body;
    for (const feed of feeds) {
      const again = await refresh(feed.id);
      expect(again.ingested, feed.name).toBe(0);
      expect(again.ok).toBe(true);
    }
    expect(await lastPosition()).toBe(before);
    expect((await allArticles()).length).toBe(draftsBefore);
  });
});

describe('failing feeds', () => {
  it('explains a web page that is not a feed, and records the failure once', async () => {
    server.route('/capitol.html', { kind: 'text', body: '<!DOCTYPE html><html><head><title>Capitol</title></head><body><p>News</p></body></html>', contentType: 'text/html' });
    const feed = await addFeed('Capitol home page', server.url('/capitol.html'));
    const first = await refresh(feed.id);
    expect(first).toMatchObject({ ok: false, ingested: 0 });
    expect(first.error).toBe('The address returned a web page (HTML), not an RSS or Atom feed. Look for the feed link on that page');
    expect(first.feed).toMatchObject({ health: 'failing', lastError: first.error });
    const before = await lastPosition();
    await refresh(feed.id);
    expect(await lastPosition()).toBe(before);
  });

  it('explains XML that is not a feed, a broken document and a missing one', async () => {
    server.route('/sitemap.xml', { kind: 'text', body: '<?xml version="1.0"?><urlset><url><loc>https://x.example/</loc></url></urlset>' });
    server.route('/broken.rss', { kind: 'text', body: '<rss version="2.0"><channel><title>Broken</title><item><title>a</item></channel></rss>' });
    const sitemap = await refresh((await addFeed('Sitemap', server.url('/sitemap.xml'))).id);
    expect(sitemap.error).toBe('The document is XML but not an RSS, RDF or Atom feed (its root element is <urlset>)');
    const broken = await refresh((await addFeed('Broken', server.url('/broken.rss'))).id);
    expect(broken.error).toMatch(/^The feed is not well-formed XML: /);
    const missing = await refresh((await addFeed('Missing', server.url('/nowhere.rss'))).id);
    expect(missing.error).toBe('The feed server answered 404 Not Found');
  });

  it('lets one bad feed fail while the scheduled round ingests the others', async () => {
    server.route('/down.rss', { kind: 'status', status: 503 });
    server.route('/lansing.rss', { kind: 'text', body: rss([{ guid: 'lansing-1', title: 'Lansing council meets', link: 'https://news.example/lansing-1' }]) });
    const down = await addFeed('Down', server.url('/down.rss'), { isActive: true });
    const lansing = await addFeed('Lansing', server.url('/lansing.rss'), { isActive: true });
    const schedule = startFeedSchedule(content.ctx, { pollMinutes: 0 }, { allowedOrigins: new Set([server.origin]) });
    await schedule.round();
    await schedule.stop();
    const views = (await call<RssFeedView[]>('/feeds')).body;
    expect(views.find((f) => f.id === down.id)).toMatchObject({ health: 'failing', lastError: 'The feed server answered 503 Service Unavailable' });
    expect(views.find((f) => f.id === lansing.id)).toMatchObject({ health: 'ok', itemsIngested: 1 });
  });
});

function rss(items: Array<{ guid?: string; title: string; link?: string; date?: string; description?: string; category?: string }>): string {
  const body = items
    .map(
      (i) =>
        `<item>${i.guid ? `<guid isPermaLink="false">${i.guid}</guid>` : ''}<title>${i.title}</title>${i.link ? `<link>${i.link}</link>` : ''}${i.date ? `<pubDate>${i.date}</pubDate>` : ''}${i.category ? `<category>${i.category}</category>` : ''}<description><![CDATA[${i.description ?? '<p>Body</p>'}]]></description></item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Test wire</title>${body}</channel></rss>`;
}

describe('deduplication, trust and breaking news', () => {
  it('recognises an item again by guid, then by link, across feeds', async () => {
    server.route('/a.rss', { kind: 'text', body: rss([{ guid: 'wire-100', title: 'Budget deal reached', link: 'https://wire.example/budget-deal' }]) });
    server.route('/b.rss', {
      kind: 'text',
      body: rss([
        { guid: 'wire-100', title: 'Budget deal reached (syndicated)', link: 'https://other.example/budget' },
        { guid: 'different-guid', title: 'Budget deal reached, again', link: 'https://wire.example/budget-deal' },
      ]),
    });
    const a = await refresh((await addFeed('Wire A', server.url('/a.rss'))).id);
    const b = await refresh((await addFeed('Wire B', server.url('/b.rss'))).id);
    expect(a).toMatchObject({ ingested: 1, duplicates: 0 });
    expect(b).toMatchObject({ ingested: 0, duplicates: 2 });
  });

  it('does not bring back an ingested story an editor deleted', async () => {
    server.route('/deleted.rss', { kind: 'text', body: rss([{ guid: 'wire-del', title: 'Story to delete', link: 'https://wire.example/delete-me' }]) });
    const feed = await addFeed('Deleting', server.url('/deleted.rss'));
    await refresh(feed.id);
    const article = (await staffArticles()).find((a) => a.title === 'Story to delete');
    expect(article).toBeDefined();
    expect((await call(`/articles/${article?.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await refresh(feed.id)).toMatchObject({ ingested: 0, duplicates: 1 });
  });

  it('publishes a trusted feed at once and drafts an untrusted one', async () => {
    server.route('/trusted.rss', { kind: 'text', body: rss([{ guid: 'trusted-1', title: 'Senate confirms new judge', link: 'https://wire.example/judge' }]) });
    const feed = await addFeed('Trusted wire', server.url('/trusted.rss'), { trusted: true });
    expect(feed.trusted).toBe(true);
    await refresh(feed.id);
    const published = (await call<Article[]>('/articles?limit=50')).body.find((a) => a.title === 'Senate confirms new judge');
    expect(published).toMatchObject({ status: 'published', isFromRss: true, sourceName: 'Trusted wire', sourceUrl: 'https://wire.example/judge' });
  });

  it('marks recent items with a breaking term, or a breaking category, as breaking; old ones not', async () => {
    const recent = new Date(Date.now() - 60 * 60 * 1000).toUTCString();
    const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toUTCString();
    server.route('/breaking.rss', {
      kind: 'text',
      body: rss([
        { guid: 'b-1', title: 'Federal judge blocks Line 5 order', link: 'https://wire.example/b1', date: recent },
        { guid: 'b-2', title: 'House passes road funding', link: 'https://wire.example/b2', date: old },
        { guid: 'b-3', title: 'Storm closes bridge', link: 'https://wire.example/b3', date: old, category: 'Breaking News' },
        { guid: 'b-4', title: 'Quiet day in Lansing', link: 'https://wire.example/b4', date: recent },
      ]),
    });
    await refresh((await addFeed('Breaking wire', server.url('/breaking.rss'))).id);
    const byTitle = new Map((await allArticles()).map((a) => [a.title, a]));
    expect(byTitle.get('Federal judge blocks Line 5 order')?.isBreaking).toBe(true);
    expect(byTitle.get('House passes road funding')?.isBreaking).toBe(false);
    expect(byTitle.get('Storm closes bridge')?.isBreaking).toBe(true);
    expect(byTitle.get('Quiet day in Lansing')?.isBreaking).toBe(false);
  });

  it('strips scripts, handlers and links from item HTML, keeping text, emphasis and safe images', async () => {
    server.route('/xss.rss', {
      kind: 'text',
      body: rss([
        {
          guid: 'xss-1',
          title: 'Committee &lt;b&gt;hearing&lt;/b&gt; set',
          link: 'https://wire.example/xss',
          description:
            '<p onclick="steal()">Hearing on <strong>Tuesday</strong>. <a href="javascript:alert(1)">Details</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><img src="https://img.example/capitol.jpg" alt="Capitol"><iframe src="https://evil.example"></iframe>',
        },
      ]),
    });
    await refresh((await addFeed('XSS wire', server.url('/xss.rss'))).id);
    const article = (await allArticles()).find((a) => a.sourceUrl === 'https://wire.example/xss');
    expect(article?.title).toBe('Committee hearing set');
    expect(article?.content).toBe('Hearing on **Tuesday**. Details\n\n![](https://wire.example/x)\n\n![Capitol](https://img.example/capitol.jpg)');
    expect(article?.imageUrl).toBe('https://wire.example/x');
  });

  it('makes a conditional GET: a 304 brings nothing and records nothing', async () => {
    server.route('/etag.rss', { kind: 'text', body: rss([{ guid: 'etag-1', title: 'Tagged story', link: 'https://wire.example/etag' }]), etag: '"abc"' });
    const feed = await addFeed('ETag wire', server.url('/etag.rss'));
    expect(await refresh(feed.id)).toMatchObject({ ingested: 1, notModified: false });
    const before = await lastPosition();
    const again = await refresh(feed.id);
    expect(again).toMatchObject({ ok: true, notModified: true, ingested: 0 });
    expect(server.requests.filter((r) => r.path === '/etag.rss').at(-1)?.headers['if-none-match']).toBe('"abc"');
    expect(await lastPosition()).toBe(before);
  });
});

describe('adding feeds', () => {
  it('asks for the name and address, and a real http(s) URL', async () => {
    const missing = await call<{ detail: string }>('/feeds', { method: 'POST', body: { name: ' ', url: '' } });
    expect(missing).toMatchObject({ status: 400, body: { detail: 'Please fill in all required fields' } });
    const notUrl = await call<{ detail: string }>('/feeds', { method: 'POST', body: { name: 'X', url: 'ftp://x.example/feed' } });
    expect(notUrl).toMatchObject({ status: 400, body: { detail: 'Please enter a valid feed URL (http or https)' } });
  });

  it('refuses a local address at once, and a second feed with the same address', async () => {
    const local = await call<{ detail: string }>('/feeds', { method: 'POST', body: { name: 'Metadata', url: 'http://169.254.169.254/latest' } });
    expect(local.status).toBe(400);
    expect(local.body.detail).toContain('link-local or cloud metadata');
    const url = server.url('/twice.rss');
    await addFeed('Once', url);
    expect((await call('/feeds', { method: 'POST', body: { name: 'Twice', url } })).status).toBe(409);
  });

  it('fetches a new active feed at once, in the background', async () => {
    server.route('/fresh.rss', { kind: 'text', body: rss([{ guid: 'fresh-1', title: 'Fresh story', link: 'https://wire.example/fresh' }]) });
    const feed = await addFeed('Fresh', server.url('/fresh.rss'), { isActive: true });
    expect(feed.health).toBe('new');
    const { waitFor } = await import('@mitics/kit/testing');
    await waitFor(async () => (await call<RssFeedView>(`/feeds/${feed.id}`)).body.itemsIngested === 1);
  });
});
