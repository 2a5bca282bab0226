import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import Parser from 'rss-parser';
import { parseStringPromise } from 'xml2js';
import { PAGES_NOT_BUILT, type Article } from '@mitics/contracts';
import { contentService } from '@mitics/content';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { jsonLd, linkHref, meta, metaAll, titles } from '../../test/support/html.ts';
import { createBff } from '../app.ts';
import { createServiceClient } from '../clients/service-client.ts';
import { unreachable } from '../testing/clients.ts';

const KEY = 'test-admin-key-0123456789abcdef';
const auth = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
const logger = pino({ level: 'silent' });
const ORIGIN = 'https://mitics.test';
const NASTY = `Senate & House split: "Tie-breaker" <script>alert('x')</script> vote`;
/** A PNG's signature and a little more: what the route reads, it answers. */
const FAVICON = '\x89PNG\r\n\x1a\nicon';

let adapters: MemoryAdapters;
let content: StartedService;
let bff: ReturnType<typeof createBff>;
let webDist: string;
const created: Article[] = [];

async function publish(body: Record<string, unknown>): Promise<Article> {
  const res = await bff.request('/api/articles', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ excerpt: 'Excerpt', content: 'Body of the story.', author: 'Staff Writer', category: 'michigan-politics', ...body }),
  });
  expect(res.status).toBe(201);
  const article = (await res.json()) as Article;
  created.push(article);
  return article;
}

beforeAll(async () => {
  adapters = await memoryAdapters();
  content = await startService(contentService, adapters);
  webDist = await mkdtemp(join(tmpdir(), 'mitics-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Build default" /><title>Mitics</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(webDist, 'favicon-48.png'), FAVICON);
  bff = createBff({
    logger,
    adminApiKey: KEY,
    services: { content: createServiceClient('content', 'http://content.test', (req) => content.app.fetch(req)), audience: unreachable('audience') },
    webDist,
    publicOrigin: ORIGIN,
  });
  for (let n = 1; n <= 52; n++) {
    await publish({ title: `Budget story number ${n}`, excerpt: `Excerpt ${n}`, tags: ['budget'] });
  }
  await publish({
    title: 'Whitmer signs road funding plan',
    excerpt: 'The governor signed the $3 billion plan on Tuesday.',
    author: 'Jane Reporter',
    section: 'Legislature',
    level: 'Michigan Politics',
    imageUrl: 'https://images.example.com/roads.jpg',
    tags: ['roads', 'budget'],
  });
  await publish({ title: NASTY, excerpt: 'Quotes "and" <b>tags</b> & ampersands', category: 'federal' });
});

afterAll(async () => {
  await content.stop();
  await adapters.close();
});

const bySlugOf = (title: string) => created.find((a) => a.title === title);

describe('the app shell with per-path metadata', () => {
  it('gives the home page the site title, description, canonical link, social tags and organisation data', async () => {
    const res = await bff.request('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(titles(html)).toEqual(['Mitics | Michigan Politics News']);
    expect(metaAll(html, 'description')).toHaveLength(1);
    expect(meta(html, 'description')).toMatch(/Michigan/);
    expect(meta(html, 'keywords')).toContain('Michigan politics');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/`);
    expect(meta(html, 'og:title')).toBe('Mitics | Michigan Politics News');
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/`);
    expect(meta(html, 'og:site_name')).toBe('Mitics');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('Mitics | Michigan Politics News');
    expect(meta(html, 'robots')).toMatch(/^index, follow/);
    const [org] = jsonLd(html);
    expect(org?.value).toMatchObject({ '@type': 'NewsMediaOrganization', name: 'Mitics', url: `${ORIGIN}/`, areaServed: { name: 'Michigan' } });
  });

  it('follows the path: the podcast title of the spec, staff screens not indexed, a trailing slash canonicalised', async () => {
    const podcast = await (await bff.request('/podcast')).text();
    expect(titles(podcast)).toEqual(['Podcasts | Mitics News']);
    expect(linkHref(podcast, 'canonical')).toBe(`${ORIGIN}/podcast`);

    const admin = await bff.request('/adminpanel');
    expect(admin.status).toBe(200);
    expect(meta(await admin.text(), 'robots')).toBe('noindex, nofollow');

    const federal = await (await bff.request('/federal/?utm_source=x')).text();
    expect(titles(federal)).toEqual(['Federal Politics | Mitics']);
    expect(linkHref(federal, 'canonical')).toBe(`${ORIGIN}/federal`);
  });

  it("gives an article page the article's title, description, image and NewsArticle data", async () => {
    const article = bySlugOf('Whitmer signs road funding plan');
    const res = await bff.request(`/article/${article?.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(titles(html)).toEqual(['Whitmer signs road funding plan | Mitics']);
    expect(meta(html, 'description')).toBe('The governor signed the $3 billion plan on Tuesday.');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/article/${article?.slug}`);
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/article/${article?.slug}`);
    expect(meta(html, 'og:image')).toBe('https://images.example.com/roads.jpg');
    expect(meta(html, 'og:image:width')).toBeUndefined();
    expect(meta(html, 'article:published_time')).toBe(article?.publishedAt);
    expect(metaAll(html, 'article:tag')).toEqual(['roads', 'budget']);
    expect(meta(html, 'keywords')).toMatch(/^roads, budget, Michigan Politics, Legislature/);

    const news = jsonLd(html).find((j) => j.value['@type'] === 'NewsArticle')?.value;
    expect(news).toMatchObject({
      headline: 'Whitmer signs road funding plan',
      datePublished: article?.publishedAt,
      dateModified: article?.updatedAt,
      author: [{ '@type': 'Person', name: 'Jane Reporter' }],
      image: ['https://images.example.com/roads.jpg'],
      publisher: { '@type': 'NewsMediaOrganization', name: 'Mitics' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/article/${article?.slug}` },
      articleSection: 'Legislature',
    });
  });

  it('asks the browser for the page\'s lead picture early: the article\'s image, the home lead\'s image', async () => {
    const article = await bff.request('/article/whitmer-signs-road-funding-plan');
    expect(await article.text()).toContain('<link rel="preload" as="image" href="https://images.example.com/roads.jpg" fetchpriority="high">');
    await publish({ title: 'Featured lead', excerpt: 'E', imageUrl: 'https://images.example.com/lead.jpg', isFeatured: true });
    expect(await (await bff.request('/')).text()).toContain('href="https://images.example.com/lead.jpg" fetchpriority="high"');
    expect(await (await bff.request('/about')).text()).not.toContain('rel="preload" as="image"');
  });

  it('escapes a title with quotes, <, > and & everywhere it goes', async () => {
    const article = bySlugOf(NASTY);
    const html = await (await bff.request(`/article/${article?.slug}`)).text();
    expect(html).not.toContain("<script>alert('x')</script>");
    expect(html).not.toContain('<b>tags</b>');
    expect(titles(html)).toEqual([`${NASTY} | Mitics`]);
    expect(meta(html, 'og:title')).toBe(`${NASTY} | Mitics`);
    expect(meta(html, 'description')).toBe('Quotes "and" <b>tags</b> & ampersands');
    const news = jsonLd(html).find((j) => j.value['@type'] === 'NewsArticle');
    expect(news?.raw).not.toMatch(/[<>]/);
    expect(news?.raw).toContain('\\u003cscript\\u003e');
    expect(news?.value.headline).toBe(NASTY);
  });

  it('answers 404 with the not-found meta for an unknown or malformed slug and an unknown path, still with the app', async () => {
    for (const path of ['/article/no-such-story', '/article/Not_A_Slug', '/article', '/no-such-page']) {
      const res = await bff.request(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('<div id="root">');
      expect(meta(html, 'robots'), path).toMatch(/^noindex/);
      expect(jsonLd(html).some((j) => j.value['@type'] === 'NewsArticle'), path).toBe(false);
    }
    expect(titles(await (await bff.request('/article/no-such-story')).text())).toEqual(['Article Not Found | Mitics']);
    expect(titles(await (await bff.request('/no-such-page')).text())).toEqual(['Page Not Found | Mitics']);
  });

  it('serves the shell with default meta and 503 when the content service cannot answer', async () => {
    const down = createBff({ logger, adminApiKey: KEY, services: { content: createServiceClient('content', 'http://127.0.0.1:9', (req) => fetch(req)), audience: unreachable('audience') }, webDist });
    const res = await down.request('/article/some-story');
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(titles(html)).toEqual(['Mitics | Michigan Politics News']);
    // Without PUBLIC_ORIGIN, links use the request's own origin.
    expect(linkHref(html, 'canonical')).toBe('http://localhost/article/some-story');
  });
});

describe('feeds and crawler files', () => {
  it('serves the latest 50 published articles as valid RSS 2.0', async () => {
    const res = await bff.request('/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await res.text();
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toBe('Mitics | Michigan Politics News');
    expect(feed.link).toBe(`${ORIGIN}/`);
    expect(feed.description).toMatch(/Michigan/);
    expect(feed.language).toBe('en-us');
    expect(feed.feedUrl).toBe(`${ORIGIN}/rss.xml`);
    expect(feed.lastBuildDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(feed.items).toHaveLength(50);

    const newest = (await (await bff.request('/api/articles?limit=50')).json()) as Article[];
    expect(feed.items.map((i) => i.link)).toEqual(newest.map((a) => `${ORIGIN}/article/${a.slug}`));

    const nasty = feed.items.find((i) => i.title === NASTY);
    const article = bySlugOf(NASTY);
    expect(nasty).toMatchObject({
      link: `${ORIGIN}/article/${article?.slug}`,
      guid: `${ORIGIN}/article/${article?.slug}`,
      creator: 'Staff Writer',
      categories: ['Federal'],
      content: 'Quotes "and" <b>tags</b> & ampersands',
    });
    expect(nasty?.pubDate).toBe(new Date(article?.publishedAt ?? '').toUTCString());
    // RFC 822 keeps whole seconds.
    expect(nasty?.isoDate).toBe(new Date(Math.floor(Date.parse(article?.publishedAt ?? '') / 1000) * 1000).toISOString());
    expect(xml).toContain(`<guid isPermaLink="true">${ORIGIN}/article/${article?.slug}</guid>`);
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toContain('<atom:link href="https://mitics.test/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it('lists the pages and every published article in the sitemap, with lastmod', async () => {
    const res = await bff.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const doc = (await parseStringPromise(await res.text())) as { urlset: { $: { xmlns: string }; url: { loc: string[]; lastmod?: string[] }[] } };
    expect(doc.urlset.$.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = doc.urlset.url.map((u) => ({ loc: u.loc[0], lastmod: u.lastmod?.[0] }));
    const locs = urls.map((u) => u.loc);
    for (const path of ['/', '/michigan-politics', '/breaking-news', '/federal', '/analysis']) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    // Not the search page, staff screens, pages not built yet, nor /breaking (its canonical is /breaking-news).
    for (const path of ['/search', '/adminpanel', '/login', '/breaking', ...PAGES_NOT_BUILT]) expect(locs).not.toContain(`${ORIGIN}${path}`);
    expect(created.length).toBeGreaterThan(50);
    for (const a of created) {
      expect(urls.find((u) => u.loc === `${ORIGIN}/article/${a.slug}`)?.lastmod).toBe(a.updatedAt);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('allows everything but the staff screens, keeps the API crawlable for rendering, and names the sitemap', async () => {
    const res = await bff.request('/robots.txt');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/adminpanel', '/create', '/contribute', '/twitter-settings', '/login', '/register']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('answers /favicon.ico with the site icon', async () => {
    const res = await bff.request('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await res.text()).toBe(FAVICON);
    const noWeb = createBff({ logger, adminApiKey: KEY, services: { content: createServiceClient('content', 'http://content.test', (req) => content.app.fetch(req)), audience: unreachable('audience') } });
    const redirect = await noWeb.request('/favicon.ico');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/favicon-48.png');
  });

  it('answers 503 for the feeds when the content service is down', async () => {
    const down = createBff({ logger, adminApiKey: KEY, services: { content: createServiceClient('content', 'http://127.0.0.1:9', (req) => fetch(req)), audience: unreachable('audience') } });
    expect((await down.request('/rss.xml')).status).toBe(503);
    expect((await down.request('/sitemap.xml')).status).toBe(503);
  });
});
