/**
 * Issue 10 on the real embedded site (the finance service with its committed
 * Michigan FEC snapshot and labelled demo contributions, the BFF drawing the
 * pages on the server): the hub and a candidate page arrive drawn, hydrate
 * without a mismatch, label invented figures Demo data, and a member of
 * Congress's profile carries their money. axe finds nothing.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { openPage } from './support/browser';
import { useRealSite, type RealSite } from './support/real-site';
import { expectNoAxeViolations, withReaderPage } from './support/reader-pages';

let site: RealSite;
let browser: Browser;

useRealSite((started) => ({ site, browser } = started));

type Ranked = { id: string; name: string };
const SLOTKIN_BIOGUIDE = 'S001208';

describe('campaign finance on the real site', () => {
  it('draws the hub and a candidate page on the server, readable with no script run', async () => {
    const summary = (await (await fetch(`${site.url}/api/campaign-finance/summary`)).json()) as { topCandidatesByRaising: Ranked[] };
    const top = summary.topCandidatesByRaising[0];
    expect(top).toBeDefined();
    const res = await fetch(`${site.url}/campaign-finance`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The hub's chunk is on the list of what the page fetches after its first paint.
    expect(html).toMatch(/<script type="application\/json" id="app-chunks"[^>]*>[^<]*campaign-finance/);

    const opened = await openPage(browser, site.url, { javaScriptEnabled: false });
    try {
      await opened.page.goto('/campaign-finance');
      expect(await opened.page.getByRole('heading', { level: 1, name: 'Campaign Finance' }).count()).toBe(1);
      expect(await opened.page.getByText('Total Raised').count()).toBe(1);
      expect(await opened.page.getByTestId('candidate-card').filter({ hasText: top?.name ?? '' }).count()).toBeGreaterThan(0);

      const candidate = await opened.page.goto(`/campaign-finance/candidates/${top?.id ?? ''}`);
      expect(candidate?.status()).toBe(200);
      expect(await opened.page.getByRole('heading', { level: 1, name: top?.name ?? '' }).count()).toBe(1);
      expect(await opened.page.title()).toBe(`${top?.name ?? ''}: Campaign Finance | Mitics`);
      // An id the finance service does not know is a 404, with its own title and no index.
      const unknown = await opened.page.goto('/campaign-finance/candidates/H0XX99999');
      expect(unknown?.status()).toBe(404);
      expect(await opened.page.title()).toBe('Candidate Not Found | Mitics');
      expect(await opened.page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

      // A member's money is read with the profile, so the panel arrives drawn too.
      await opened.page.goto(`/legislators/${SLOTKIN_BIOGUIDE}`);
      expect(await opened.page.getByTestId('money-panel').count()).toBe(1);
      expect(await opened.page.getByTestId('money-panel').innerText()).toMatch(/Raised\s+\$\d/);
    } finally {
      await opened.close();
    }
  });

  it('hydrates the hub without a console error, labels invented figures Demo data, and its tabs work', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
      await page.goto('/campaign-finance');
      await page.getByTestId('candidate-card').first().waitFor();
      const cards = page.getByTestId('summary-card');
      expect(await cards.filter({ hasText: 'Out-of-State Money' }).getByText('Demo data').count()).toBe(1);
      expect(await cards.filter({ hasText: 'Total Raised' }).getByText('Demo data').count()).toBe(0);
      expect(await page.getByTestId('finance-source').filter({ hasText: 'Federal Election Commission' }).count()).toBe(1);
      await expectNoAxeViolations(page, 'real hub');
      await page.getByRole('tab', { name: 'Recent Contributions' }).click();
      await page.getByTestId('contribution-row').first().waitFor();
      expect(await page.getByTestId('contribution-row').first().getByText('Demo data').count()).toBe(1);
      await page.getByRole('tab', { name: 'Top Donors' }).click();
      await page.getByTestId('donor-card').first().waitFor();
      await page.getByRole('searchbox', { name: 'Filter by name or type' }).fill('union');
      await expect.poll(async () => (await page.getByTestId('donor-card').allInnerTexts()).every((t) => /union/i.test(t))).toBe(true);
      await expectNoAxeViolations(page, 'real donors');
      await page.getByRole('tab', { name: 'Analysis' }).click();
      await page.getByRole('region', { name: 'Top Fundraisers' }).getByRole('listitem').first().waitFor();
      await expectNoAxeViolations(page, 'real analysis');
      expect(problems).toEqual([]);
    });
  });

  it("shows a member of Congress's money on their profile", async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto(`/legislators/${SLOTKIN_BIOGUIDE}`);
      const money = page.getByTestId('money-panel');
      await money.waitFor();
      expect(await money.innerText()).toMatch(/Raised\s+\$\d/);
      await expectNoAxeViolations(page, 'real profile with money');
      await money.getByRole('link', { name: /Full campaign finance for/ }).click();
      await page.waitForURL('**/campaign-finance/candidates/*');
      await page.getByTestId('size-bands').waitFor();
      await expectNoAxeViolations(page, 'real candidate page');
    });
  });
});
