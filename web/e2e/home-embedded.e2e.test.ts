/**
 * The home page's first screen comes with the HTML (the BFF embeds the API
 * answers it needs, bff/src/seo/initial-data.ts) on the real embedded site: it
 * draws with the API held back, article text cannot break out of the embedded
 * JSON, and the seeded data still refreshes on its usual schedule. An article
 * page comes with its article the same way.
 */
import type { Article } from '@mitics/contracts';
import type { Browser, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { openPage } from './support/browser';
import { useRealSite, type RealSite } from './support/real-site';

let site: RealSite;
let browser: Browser;

/** The feeds the first screen reads: the article lists, featured, breaking and trending topics. */
const FEEDS = /\/api\/(articles(\?|\/featured|\/breaking)|trending-topics)/;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${site.url}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function publish(body: Record<string, unknown>): Promise<Article> {
  const response = await fetch(`${site.url}/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await site.adminKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      excerpt: 'An excerpt.',
      content: 'The body of the story.',
      author: 'Mitics Staff',
      category: 'michigan-politics',
      ...body,
    }),
  });
  if (!response.ok) throw new Error(`publish: ${response.status} ${await response.text()}`);
  return (await response.json()) as Article;
}

useRealSite((started) => ({ site, browser } = started));

describe('the home page with its data in the HTML', () => {
  it('draws the ticker, hero and headlines while every API call is held back', async () => {
    const [featured] = await api<Article[]>('/api/articles/featured');
    const latest = await api<Article[]>('/api/articles?limit=15&offset=0');
    const { page, pageErrors, close } = await openPage(browser, site.url, { viewport: { width: 412, height: 823 } });
    const held: Route[] = [];
    const asked: string[] = [];
    await page.route('**/api/**', (route) => {
      asked.push(new URL(route.request().url()).pathname + new URL(route.request().url()).search);
      held.push(route);
    });
    try {
      await page.goto('/');
      const lead = page.getByTestId('hero-lead');
      await lead.waitFor();
      expect(await lead.getByRole('heading').textContent()).toBe(featured?.title);
      await page.getByTestId('live-ticker').waitFor();
      const headlines = page.getByRole('region', { name: 'Latest Headlines' });
      await headlines.locator('article[data-variant="large"] h3').waitFor();
      expect(await headlines.locator('article[data-variant] h3').allTextContents()).toEqual(latest.map((a) => a.title));
      await page.getByTestId('trending-topics').waitFor();
      expect(asked.filter((path) => FEEDS.test(path))).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
      await close();
    }
  });

  it('shows a title with </script> and <script> as text: nothing runs, nothing breaks', async () => {
    const title = `</script><script>window.__pwned = true; alert(1)</script><!-- Lansing & "Detroit" \u2028 ${Date.now()}`;
    await publish({ title, isFeatured: true, imageUrl: '/images/seed/capitol.svg' });

    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).not.toContain('<script>window.__pwned');

    const { page, pageErrors, close } = await openPage(browser, site.url);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await page.goto('/');
      const lead = page.getByTestId('hero-lead');
      await lead.waitFor();
      expect(await lead.getByRole('heading').textContent()).toBe(title);
      await page.getByRole('region', { name: 'Latest Headlines' }).locator('article[data-variant="large"]').waitFor();
      expect(await page.evaluate('window.__pwned')).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(pageErrors).toEqual([]);
      // The data element was read and removed: nothing of it is left in the page.
      expect(await page.locator('#initial-data').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('is not fresh forever: the ticker asks for breaking news on its 15 s schedule', async () => {
    const { page, close } = await openPage(browser, site.url);
    try {
      const start = Date.now();
      const breakingRead = page.waitForRequest((request) => request.url().endsWith('/api/articles/breaking'), { timeout: 30_000 });
      await page.goto('/');
      await page.getByTestId('live-ticker').waitFor();
      await breakingRead;
      // Not on load (the HTML brought it), but at the first poll.
      expect(Date.now() - start).toBeGreaterThan(10_000);
    } finally {
      await close();
    }
  });
});

describe('an article page with its article in the HTML', () => {
  it('draws the article while the API is held back', async () => {
    const [article] = await api<Article[]>('/api/articles?limit=1');
    if (!article) throw new Error('no seeded article');
    const { page, pageErrors, close } = await openPage(browser, site.url);
    const held: Route[] = [];
    const asked: string[] = [];
    await page.route('**/api/**', (route) => {
      asked.push(new URL(route.request().url()).pathname);
      held.push(route);
    });
    try {
      await page.goto(`/article/${article.slug}`);
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
      expect(asked).not.toContain(`/api/articles/${article.slug}`);
      expect(pageErrors).toEqual([]);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
      await close();
    }
  });
});
