import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage } from './support/browser';
import { startRealSite, type RealSite } from './support/real-site';

/**
 * The real site under its own Content-Security-Policy: every reader page and
 * the staff sign-in render with nothing refused by the policy and nothing
 * written to the console as an error.
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

describe('the site under its Content-Security-Policy', () => {
  it('renders reader pages and the sign-in with no policy violation and no console error', async () => {
    const [first] = (await (await fetch(`${site.url}/api/articles?limit=1`)).json()) as Array<{ slug: string }>;
    const paths = ['/', `/article/${first?.slug ?? ''}`, '/breaking-news', '/search?q=budget', '/representatives', '/legislature', '/legislature-tracker', '/login'];
    const opened = await openPage(browser, site.url);
    const problems: string[] = [];
    const failed: string[] = [];
    opened.page.on('console', (message) => {
      // A failed request is reported below with its address.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
    });
    opened.page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await opened.page.exposeFunction('reportViolation', (text: string) => problems.push(`csp: ${text}`));
    await opened.page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    try {
      for (const path of paths) {
        const response = await opened.page.goto(path);
        expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        await opened.page.locator('main').first().waitFor();
        await opened.page.waitForLoadState('networkidle');
      }
      expect(problems).toEqual([]);
      expect(failed).toEqual([]);
      expect(opened.pageErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
