/**
 * /podcast on the real embedded site in Debian Chromium: the demo shows, the
 * three tabs, the client-side search, skeletons and empty states, 'Coming
 * Soon' for an episode without audio, and the player actually playing an
 * episode's audio. The RSS links lead to the podcast feeds. axe finds nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { useRealSite, type RealSite } from './support/real-site';
import { expectNoAxeViolations, withReaderPage } from './support/reader-pages';

let site: RealSite;
let browser: Browser;

useRealSite((started) => ({ site, browser } = started));

const panel = (page: Page) => page.getByRole('tabpanel');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search podcasts and episodes' });

describe('/podcast', () => {
  it('shows the hero, the search box and the six latest episodes with an RSS Feed link', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/podcast');
      await page.getByRole('heading', { level: 1, name: 'Podcasts' }).waitFor();
      expect(await search(page).getAttribute('placeholder')).toBe('Search podcasts and episodes...');
      expect(await page.getByRole('tab', { name: 'Latest Episodes' }).getAttribute('aria-selected')).toBe('true');
      await panel(page).getByTestId('episode-card').first().waitFor();
      expect(await panel(page).getByTestId('episode-card').count()).toBe(6);
      const released = panel(page).getByTestId('episode-card').filter({ hasText: 'The road money deal, explained' });
      expect(await released.textContent()).toMatch(/Duration: 0:09 · [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      const upcoming = panel(page).getByTestId('episode-card').filter({ hasText: 'Budget season preview' });
      expect(await upcoming.textContent()).toContain('Duration: Unknown');
      const rss = panel(page).getByRole('link', { name: 'RSS Feed' });
      expect(await rss.getAttribute('href')).toBe('/podcast/feed.xml');
      const feed = await fetch(`${site.url}/podcast/feed.xml`);
      expect(feed.headers.get('content-type')).toContain('application/rss+xml');
      expect(await feed.text()).toContain('<itunes:image');
      expect(await page.title()).toBe('Podcasts | Mitics News');
      await expectNoAxeViolations(page, '/podcast latest');
    });
  });

  it('lists every show with its author, episode count and feed, and opens its episodes', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/podcast');
      await page.getByRole('tab', { name: 'All Podcasts' }).click();
      const cards = panel(page).getByTestId('podcast-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      const capitol = cards.filter({ has: page.getByRole('heading', { name: 'Capitol Week' }) });
      expect(await capitol.textContent()).toContain('by Mitics Newsroom');
      expect(await capitol.textContent()).toContain('4 episodes');
      expect(await capitol.getByRole('img', { name: 'Capitol Week cover art' }).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1400);
      expect(await capitol.getByRole('link', { name: 'RSS feed of Capitol Week' }).getAttribute('href')).toBe('/podcast/capitol-week/feed.xml');
      await expectNoAxeViolations(page, '/podcast all podcasts');

      await capitol.getByRole('button', { name: 'View Episodes of Capitol Week' }).click();
      expect(await page.getByRole('tab', { name: 'All Episodes' }).getAttribute('aria-selected')).toBe('true');
      await panel(page).getByRole('heading', { name: 'Episodes of Capitol Week' }).waitFor();
      expect(await panel(page).getByTestId('episode-card').count()).toBe(4);
      const upcoming = panel(page).getByTestId('episode-card').filter({ hasText: 'Budget season preview' });
      expect(await upcoming.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true);
      await panel(page).getByRole('button', { name: 'Show all episodes' }).click();
      await expect.poll(() => panel(page).getByTestId('episode-card').count()).toBe(8);
      await expectNoAxeViolations(page, '/podcast all episodes');
    });
  });

  it('filters on the client as the reader types, with the search hint when nothing matches', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/podcast');
      await panel(page).getByTestId('episode-card').first().waitFor();
      let requests = 0;
      page.on('request', (r) => r.url().includes('/api/podcast') && (requests += 1));
      await search(page).fill('absentee');
      await expect.poll(() => panel(page).getByTestId('episode-card').count()).toBe(1);
      await search(page).fill('no such words anywhere');
      await panel(page).getByRole('heading', { name: 'No Episodes Yet' }).waitFor();
      await panel(page).getByText('Try adjusting your search terms.').waitFor();
      await page.getByRole('tab', { name: 'All Podcasts' }).click();
      await panel(page).getByRole('heading', { name: 'No Podcasts Found' }).waitFor();
      await page.getByRole('tab', { name: 'All Episodes' }).click();
      await panel(page).getByRole('heading', { name: 'No Episodes Found' }).waitFor();
      await expectNoAxeViolations(page, '/podcast no results');
      expect(requests).toBe(0);
    });
  });

  it('plays an episode in the player: the audio really plays', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/podcast');
      const card = panel(page).getByTestId('episode-card').filter({ hasText: 'The road money deal, explained' });
      await card.getByRole('button', { name: /Play Episode/ }).click();
      const player = page.getByRole('region', { name: 'Now playing' });
      await player.getByText('The road money deal, explained').waitFor();
      await page.waitForFunction(() => {
        const audio = document.querySelector<HTMLAudioElement>('[data-testid="audio-player"] audio');
        return audio !== null && !audio.paused && audio.currentTime > 0.2 && audio.duration > 5;
      });
      await expectNoAxeViolations(page, '/podcast playing');
      await player.getByRole('button', { name: 'Close player' }).click();
      await player.waitFor({ state: 'detached' });
    });
  });

  it("shows skeletons while loading, then 'Check back soon...' when there is nothing yet", async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/podcast-episodes', async (route) => {
        await held;
        await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
      });
      await page.route('**/api/podcasts', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
      // The server draws /podcast with its data, so the loading state is a browser-side visit.
      await page.goto('/');
      await page.getByRole('link', { name: 'Podcasts', exact: true }).first().click();
      await page.waitForURL('**/podcast');
      await panel(page).getByRole('status').filter({ hasText: 'Loading episodes' }).waitFor();
      await expectNoAxeViolations(page, '/podcast loading');
      release();
      await panel(page).getByRole('heading', { name: 'No Episodes Yet' }).waitFor();
      await panel(page).getByText('Check back soon...').waitFor();
      await page.getByRole('tab', { name: 'All Podcasts' }).click();
      await panel(page).getByRole('heading', { name: 'No Podcasts Found' }).waitFor();
      await panel(page).getByText('Check back soon...').waitFor();
    });
  });
});
