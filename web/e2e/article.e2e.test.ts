import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startFakeSite, type FakeSite } from './support/fake-site';

let site: FakeSite;
let browser: Browser;

beforeAll(async () => {
  site = await startFakeSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The story itself: related cards and the carousel below it are articles too. */
const MAIN_ARTICLE = 'article[aria-labelledby="article-title"]';

async function withPage(run: (opened: OpenedPage) => Promise<void>) {
  const opened = await openPage(browser, site.url);
  try {
    await run(opened);
  } finally {
    await opened.close();
  }
}

describe('article page', () => {
  it('opens from a headline and shows the article', async () => {
    await withPage(async ({ page, pageErrors }) => {
      await page.goto('/');
      // The home page links this story from the ticker and the hero too: use its headline card.
      await page
        .getByRole('region', { name: 'Latest Headlines' })
        .getByRole('link', { name: 'Senate passes road funding plan in late-night vote' })
        .click();
      await page.waitForURL('**/article/senate-passes-road-funding-plan');

      // The address changes before the article's route has drawn (its code and data load after the
      // click), and the home page has an h1 of its own: wait for the story's heading, not any h1.
      const title = page.getByRole('heading', { level: 1, name: 'Senate passes road funding plan in late-night vote' });
      await title.waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expect.poll(() => page.title()).toBe('Senate passes road funding plan in late-night vote | Mitics');

      const article = page.locator(MAIN_ARTICLE);
      const text = (await article.textContent()) ?? '';
      expect(text).toContain('Michigan Politics');
      expect(text).toContain('Breaking');
      expect(text).toContain('By Reporter 0');
      expect(text).toContain('November 21, 2026');
      expect(text).toContain('1 min read');

      // Body: markdown-like text rendered as elements.
      expect(await article.getByRole('heading', { level: 2, name: 'What the plan does' }).count()).toBe(1);
      expect(await article.getByRole('heading', { level: 3, name: 'Who voted no' }).count()).toBe(1);
      expect(await article.locator('blockquote').textContent()).toBe(
        'This is a tax increase on every family in Michigan.',
      );
      expect(await article.locator('p strong').first().textContent()).toBe('20-18');
      expect(await article.locator('p em').first().textContent()).toBe('road funding');
      expect(text).toContain('It raises the fuel tax by four cents.');
      expect(text.toLowerCase()).not.toContain('read full article at source');
      expect(pageErrors).toEqual([]);
    });
  });

  it('never runs script found in the body', async () => {
    await withPage(async ({ page, pageErrors }) => {
      await page.goto('/article/senate-passes-road-funding-plan');
      const article = page.locator(MAIN_ARTICLE);
      await article.getByRole('heading', { level: 2, name: 'What the plan does' }).waitFor();
      expect(await article.textContent()).toContain('<script>window.__xss = true</script>');
      expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();
      expect(await article.locator('script').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });
  });

  it('shows the lead image once, eagerly, and the original source', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/article/senate-passes-road-funding-plan');
      const images = page.locator(`${MAIN_ARTICLE} img`);
      await images.first().waitFor();
      // The body repeats the lead image: it is shown only once.
      expect(await images.count()).toBe(1);
      expect(await images.first().getAttribute('loading')).toBe('eager');
      expect(await images.first().getAttribute('fetchpriority')).toBe('high');

      const source = page.getByRole('link', { name: /Example News/ });
      expect(await source.getAttribute('href')).toBe('https://www.example-news.com/road-funding');
      expect(await source.getAttribute('target')).toBe('_blank');
    });
  });

  it('plays a file video in a native player', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/article/governor-signs-budget');
      const video = page.locator(`${MAIN_ARTICLE} video`);
      await video.waitFor({ state: 'attached' });
      expect(await video.getAttribute('controls')).not.toBeNull();
      expect(await video.locator('source').getAttribute('type')).toBe('video/mp4');
    });
  });

  it("shows 'Article Not Found' for an unknown slug, without retrying the 404", async () => {
    await withPage(async ({ page }) => {
      await page.goto('/article/no-such-story');
      await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
      expect(await page.locator('main').textContent()).toContain("The article you're looking for doesn't exist.");
      expect(site.apiRequests.filter((path) => path === '/api/articles/no-such-story')).toHaveLength(1);
    });
  });

  it("uses the slug 'missing-slug' for /article", async () => {
    await withPage(async ({ page }) => {
      await page.goto('/article');
      await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
      expect(site.apiRequests).toContain('/api/articles/missing-slug');
    });
  });
});
