/**
 * Topic pages. Happy paths against the real site (embedded services, seeded
 * articles); loading, error and empty states against the fake site.
 */
import type { Article } from '@mitics/contracts';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { analysisArticles } from '../src/features/topics/lib/analysis';
import { breakingNews } from '../src/features/topics/lib/breaking';
import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startFakeSite, type FakeSite } from './support/fake-site';
import { startRealSite, type RealSite } from './support/real-site';
import { axe } from './support/axe';

let real: RealSite;
let fake: FakeSite;
let browser: Browser;

beforeAll(async () => {
  [real, fake, browser] = await Promise.all([startRealSite(), startFakeSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([real?.close(), fake?.close()]);
});

async function withPage(baseURL: string, run: (opened: OpenedPage) => Promise<void>, options: BrowserContextOptions = {}) {
  const opened = await openPage(browser, baseURL, options);
  try {
    await run(opened);
  } finally {
    await opened.close();
  }
}

async function api(path: string): Promise<Article[]> {
  return (await (await fetch(`${real.url}${path}`)).json()) as Article[];
}

/** Opens a topic page and waits for its cards; answers the API calls it made and the card titles. */
async function openTopic(opened: OpenedPage, path: string, heading: string) {
  const calls: string[] = [];
  opened.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  await opened.page.goto(path);
  await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  const cards = opened.page.locator('main article');
  await cards.first().waitFor();
  const titles = await cards.getByRole('heading', { level: 2 }).allTextContents();
  const drawnByServer = await opened.page.evaluate(() => document.getElementById('root')?.hasAttribute('data-ssr') ?? false);
  return { calls, cards, titles, drawnByServer };
}

describe('topic pages on the real site', () => {
  it('lists Michigan politics stories from category=michigan-politics&limit=50', async () => {
    const expected = await api('/api/articles?category=michigan-politics&limit=50');
    expect(expected.length).toBeGreaterThan(0);
    await withPage(real.url, async (opened) => {
      const { titles, drawnByServer } = await openTopic(opened, '/michigan-politics', 'Michigan Politics');
      // The server drew the page with that list (asked in-process as '/api/articles?category=michigan-politics&limit=50'): the browser asks nothing.
      expect(drawnByServer).toBe(true);
      expect(titles).toEqual(expected.map((a) => a.title));
      await expect.poll(() => opened.page.title()).toBe('Michigan Politics | Mitics');
      const intro = await opened.page.locator('main header p').last().textContent();
      expect(intro?.length).toBeGreaterThan(20);
    });
  });

  it('lists federal stories from category=federal&limit=50', async () => {
    const expected = await api('/api/articles?category=federal&limit=50');
    expect(expected.length).toBeGreaterThan(0);
    await withPage(real.url, async (opened) => {
      const { titles, drawnByServer } = await openTopic(opened, '/federal', 'Federal Politics');
      // The server drew the page with that list (asked in-process as '/api/articles?category=federal&limit=50'): the browser asks nothing.
      expect(drawnByServer).toBe(true);
      expect(titles).toEqual(expected.map((a) => a.title));
      await expect.poll(() => opened.page.title()).toBe('Federal Politics | Mitics');
    });
  });

  it.each(['/breaking-news', '/breaking'])('shows breaking news on %s, newest first, each with a BREAKING badge', async (path) => {
    const all = await api('/api/articles?limit=100');
    const expected = breakingNews(all, Date.now());
    // The seed's flagged stories are in; most of the archive is not.
    expect(expected.filter((a) => a.isBreaking).length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    await withPage(real.url, async (opened) => {
      const { cards, titles, drawnByServer } = await openTopic(opened, path, 'Breaking News');
      // The server drew the page with that list (asked in-process as '/api/articles?limit=100'): the browser asks nothing.
      expect(drawnByServer).toBe(true);
      expect(titles).toEqual(expected.map((a) => a.title));
      const badges = await cards.evaluateAll((nodes) =>
        nodes.map((node) => [...node.querySelectorAll('span')].filter((span) => span.textContent === 'Breaking').length),
      );
      expect(badges).toEqual(expected.map(() => 1));
      await expect.poll(() => opened.page.title()).toBe('Breaking News | Mitics');
    });
  });

  it('shows analysis and opinion, newest first, each with an ANALYSIS badge', async () => {
    const all = await api('/api/articles?limit=100');
    const expected = analysisArticles(all);
    expect(expected.map((a) => a.title)).toEqual(
      expect.arrayContaining(all.filter((a) => /^(Analysis|Opinion)/.test(a.title)).map((a) => a.title)),
    );
    await withPage(real.url, async (opened) => {
      const { cards, titles, drawnByServer } = await openTopic(opened, '/analysis', 'Analysis & Opinion');
      // The server drew the page with that list (asked in-process as '/api/articles?limit=100'): the browser asks nothing.
      expect(drawnByServer).toBe(true);
      expect(titles).toEqual(expected.map((a) => a.title));
      const badges = await cards.evaluateAll((nodes) =>
        nodes.map((node) => [...node.querySelectorAll('span')].filter((span) => span.textContent === 'Analysis').length),
      );
      expect(badges).toEqual(expected.map(() => 1));
      const colour = await cards
        .first()
        .locator('span', { hasText: /^Analysis$/ })
        .evaluate((node) => getComputedStyle(node).backgroundColor);
      expect(colour).toBe('rgb(91, 42, 134)');
      await expect.poll(() => opened.page.title()).toBe('Analysis & Opinion | Mitics');
    });
  });

  it('opens an article from a topic card', async () => {
    await withPage(real.url, async (opened) => {
      const { titles } = await openTopic(opened, '/federal', 'Federal Politics');
      const first = titles[0] ?? '';
      await opened.page.getByRole('link', { name: first }).click();
      await opened.page.getByRole('heading', { level: 1, name: first }).waitFor();
      expect(new URL(opened.page.url()).pathname).toMatch(/^\/article\//);
    });
  });
});

describe('topic pages while loading, on failure and when empty', () => {
  it('shows six skeleton cards while loading', async () => {
    await withPage(fake.url, async ({ page }) => {
      const release = fake.holdApi();
      try {
        await page.goto('/michigan-politics');
        await page.getByRole('heading', { level: 1, name: 'Michigan Politics' }).waitFor();
        await page.getByTestId('article-card-skeleton').nth(5).waitFor();
        expect(await page.getByTestId('article-card-skeleton').count()).toBe(6);
      } finally {
        release();
      }
      await page.locator('main article').first().waitFor();
      expect(await page.getByTestId('article-card-skeleton').count()).toBe(0);
    });
  });

  it("says 'Unable to load articles at this time.' when the list fails", async () => {
    fake.failArticleList(500);
    try {
      await withPage(fake.url, async ({ page }) => {
        await page.goto('/federal');
        await page.getByRole('alert').filter({ hasText: 'Unable to load articles at this time.' }).waitFor({ timeout: 15_000 });
        expect(await page.getByRole('heading', { level: 1, name: 'Federal Politics' }).count()).toBe(1);
      });
    } finally {
      fake.failArticleList(null);
    }
  });

  it.each([
    ['/michigan-politics', 'Michigan Politics', 'No Michigan politics articles available.', null],
    ['/breaking-news', 'Breaking News', 'No breaking news at this time', 'Check back for the latest urgent developments'],
    ['/federal', 'Federal Politics', 'No federal politics articles available', null],
    ['/analysis', 'Analysis & Opinion', 'No analysis articles available', null],
  ])('shows the empty state of %s', async (path, heading, empty, hint) => {
    fake.emptyArticleList(true);
    try {
      await withPage(fake.url, async ({ page }) => {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByText(empty, { exact: true }).waitFor();
        if (hint) expect(await page.getByText(hint, { exact: true }).count()).toBe(1);
        expect(await page.locator('main article').count()).toBe(0);
      });
    } finally {
      fake.emptyArticleList(false);
    }
  });

  it('filters breaking news on the client, from the unfiltered list', async () => {
    await withPage(fake.url, async (opened) => {
      const { titles } = await openTopic(opened, '/breaking', 'Breaking News');
      // Of the twenty fixtures only these two are breaking: one flagged, one flagged in category 'breaking'.
      expect(titles).toEqual(['Senate passes road funding plan in late-night vote', 'Court blocks new election rule days before deadline']);
    });
  });
});

describe('topic page accessibility (axe)', () => {
  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['375 px', { width: 375, height: 740 }],
  ])('finds no violations on /breaking-news (%s)', async (_name, viewport) => {
    await withPage(
      real.url,
      async (opened) => {
        await openTopic(opened, '/breaking-news', 'Breaking News');
        const results = await axe(opened.page).analyze();
        expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
      },
      { viewport },
    );
  });

  it('finds no violations on /analysis at 375 px', async () => {
    await withPage(
      real.url,
      async (opened) => {
        await openTopic(opened, '/analysis', 'Analysis & Opinion');
        const results = await axe(opened.page).analyze();
        expect(results.violations.map((v) => v.id)).toEqual([]);
      },
      { viewport: { width: 375, height: 740 } },
    );
  });
});
