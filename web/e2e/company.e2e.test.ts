/**
 * /about, /terms and /privacy on the real embedded site in Debian Chromium:
 * the spec's content (nine and eleven sections, last updated January 2025,
 * not for under-13s, the about page's link to /careers), their SEO meta, the
 * sitemap listing every page of issue 11, and nothing left 'coming soon' but
 * /twitter-settings. axe finds nothing.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { useRealSite, type RealSite } from './support/real-site';
import { expectNoAxeViolations, withReaderPage } from './support/reader-pages';

let site: RealSite;
let browser: Browser;

useRealSite((started) => ({ site, browser } = started));

describe('the company pages', () => {
  it('/terms: Terms of Service, last updated January 2025, nine sections', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/terms');
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
      await page.getByText('Last updated January 2025').waitFor();
      expect(await page.getByTestId('page-section').count()).toBe(9);
      expect(await page.title()).toBe('Terms of Service | Mitics');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('The terms for using Mitics, the Michigan politics news site.');
      await expectNoAxeViolations(page, '/terms');
    });
  });

  it('/privacy: Privacy Policy, last updated January 2025, eleven sections, not for children under 13', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await page.getByText('Last updated January 2025').waitFor();
      expect(await page.getByTestId('page-section').count()).toBe(11);
      const children = page.getByRole('region', { name: "10. Children's Privacy" });
      expect(await children.textContent()).toContain('not intended for children under 13');
      expect(await page.title()).toBe('Privacy Policy | Mitics');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.url}/privacy`);
      await expectNoAxeViolations(page, '/privacy');
    });
  });

  it('/about: who we are, with a link to /careers that leads there', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('heading', { level: 1, name: 'About Mitics' }).waitFor();
      expect(await page.title()).toBe('About Us | Mitics');
      await expectNoAxeViolations(page, '/about');
      await page.getByRole('link', { name: 'See our open positions' }).click();
      await page.getByRole('heading', { level: 1, name: 'Join Our Team' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/careers');
    });
  });

  it('is served with its own title and description before any script runs', async () => {
    for (const [path, title] of [
      ['/about', 'About Us | Mitics'],
      ['/careers', 'Careers | Mitics'],
      ['/contact', 'Contact Us | Mitics'],
      ['/terms', 'Terms of Service | Mitics'],
      ['/privacy', 'Privacy Policy | Mitics'],
      ['/newsletter', 'Michigan Politics Weekly Newsletter | Mitics'],
      ['/podcast', 'Podcasts | Mitics News'],
    ] as const) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      expect(html, path).toContain(`<title>${title}</title>`);
    }
  });
});

describe('no dead ends', () => {
  it('lists every page of the issue in the sitemap', async () => {
    const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
    for (const path of ['/about', '/careers', '/contact', '/terms', '/privacy', '/newsletter', '/podcast']) expect(xml, path).toContain(`<loc>${site.url}${path}</loc>`);
  });

  it("leaves no footer link on a 'coming soon' page", async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      for (const path of ['/about', '/careers', '/contact', '/privacy', '/terms', '/newsletter', '/podcast']) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        expect(await page.locator('main').textContent(), path).not.toContain('This section is coming soon.');
      }
    });
  });
});
