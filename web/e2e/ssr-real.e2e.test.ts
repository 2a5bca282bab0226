import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage } from './support/browser';
import { startRealSite, type RealSite } from './support/real-site';

/**
 * Reader pages arrive drawn by the server (issue 13): with JavaScript off the
 * page is there; with it on, React takes the same markup over without a
 * mismatch, and links then navigate inside the app.
 */

let site: RealSite;
let browser: Browser;

beforeAll(async () => {
  site = await startRealSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

type Story = { slug: string; title: string; excerpt: string };

describe('server-rendered reader pages', () => {
  it('shows the first screen from the HTML alone, with no script run', async () => {
    const [first] = (await (await fetch(`${site.url}/api/articles?limit=1`)).json()) as Story[];
    const representatives = (await (await fetch(`${site.url}/api/congressional/delegation`)).json().catch(() => null)) as unknown;
    const opened = await openPage(browser, site.url, { javaScriptEnabled: false });
    try {
      await opened.page.goto('/');
      await opened.page.getByRole('heading', { name: 'Latest Headlines' }).waitFor();
      expect(await opened.page.getByText(first?.title ?? 'no title').count()).toBeGreaterThan(0);

      await opened.page.goto(`/article/${first?.slug ?? ''}`);
      expect(await opened.page.getByRole('heading', { level: 1, name: first?.title ?? '' }).count()).toBe(1);

      await opened.page.goto('/federal');
      expect(await opened.page.locator('main a[href^="/article/"]').count()).toBeGreaterThan(0);

      await opened.page.goto('/representatives');
      expect(representatives).not.toBeNull();
      expect(await opened.page.locator('main a[href^="/legislators/"]').count()).toBeGreaterThan(10);
    } finally {
      await opened.close();
    }
  });

  it('asks for no script at high priority, and for the app only once the page is on screen', async () => {
    const html = await (await fetch(`${site.url}/legislature`)).text();
    const tags = [...html.matchAll(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain('fetchpriority="low"');

    const opened = await openPage(browser, site.url);
    try {
      await opened.page.goto('/legislature');
      await opened.page.waitForLoadState('networkidle');
      const timings = await opened.page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? null,
        react: performance.getEntriesByType('resource').find((entry) => /\/assets\/react-[\w-]+\.js$/.test(entry.name))?.startTime ?? null,
      }));
      expect(timings.paint).not.toBeNull();
      expect(timings.react).not.toBeNull();
      // React and the app are fetched after the first paint and the load event, never during them.
      expect(timings.react ?? 0).toBeGreaterThan(timings.paint ?? Number.POSITIVE_INFINITY);
      expect(timings.react ?? 0).toBeGreaterThanOrEqual(timings.load ?? Number.POSITIVE_INFINITY);
      expect(await opened.page.evaluate(() => document.getElementById('root')?.hasAttribute('data-ssr'))).toBe(true);
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('hydrates without a mismatch or a console error, and then navigates inside the app', async () => {
    const opened = await openPage(browser, site.url);
    const problems: string[] = [];
    opened.page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    try {
      for (const path of ['/', '/federal', '/legislature', '/representatives', '/legislature-tracker', '/search?q=budget']) {
        await opened.page.goto(path);
        expect(await opened.page.evaluate(() => document.getElementById('root')?.hasAttribute('data-ssr')), path).toBe(true);
        await opened.page.waitForLoadState('networkidle');
      }
      await opened.page.goto('/');
      await opened.page.waitForLoadState('networkidle');
      // A marker on the window survives only a navigation inside the app.
      await opened.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
      const link = opened.page.getByRole('region', { name: 'Latest Headlines' }).locator('a[href^="/article/"]').first();
      const href = await link.getAttribute('href');
      await link.click();
      await opened.page.waitForURL((url) => url.pathname === href);
      await opened.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await opened.page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
      expect(problems).toEqual([]);
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("speaks the page's English in react-aria's own words, whatever the browser's language", async () => {
    // react-aria's default locale is fixed to the site's (web/src/lib/aria-locale.ts, put in place by
    // vite.config.ts): a German browser still hears "Dismiss", not "Schließen", on an English page.
    const opened = await openPage(browser, site.url, { locale: 'de-DE', viewport: { width: 375, height: 740 } });
    const problems: string[] = [];
    opened.page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    try {
      await opened.page.goto('/campaign-finance');
      expect(await opened.page.evaluate(() => navigator.language)).toBe('de-DE');
      await opened.page.getByRole('button', { name: 'Menu' }).click();
      const menu = opened.page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      // The modal's hidden close button for screen readers, beside the dialog.
      expect(await opened.page.getByRole('button', { name: 'Dismiss' }).count()).toBe(1);
      expect(await opened.page.getByRole('button', { name: 'Schließen' }).count()).toBe(0);
      expect(problems).toEqual([]);
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
