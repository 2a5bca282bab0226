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

async function withPage(
  run: (opened: OpenedPage) => Promise<void>,
  options: Parameters<typeof openPage>[2] = {},
) {
  const opened = await openPage(browser, site.url, options);
  try {
    await run(opened);
  } finally {
    await opened.close();
  }
}

const focusedText = (opened: OpenedPage) =>
  opened.page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}:${active.getAttribute('aria-label') ?? active.textContent ?? ''}` : '';
  });

describe('routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/no/such/page');
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      expect(await page.locator('main').textContent()).toContain('Did you forget to add the page to the router?');
    });
  });

  it('opens the campaign finance hub from the nav, highlighted as the active route', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Campaign Finance' }).click();
      await page.waitForURL('**/campaign-finance');
      await page.getByRole('heading', { level: 1, name: 'Campaign Finance' }).waitFor();
      expect(await page.locator('main').textContent()).not.toContain('This section is coming soon.');
      await page.getByRole('tab', { name: 'Candidates' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Campaign Finance' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    });
  });

  it('scrolls back to the top on a route change', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto('/');
        await page.locator('article[data-variant="large"]').waitFor();
        await page.locator('footer').scrollIntoViewIfNeeded();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await page.locator('footer').getByRole('link', { name: 'About' }).click();
        await page.getByRole('heading', { level: 1, name: 'About Mitics' }).waitFor();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      },
      { reducedMotion: 'reduce' },
    );
  });
});

describe('header search', () => {
  it('goes to /search?q= with the trimmed text', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      await search.fill('  road funding  ');
      await search.press('Enter');
      await page.waitForURL('**/search?q=road%20funding');
      await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
      expect(await page.locator('main').textContent()).toContain('road funding');
    });
  });

  it('submits with the Search button too', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/federal');
      await page.getByRole('searchbox', { name: 'Search articles' }).fill('Whitmer');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL('**/search?q=Whitmer');
    });
  });

  it('does nothing when the text is empty or blank', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/federal');
      await page.getByRole('heading', { level: 1, name: 'Federal Politics' }).waitFor();
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      await search.fill('   ');
      await search.press('Enter');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      expect(new URL(page.url()).pathname).toBe('/federal');
      expect(new URL(page.url()).search).toBe('');
    });
  });
});

describe('keyboard', () => {
  it('reaches the skip link first, and it moves focus to the main content', async () => {
    await withPage(async (opened) => {
      const { page } = opened;
      await page.goto('/');
      await page.locator('article[data-variant="large"]').waitFor();
      await page.keyboard.press('Tab');
      expect(await focusedText(opened)).toBe('a:Skip to main content');
      expect(await page.locator(':focus').isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    });
  });

  it('reaches the search box and its button by tabbing', async () => {
    await withPage(async (opened) => {
      const { page } = opened;
      await page.goto('/');
      await page.locator('article[data-variant="large"]').waitFor();
      const reached: string[] = [];
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press('Tab');
        reached.push(await focusedText(opened));
        if (step === 2) {
          expect(await page.evaluate(() => document.activeElement?.matches('input[type="search"]'))).toBe(true);
        }
      }
      expect(reached).toEqual(['a:Skip to main content', 'a:Mitics.', 'input:', 'button:Search']);
    });
  });
});

describe('mobile width (375 px)', () => {
  it('fits the screen with a usable header, search and headlines', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto('/');
        await page.locator('article[data-variant="large"]').waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        // Below 960 px the nav and search sit behind the hamburger and the search toggle (shell.e2e.test.ts).
        expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);
        await page.getByRole('button', { name: 'Search' }).click();
        const search = page.getByRole('searchbox', { name: 'Search articles' });
        const box = await search.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThan(200);

        await search.fill('budget');
        await search.press('Enter');
        await page.waitForURL('**/search?q=budget');
      },
      { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    );
  });
});
