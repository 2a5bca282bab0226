import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startFakeSite, type FakeSite } from './support/fake-site';
import { SITE_TIME_ZONE } from '../src/lib/dates';

let site: FakeSite;
let browser: Browser;
let opened: OpenedPage;

/** The 'Latest Headlines' section: the home page shows article cards elsewhere too (hero, grid). */
const headlines = (page = opened.page) => page.getByRole('region', { name: 'Latest Headlines' });

beforeAll(async () => {
  site = await startFakeSite();
  browser = await launchBrowser();
  opened = await openPage(browser, site.url);
  await opened.page.goto('/');
  await opened.page.locator('article[data-variant]').first().waitFor();
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
  await site?.close();
});

describe('home page while loading and on failure', () => {
  it('shows six skeleton cards until the headlines arrive', async () => {
    const other = await openPage(browser, site.url);
    const release = site.holdApi();
    try {
      await other.page.goto('/');
      const skeletons = headlines(other.page).getByTestId('article-card-skeleton');
      await skeletons.nth(5).waitFor();
      expect(await skeletons.count()).toBe(6);
      release();
      await other.page.locator('article[data-variant="large"]').waitFor();
      expect(await skeletons.count()).toBe(0);
    } finally {
      release();
      await other.close();
    }
  });

  it("shows 'Failed to fetch articles' after the retries fail", async () => {
    const other = await openPage(browser, site.url);
    site.failArticleList(500);
    const before = site.apiRequests.length;
    try {
      await other.page.goto('/');
      await other.page.getByRole('alert').filter({ hasText: 'Failed to fetch articles' }).waitFor({ timeout: 15_000 });
      // One try and two retries.
      const tries = site.apiRequests.slice(before).filter((path) => path === '/api/articles?limit=15&offset=0');
      expect(tries).toHaveLength(3);
    } finally {
      site.failArticleList(null);
      await other.close();
    }
  });
});

describe('home page', () => {
  it('asks for the first 15 headlines, unfiltered', () => {
    expect(site.apiRequests).toContain('/api/articles?limit=15&offset=0');
  });

  it('shows the first article large, the next two medium and the rest standard', async () => {
    const cards = headlines().locator('article[data-variant]');
    expect(await cards.count()).toBe(15);
    const variants = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-variant')));
    expect(variants).toEqual(['large', 'medium', 'medium', ...Array<string>(12).fill('standard')]);

    const titles = await cards.locator('h3').allTextContents();
    expect(titles).toEqual(site.articles.slice(0, 15).map((article) => article.title));
  });

  it('links each headline to its article', async () => {
    const href = await headlines()
      .getByRole('link', { name: 'Senate passes road funding plan in late-night vote' })
      .getAttribute('href');
    expect(href).toBe('/article/senate-passes-road-funding-plan');
  });

  it('shows badges, time, author and up to 3 tags on the large card', async () => {
    const lead = opened.page.locator('article[data-variant="large"]');
    const text = await lead.textContent();
    expect(text).toContain('Breaking');
    expect(text).toContain('Michigan Politics');
    expect(text).toContain('Reporter 0');
    expect(await lead.locator('time').textContent()).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(await lead.locator('[aria-label="Tags"] li').count()).toBe(3);
    expect(await headlines().locator('article[data-variant="medium"]').first().locator('[aria-label="Tags"] li').count()).toBe(2);
  });

  it('marks video stories with a VIDEO badge', async () => {
    const videoCard = headlines().locator('article', { hasText: 'Governor signs $80 billion state budget' });
    expect(await videoCard.getByText('Video', { exact: true }).isVisible()).toBe(true);
  });

  it('shows a coloured placeholder when the image is missing or fails', async () => {
    const placeholderColour = (title: string) =>
      headlines()
        .locator('article', { hasText: title })
        .locator('[data-placeholder]')
        .evaluate((node) => [node.getAttribute('data-placeholder'), getComputedStyle(node).backgroundColor]);

    // Federal story without an image: green.
    expect(await placeholderColour('Federal grant brings new money to Detroit transit')).toEqual([
      'green',
      'rgb(29, 107, 58)',
    ]);
    // Breaking story whose image answers 404: red, once the error arrives.
    // Its image is lazy and below the fold: bring it into view so it loads (and fails).
    const card = headlines().locator('article', { hasText: 'Court blocks new election rule' });
    await card.scrollIntoViewIfNeeded();
    await card.locator('[data-placeholder]').waitFor();
    expect(await placeholderColour('Court blocks new election rule')).toEqual(['red', 'rgb(176, 18, 27)']);
  });

  it('reserves the image box before images load', async () => {
    const ratio = await opened.page
      .locator('article[data-variant="large"] > div')
      .first()
      .evaluate((node) => getComputedStyle(node).aspectRatio);
    expect(ratio).toBe('3 / 2');
  });

  it('loads 6 more stories per press and hides the button when the list is exhausted', async () => {
    const { page } = opened;
    const loadMore = page.getByRole('button', { name: 'Load More Stories' });
    await loadMore.click();
    await headlines().locator('article[data-variant]').nth(19).waitFor();
    expect(site.apiRequests).toContain('/api/articles?limit=21&offset=0');
    expect(await headlines().locator('article[data-variant]').count()).toBe(20);
    // 20 returned for a limit of 21: nothing more to load.
    await loadMore.waitFor({ state: 'detached' });
  });

  it('shows the header date, dateline and the active nav item', async () => {
    const { page } = opened;
    // The day in Lansing, not on the machine running the test (they differ each evening from 7 or 8 pm Lansing time).
    const lansingToday = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date());
    expect(await page.getByTestId('header-date').textContent()).toBe(lansingToday);
    expect(await page.locator('header').textContent()).toContain('Lansing, Michigan');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Federal' }).getAttribute('aria-current')).toBeNull();
  });

  it('has a footer with the section, company and search links and a copyright line', async () => {
    const footer = opened.page.locator('footer');
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const path of [
      '/michigan-politics',
      '/breaking-news',
      '/federal',
      '/analysis',
      '/about',
      '/careers',
      '/contact',
      '/privacy',
      '/terms',
      '/campaign-finance',
      '/legislature',
      '/newsletter',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(hrefs.some((href) => href?.startsWith('/search?q='))).toBe(true);
    expect(await footer.textContent()).toMatch(/© \d{4} Mitics\. All rights reserved\./);
  });

  it('shows the search text from ?q=, cleans the address, and an empty result message', async () => {
    const other = await openPage(browser, site.url);
    try {
      await other.page.goto('/?q=zzz-nothing');
      await other.page.getByText('No articles found matching "zzz-nothing"').waitFor();
      expect(site.apiRequests).toContain('/api/articles?limit=15&offset=0&search=zzz-nothing');
      expect(new URL(other.page.url()).search).toBe('');
      await other.page.getByRole('button', { name: 'Clear search' }).click();
      await other.page.locator('article[data-variant="large"]').waitFor();
    } finally {
      await other.close();
    }
  });

  it('raised no page errors', () => {
    expect(opened.pageErrors).toEqual([]);
  });
});
