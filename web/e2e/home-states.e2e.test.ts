/**
 * Home page states the real server will not show on demand, on the fake site:
 * loading, empty feeds, live events, reduced motion; and axe over the whole page.
 */
import type { Article } from '@mitics/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startFakeSite, TRENDING_TOPICS, type FakeSite } from './support/fake-site';
import { axe } from './support/axe';

let site: FakeSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startFakeSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function withPage(run: (opened: OpenedPage) => Promise<void>, options?: Parameters<typeof openPage>[2]) {
  const opened = await openPage(browser, site.url, options);
  try {
    await run(opened);
    expect(opened.pageErrors).toEqual([]);
  } finally {
    await opened.close();
  }
}

/** Waits until every section of the home page has its data. */
async function homeLoaded(page: Page) {
  await page.getByRole('region', { name: 'Live Updates' }).waitFor();
  await page.getByTestId('hero-lead').waitFor();
  await page.getByTestId('trending-topics').waitFor();
  await page.getByTestId('story-grid').waitFor();
  await page.getByTestId('more-headlines').waitFor();
  await page.getByRole('region', { name: 'Federal News Impacting Michigan' }).locator('h4, p').first().waitFor();
  await page.getByRole('region', { name: 'Latest Headlines' }).locator('article[data-variant="large"]').waitFor();
}

describe('home page while loading', () => {
  it('shows skeletons shaped like the hero, the grid and the rail, and the ticker bar keeps its place', async () => {
    await withPage(async ({ page }) => {
      const release = site.holdApi();
      try {
        await page.goto('/');
        // The page itself, not the router's placeholder while its code loads.
        const grid = page.getByRole('region', { name: 'More Stories' });
        await grid.getByTestId('article-card-skeleton').nth(5).waitFor();
        expect(await grid.getByTestId('article-card-skeleton').count()).toBe(6);
        await page.getByTestId('hero-skeleton').waitFor();
        const barHeight = await page.getByTestId('live-ticker-loading').evaluate((node) => node.getBoundingClientRect().height);
        expect(await page.getByRole('region', { name: 'Latest Headlines' }).getByTestId('article-card-skeleton').count()).toBe(6);
        expect(await page.getByRole('status').filter({ hasText: 'Loading top stories' }).count()).toBe(1);
        const heroTop = await page.getByTestId('hero-skeleton').evaluate((node) => node.getBoundingClientRect().top);

        release();
        await page.getByTestId('hero-lead').waitFor();
        await page.getByRole('region', { name: 'Live Updates' }).waitFor();
        expect(await page.getByTestId('hero-skeleton').count()).toBe(0);
        // The real bar is as tall as its placeholder: the hero did not move.
        const bar = await page.getByTestId('live-ticker').evaluate((node) => node.getBoundingClientRect().height);
        expect(bar).toBe(barHeight);
        expect(await page.getByRole('region', { name: 'Top Stories' }).evaluate((node) => node.getBoundingClientRect().top)).toBe(heroTop);
      } finally {
        release();
      }
    });
  });
});

describe('home page with data', () => {
  it('shows the breaking fixture first in the ticker and the latest three after it', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const links = page.getByRole('region', { name: 'Live Updates' }).getByRole('listitem').getByRole('link');
      await links.first().waitFor();
      expect(await links.allTextContents()).toEqual([
        'BREAKING: Senate passes road funding plan in late-night vote',
        'Governor signs $80 billion state budget',
        'Federal grant brings new money to Detroit transit',
        'Court blocks new election rule days before deadline',
      ]);
    });
  });

  it('shows 8 of the 10 trending topics', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const topics = page.getByTestId('trending-topics').getByRole('link');
      await topics.first().waitFor();
      expect(await topics.count()).toBe(8);
      expect(await topics.first().getAttribute('href')).toBe('/search?q=Budget');
      expect(await topics.nth(1).getAttribute('href')).toBe('/search?q=Road%20Funding');
      expect(TRENDING_TOPICS).toHaveLength(10);
    });
  });

  it('stops the ticker for readers who ask for reduced motion', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto('/');
        const ticker = page.getByRole('region', { name: 'Live Updates' });
        await ticker.waitFor();
        const track = ticker.locator('ul').locator('..');
        expect(await track.evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
        // Nothing moves, so no pause button; the list scrolls under the reader's control.
        expect(await ticker.getByRole('button').isVisible()).toBe(false);
        expect(await ticker.locator('ul').locator('../..').evaluate((node) => getComputedStyle(node).overflowX)).toBe('auto');
      },
      { reducedMotion: 'reduce' },
    );
  });

  it('pauses the scrolling while the pointer is over it or a link in it has focus', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const ticker = page.getByRole('region', { name: 'Live Updates' });
      await ticker.waitFor();
      const track = ticker.locator('ul').locator('..');
      const playState = () => track.evaluate((node) => getComputedStyle(node).animationPlayState);
      expect(await track.evaluate((node) => getComputedStyle(node).animationName)).not.toBe('none');
      expect(await playState()).toBe('running');
      await ticker.getByRole('link').first().focus();
      expect(await playState()).toBe('paused');
      await page.getByRole('link', { name: 'All Updates' }).focus();
      expect(await playState()).toBe('running');
      // The scrolling box itself does not move; its track does.
      await ticker.locator('ul').locator('../..').hover();
      expect(await playState()).toBe('paused');
    });
  });
});

describe('live updates', () => {
  it('refreshes the ticker as soon as /api/live says an article changed', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const ticker = page.getByRole('region', { name: 'Live Updates' });
      await ticker.waitFor();
      await expect.poll(() => site.liveStreams()).toBe(1);

      const story: Article = {
        ...(site.articles[1] as Article),
        id: 'fixture-live',
        slug: 'emergency-declared-in-upper-peninsula',
        title: 'Emergency declared in the Upper Peninsula after ice storm',
        isBreaking: true,
        publishedAt: new Date().toISOString(),
      };
      site.articles.unshift(story);
      try {
        site.sendLive({
          kind: 'published',
          articleId: story.id,
          slug: story.slug,
          title: story.title,
          isBreaking: true,
          at: new Date().toISOString(),
        });
        // Well before the next poll (15 s).
        await ticker
          .getByRole('link', { name: 'BREAKING: Emergency declared in the Upper Peninsula after ice storm' })
          .waitFor({ timeout: 3000 });
      } finally {
        site.articles.splice(site.articles.indexOf(story), 1);
      }
    });
  });

  it('closes the stream when the reader leaves the home page', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await page.getByRole('region', { name: 'Live Updates' }).waitFor();
      await expect.poll(() => site.liveStreams()).toBe(1);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Federal' }).click();
      await page.waitForURL('**/federal');
      await expect.poll(() => site.liveStreams(), { timeout: 5000 }).toBe(0);
    });
  });
});

describe('home page with nothing to show', () => {
  it('hides the ticker and the hero and says so in each list', async () => {
    site.emptyArticleList(true);
    site.emptyFeeds(true);
    try {
      await withPage(async ({ page }) => {
        await page.goto('/');
        const latest = page.getByRole('region', { name: 'Latest Headlines' });
        await latest.getByText('No articles available in this category').waitFor();
        await page.getByText('No trending topics right now.').waitFor();
        await page.getByText('No federal news affecting Michigan right now.').waitFor();
        await page.getByText('No other headlines yet.').waitFor();
        expect(await page.getByRole('region', { name: 'Live Updates' }).count()).toBe(0);
        expect(await page.getByTestId('live-ticker-loading').count()).toBe(0);
        expect(await page.getByRole('region', { name: 'Top Stories' }).count()).toBe(0);
        expect(await page.getByRole('region', { name: 'More Stories' }).count()).toBe(0);
        expect(await latest.getByRole('button', { name: 'Load More Stories' }).count()).toBe(0);
        // The built-in delegation and issues do not depend on the feeds.
        expect(await page.getByTestId('representatives').locator(':scope > li').count()).toBe(6);
        expect(await page.getByTestId('federal-issues').locator(':scope > li').count()).toBe(4);
      });
    } finally {
      site.emptyArticleList(false);
      site.emptyFeeds(false);
    }
  });

  it('leads with the latest story when nothing is featured or breaking', async () => {
    site.emptyFeeds(true);
    try {
      await withPage(async ({ page }) => {
        await page.goto('/');
        const lead = page.getByTestId('hero-lead');
        await lead.waitFor();
        expect(await lead.getByRole('heading').textContent()).toBe(site.articles[0]?.title);
        expect(await lead.getByText('Breaking News', { exact: true }).count()).toBe(0);
        // No breaking article: the ticker lists the latest three only.
        const links = page.getByRole('region', { name: 'Live Updates' }).getByRole('listitem');
        expect(await links.count()).toBe(3);
        expect(await links.first().textContent()).not.toContain('BREAKING: ');
      });
    } finally {
      site.emptyFeeds(false);
    }
  });

  it('quietly shows the built-in delegation when the congressional calls fail, without retrying them', async () => {
    await withPage(async ({ page }) => {
      const before = site.apiRequests.length;
      await page.goto('/');
      await homeLoaded(page);
      expect(await page.getByTestId('representatives').locator('h4').first().textContent()).toBe('Gary Peters');
      const calls = site.apiRequests.slice(before).filter((path) => path.startsWith('/api/congressional/'));
      expect(calls.sort()).toEqual(['/api/congressional/delegation', '/api/congressional/issues']);
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });
});

describe('accessibility (axe) of the whole home page', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    it(`finds no violations at ${viewport.width} px`, async () => {
      await withPage(
        async ({ page }) => {
          await page.goto('/');
          await homeLoaded(page);
          const results = await axe(page).analyze();
          expect(
            results.violations.map((violation) => ({
              id: violation.id,
              help: violation.help,
              targets: violation.nodes.map((node) => node.target.join(' ')),
            })),
          ).toEqual([]);
        },
        { viewport },
      );
    });
  }
});
