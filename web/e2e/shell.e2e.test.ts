import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { FAKE_WEATHER, startFakeSite, type FakeSite } from './support/fake-site';
import { axe } from './support/axe';

/**
 * The header, toasts, weather edge cases and overlays of the site shell (reader
 * spec §2, §9), on the fake site. Happy paths against the real BFF (weather,
 * newsletter, pop-up, analytics) are in shell-real.e2e.test.ts.
 */

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

const MOBILE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } as const;

async function withPage(run: (opened: OpenedPage) => Promise<void>, options: Parameters<typeof openPage>[2] = {}) {
  const opened = await openPage(browser, site.url, options);
  try {
    await run(opened);
  } finally {
    await opened.close();
  }
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}:${active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''}` : '';
  });

async function tabTo(page: Page, target: string, maxTabs = 10) {
  for (let i = 0; i < maxTabs; i += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === target) return;
  }
  throw new Error(`Tab never reached ${target}; focus is on ${await focused(page)}`);
}

async function violations(page: Page) {
  const results = await axe(page).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

describe('mobile header (375 px)', () => {
  it('hides the desktop nav and search behind a hamburger and a search toggle', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      expect(await page.getByRole('searchbox').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Search' }).getAttribute('aria-expanded')).toBe('false');
    }, MOBILE);
  });

  it('opens the side menu from the keyboard with the five sections and Advanced Search; Escape closes it', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await tabTo(page, 'button:Menu');
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      const sections = menu.getByRole('navigation', { name: 'Sections' }).getByRole('link');
      expect(await sections.allTextContents()).toEqual([
        'Home',
        'Michigan Politics',
        'Breaking News',
        'Federal',
        'Representatives',
      ]);
      expect(await menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
      expect(await menu.getByRole('link', { name: 'Advanced Search' }).getAttribute('href')).toBe('/search');
      expect(await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      // react-aria gives focus back to the button a frame after the dialog is gone.
      await expect.poll(() => focused(page)).toBe('button:Menu');
    }, MOBILE);
  });

  it('goes where a menu link points and closes the menu', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Representatives' }).click();
      await page.waitForURL('**/representatives');
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Advanced Search' }).click();
      await page.waitForURL((url) => url.pathname === '/search');
    }, MOBILE);
  });

  it('toggles the search bar: opening the menu closes it, and a search opens the results with Go', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await tabTo(page, 'button:Search');
      await page.keyboard.press('Enter');
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      await search.waitFor();
      expect(await page.evaluate(() => document.activeElement?.matches('input[type="search"]'))).toBe(true);
      expect(await page.getByRole('button', { name: 'Search' }).getAttribute('aria-expanded')).toBe('true');

      // An empty (trimmed) search does nothing.
      await page.keyboard.type('   ');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Go' }).click();
      expect(new URL(page.url()).pathname).toBe('/');

      // Opening the menu closes the search.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      expect(await page.getByRole('searchbox').count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });

      // And the search again, this time with text and the Go button (keyboard only).
      await tabTo(page, 'button:Search');
      await page.keyboard.press('Enter');
      await search.waitFor();
      await page.keyboard.type('road funding');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('button:Go');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/search?q=road%20funding');
      await search.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Search' }).getAttribute('aria-expanded')).toBe('false');
    }, MOBILE);
  });

  it('closes the search bar with Escape when it is empty, back on the toggle', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('searchbox', { name: 'Search articles' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('searchbox').waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('button:Search');
    }, MOBILE);
  });

  it('has no axe violations with the menu open', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await page.locator('article[data-variant="large"]').waitFor();
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      // Let the slide-in finish so colours are measured at rest.
      await page.waitForFunction(() => !document.querySelector('[data-entering]'));
      expect(await violations(page)).toEqual([]);
    }, MOBILE);
  });
});

describe('desktop header', () => {
  it('keeps the inline search and nav, without the mobile controls', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await page.getByRole('searchbox', { name: 'Search articles' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    });
  });
});

describe('Lansing weather', () => {
  it('shows the reading in the header with an accessible label and a decorative icon', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const weather = page.locator('[data-testid="weather"][data-state="ready"]');
      await weather.waitFor();
      expect(await weather.locator('[aria-hidden="true"]').last().textContent()).toBe('41°F Partly Cloudy · Lansing, MI');
      expect(await weather.innerText()).toContain('41°F Partly Cloudy · Lansing, MI');
      await page.getByText('Weather in Lansing, MI: 41 degrees Fahrenheit, Partly Cloudy').waitFor({ state: 'attached' });
      expect(await weather.locator('svg').getAttribute('aria-hidden')).toBe('true');
    });
  });

  it('shows nothing (after one retry) when the weather call fails, in a box of the same size', async () => {
    const ready = await openPage(browser, site.url);
    let readyBox: { width: number; height: number } | null = null;
    try {
      await ready.page.goto('/');
      await ready.page.locator('[data-testid="weather"][data-state="ready"]').waitFor();
      readyBox = await ready.page.getByTestId('weather').boundingBox();
    } finally {
      await ready.close();
    }
    site.setWeather(503);
    try {
      await withPage(async ({ page }) => {
        const before = site.apiRequests.filter((path) => path === '/api/weather').length;
        await page.goto('/');
        await expect
          .poll(() => site.apiRequests.filter((path) => path === '/api/weather').length - before, { timeout: 10_000 })
          .toBe(2);
        const slot = page.getByTestId('weather');
        expect(await slot.textContent()).toBe('');
        const box = await slot.boundingBox();
        expect(box?.width).toBeCloseTo(readyBox?.width ?? -1, 0);
        expect(box?.height).toBeCloseTo(readyBox?.height ?? -1, 0);
      });
    } finally {
      site.setWeather(FAKE_WEATHER);
    }
  });
});

describe('toasts', () => {
  async function showInvalidEmailToast(page: Page) {
    const footer = page.locator('footer');
    await footer.getByLabel('Email address').fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.locator('[data-toast-region] [role="alertdialog"]');
    await toast.getByText('Invalid email').waitFor();
    return toast;
  }

  async function drag(page: Page, box: { x: number; y: number; width: number; height: number }, dx: number) {
    const y = box.y + box.height / 2;
    const x = box.x + 20;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 6 });
    await page.mouse.up();
  }

  it('are dismissed by a swipe right past 50 px, not by a shorter one', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const toast = await showInvalidEmailToast(page);
      const box = await toast.boundingBox();
      if (!box) throw new Error('the toast has no box');
      await drag(page, box, 35);
      expect(await toast.count()).toBe(1);
      await drag(page, box, 120);
      await toast.waitFor({ state: 'detached' });
    });
  });

  it('show one at a time, bottom right, destructive in red', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const toast = await showInvalidEmailToast(page);
      await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
      expect(await toast.count()).toBe(1);
      const box = await toast.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1280 - 60);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(900 - 60);
      expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(176, 18, 27)');
    });
  });

  it('F8 moves focus to the notifications region', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await showInvalidEmailToast(page);
      await page.keyboard.press('F8');
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-toast-region'))).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('region');
    });
  });
});

describe('footer social links', () => {
  it('open the Mitics accounts in a new tab with accessible names', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const links = page.locator('footer').getByRole('list', { name: 'Mitics on social media' }).getByRole('link');
      await links.first().waitFor();
      const found = await links.evaluateAll((items) =>
        items.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
      );
      expect(found.map(([name]) => name)).toEqual([
        'Mitics on X (opens in a new tab)',
        'Mitics on Facebook (opens in a new tab)',
        'Mitics on LinkedIn (opens in a new tab)',
        'Mitics on YouTube (opens in a new tab)',
      ]);
      for (const [, href, target, rel] of found) {
        expect(href).toMatch(/^https:\/\//);
        expect(target).toBe('_blank');
        expect(rel).toContain('noopener');
      }
    });
  });
});
