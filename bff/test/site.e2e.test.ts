/**
 * The walking skeleton's 'done when', as a user meets it: `npm start`'s entry
 * point on a fresh data folder shows seeded headlines in Debian chromium, a
 * click opens the article, and the data survives a restart without a second seed.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { LiveArticleEvent, Weather, type Article } from '@mitics/contracts';
import { jsonLd, linkHref, meta, titles } from './support/html.ts';
import { sseReader } from './support/sse.ts';
import { startRealSite, type RealSite } from '../src/testing/real-site.ts';

async function startSite(dataDir: string): Promise<RealSite> {
  return startRealSite({}, { dataDir, keepData: true });
}

let dataDir: string;
let site: RealSite;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mitics-site-'));
  site = await startSite(dataDir);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

afterAll(async () => {
  await browser?.close();
  if (site) await site.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start on a fresh data folder', () => {
  it('seeds at least 40 published articles through the commands', async () => {
    const list = (await (await fetch(`${site.url}/api/articles?limit=100`)).json()) as Article[];
    expect(list.length).toBeGreaterThanOrEqual(40);
  });

  it('shows the seeded headlines on the home page, and a click opens the article', async () => {
    const [latest] = (await (await fetch(`${site.url}/api/articles?limit=1`)).json()) as Article[];
    expect(latest).toBeDefined();
    const page = await browser.newPage();
    await page.goto(site.url);
    // A headline in the page, not the live ticker's copy, which scrolls and so never holds still for a click.
    const headline = page.getByRole('link', { name: latest?.title ?? '' }).and(page.locator(':not([data-testid="live-ticker"] a)')).first();
    await headline.waitFor();
    await headline.click();
    await page.waitForURL(`**/article/${latest?.slug}`);
    await page.getByRole('heading', { level: 1, name: latest?.title ?? '' }).waitFor({ state: 'visible' });
    // The head followed the client-side navigation: the article's own tags, once each.
    await expect.poll(() => page.title()).toBe(`${latest?.title} | Mitics`);
    await expect.poll(() => page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.url}/article/${latest?.slug}`);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => (JSON.parse(e.textContent ?? '{}') as { '@type'?: string })['@type']));
    expect(types).toEqual(['NewsMediaOrganization', 'NewsArticle']);
    await page.close();
  });

  it('serves an article page with its title, social tags, canonical link and NewsArticle data to a client without JavaScript', async () => {
    const [latest] = (await (await fetch(`${site.url}/api/articles?limit=1`)).json()) as Article[];
    if (!latest) throw new Error('no article');
    const res = await fetch(`${site.url}/article/${latest.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const url = `${site.url}/article/${latest.slug}`;
    expect(titles(html)).toEqual([`${latest.title} | Mitics`]);
    expect(meta(html, 'og:title')).toBe(`${latest.title} | Mitics`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toMatch(/^http/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(linkHref(html, 'canonical')).toBe(url);
    const news = jsonLd(html).find((j) => j.value['@type'] === 'NewsArticle')?.value;
    expect(news).toMatchObject({ headline: latest.title, datePublished: latest.publishedAt, mainEntityOfPage: { '@id': url } });
    expect(jsonLd(html).some((j) => j.value['@type'] === 'NewsMediaOrganization')).toBe(true);

    const missing = await fetch(`${site.url}/article/no-such-story-here`);
    expect(missing.status).toBe(404);
    expect(titles(await missing.text())).toEqual(['Article Not Found | Mitics']);
  });

  it('serves the feed, the sitemap, robots.txt, the favicon and the weather estimate offline', async () => {
    const rss = await fetch(`${site.url}/rss.xml`);
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    expect((await rss.text()).match(/<item>/g)?.length).toBeGreaterThanOrEqual(40);
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).toContain(`<loc>${site.url}/michigan-politics</loc>`);
    expect(await (await fetch(`${site.url}/robots.txt`)).text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect((await fetch(`${site.url}/favicon.ico`)).headers.get('content-type')).toBe('image/png');
    for (const path of ['/og-image.png', '/logo-512.png']) expect((await fetch(`${site.url}${path}`)).headers.get('content-type')).toBe('image/png');
    const weather = Weather.parse(await (await fetch(`${site.url}/api/weather`)).json());
    expect(weather.location).toBe('Lansing, MI');
  });

  it('pushes a newly published breaking article to an open /api/live stream', async () => {
    const key = (await readFile(join(dataDir, 'admin-api-key'), 'utf8')).trim();
    const controller = new AbortController();
    const res = await fetch(`${site.url}/api/live`, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = sseReader(res.body);
    expect((await stream.next()).retry).toBe(5000);

    const created = await fetch(`${site.url}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Breaking: Capitol evacuated', excerpt: 'E', content: 'C', author: 'Staff', category: 'breaking', isBreaking: true }),
    });
    expect(created.status).toBe(201);
    const article = (await created.json()) as Article;
    const frame = await stream.next((f) => f.event === 'article' && (JSON.parse(f.data ?? '{}') as { kind?: string }).kind === 'published');
    expect(LiveArticleEvent.parse(JSON.parse(frame.data ?? ''))).toMatchObject({ articleId: article.id, slug: article.slug, title: 'Breaking: Capitol evacuated', isBreaking: true });
    controller.abort();
  });

  it('keeps its data across a restart and does not seed twice', async () => {
    const before = (await (await fetch(`${site.url}/api/articles?limit=100`)).json()) as Article[];
    const key = (await readFile(join(dataDir, 'admin-api-key'), 'utf8')).trim();
    const created = await fetch(`${site.url}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Written before the restart', excerpt: 'E', content: 'C', author: 'Staff' }),
    });
    expect(created.status).toBe(201);
    expect(await site.close()).toBe(0);

    site = await startSite(dataDir);
    const after = (await (await fetch(`${site.url}/api/articles?limit=100`)).json()) as Article[];
    expect(after.length).toBe(Math.min(before.length + 1, 100));
    expect(after.some((a) => a.title === 'Written before the restart')).toBe(true);
  });
});
