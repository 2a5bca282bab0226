/**
 * The walking skeleton's 'done when', as a user meets it: `npm start`'s entry
 * point on a fresh data folder shows seeded headlines in Debian chromium, a
 * click opens the article, and the data survives a restart without a second seed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { LiveArticleEvent, Weather, type Article } from '@mitics/contracts';
import { jsonLd, linkHref, meta, titles } from './support/html.ts';
import { sseReader } from './support/sse.ts';

const root = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

interface Site {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startSite(dataDir: string): Promise<Site> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bff/src/embedded.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), MITICS_DATA_DIR: dataDir, LOG_LEVEL: 'warn', MITICS_ADMIN_API_KEY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`embedded site exited early:\n${output}`);
    const ok = await fetch(`${base}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`embedded site did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, output: () => output };
}

async function stopSite(site: Site): Promise<number | null> {
  if (site.child.exitCode !== null) return site.child.exitCode;
  const exited = new Promise<number | null>((r) => site.child.once('exit', (code) => r(code)));
  site.child.kill('SIGTERM');
  return exited;
}

let dataDir: string;
let site: Site;
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
  if (site) await stopSite(site);
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start on a fresh data folder', () => {
  it('seeds at least 40 published articles through the commands', async () => {
    const list = (await (await fetch(`${site.base}/api/articles?limit=100`)).json()) as Article[];
    expect(list.length).toBeGreaterThanOrEqual(40);
  });

  it('shows the seeded headlines on the home page, and a click opens the article', async () => {
    const [latest] = (await (await fetch(`${site.base}/api/articles?limit=1`)).json()) as Article[];
    expect(latest).toBeDefined();
    const page = await browser.newPage();
    await page.goto(site.base);
    // A headline in the page, not the live ticker's copy, which scrolls and so never holds still for a click.
    const headline = page.getByRole('link', { name: latest?.title ?? '' }).and(page.locator(':not([data-testid="live-ticker"] a)')).first();
    await headline.waitFor();
    await headline.click();
    await page.waitForURL(`**/article/${latest?.slug}`);
    await page.getByRole('heading', { level: 1, name: latest?.title ?? '' }).waitFor({ state: 'visible' });
    // The head followed the client-side navigation: the article's own tags, once each.
    await expect.poll(() => page.title()).toBe(`${latest?.title} | Mitics`);
    await expect.poll(() => page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.base}/article/${latest?.slug}`);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => (JSON.parse(e.textContent ?? '{}') as { '@type'?: string })['@type']));
    expect(types).toEqual(['NewsMediaOrganization', 'NewsArticle']);
    await page.close();
  });

  it('serves an article page with its title, social tags, canonical link and NewsArticle data to a client without JavaScript', async () => {
    const [latest] = (await (await fetch(`${site.base}/api/articles?limit=1`)).json()) as Article[];
    if (!latest) throw new Error('no article');
    const res = await fetch(`${site.base}/article/${latest.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const url = `${site.base}/article/${latest.slug}`;
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

    const missing = await fetch(`${site.base}/article/no-such-story-here`);
    expect(missing.status).toBe(404);
    expect(titles(await missing.text())).toEqual(['Article Not Found | Mitics']);
  });

  it('serves the feed, the sitemap, robots.txt, the favicon and the weather estimate offline', async () => {
    const rss = await fetch(`${site.base}/rss.xml`);
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    expect((await rss.text()).match(/<item>/g)?.length).toBeGreaterThanOrEqual(40);
    expect(await (await fetch(`${site.base}/sitemap.xml`)).text()).toContain(`<loc>${site.base}/michigan-politics</loc>`);
    expect(await (await fetch(`${site.base}/robots.txt`)).text()).toContain(`Sitemap: ${site.base}/sitemap.xml`);
    expect((await fetch(`${site.base}/favicon.ico`)).headers.get('content-type')).toBe('image/svg+xml');
    for (const path of ['/og-image.png', '/logo-512.png']) expect((await fetch(`${site.base}${path}`)).headers.get('content-type')).toBe('image/png');
    const weather = Weather.parse(await (await fetch(`${site.base}/api/weather`)).json());
    expect(weather.location).toBe('Lansing, MI');
  });

  it('pushes a newly published breaking article to an open /api/live stream', async () => {
    const key = (await readFile(join(dataDir, 'admin-api-key'), 'utf8')).trim();
    const controller = new AbortController();
    const res = await fetch(`${site.base}/api/live`, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = sseReader(res.body);
    expect((await stream.next()).retry).toBe(5000);

    const created = await fetch(`${site.base}/api/articles`, {
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
    const before = (await (await fetch(`${site.base}/api/articles?limit=100`)).json()) as Article[];
    const key = (await readFile(join(dataDir, 'admin-api-key'), 'utf8')).trim();
    const created = await fetch(`${site.base}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Written before the restart', excerpt: 'E', content: 'C', author: 'Staff' }),
    });
    expect(created.status).toBe(201);
    expect(await stopSite(site)).toBe(0);

    site = await startSite(dataDir);
    const after = (await (await fetch(`${site.base}/api/articles?limit=100`)).json()) as Article[];
    expect(after.length).toBe(Math.min(before.length + 1, 100));
    expect(after.some((a) => a.title === 'Written before the restart')).toBe(true);
  });
});
