/**
 * Issue 10 in Debian Chromium: the /campaign-finance hub (cards, every tab, both
 * filters, Demo data labels, data sources, tab analytics, keyboard), a candidate's
 * page, and the money panel on a legislator profile. The finance API is the
 * fixture in support/finance-fixtures.ts, so nothing here waits on the backend.
 * axe finds nothing on any of them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, type OpenedPage } from './support/browser';
import { startFakeSite, type FakeSite } from './support/fake-site';
import { CANDIDATES, NO_MONEY_BIOGUIDE, routeFinanceApi, SLOTKIN, SLOTKIN_BIOGUIDE, STATE_LEGISLATOR, type FinanceApi } from './support/finance-fixtures';
import { expectNoAxeViolations, withReaderPage } from './support/reader-pages';

let site: FakeSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startFakeSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A reader page with the finance API routed to the fixtures. */
function withFinancePage(run: (opened: OpenedPage & { api: FinanceApi }) => Promise<void>) {
  return withReaderPage(browser, site.url, async (opened) => {
    const api = await routeFinanceApi(opened.page);
    await run({ ...opened, api });
  });
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');
const candidateNames = (page: Page) => page.getByTestId('candidate-card').getByRole('heading').allTextContents();
const donorNames = (page: Page) => page.getByTestId('donor-card').getByRole('heading').allTextContents();

async function openHub(page: Page) {
  await page.goto('/campaign-finance');
  await page.getByRole('heading', { level: 1, name: 'Campaign Finance' }).waitFor();
  await page.getByTestId('candidate-card').first().waitFor();
}

async function chooseTab(page: Page, name: string) {
  await tab(page, name).click();
  await expect.poll(() => tab(page, name).getAttribute('aria-selected')).toBe('true');
}

describe('/campaign-finance', () => {
  it('shows the hero, the four summary cards in $X.XM, the candidates and the data sources, with no accessibility violations', async () => {
    await withFinancePage(async ({ page }) => {
      await openHub(page);
      const cards = page.getByRole('list', { name: 'Campaign finance totals' }).getByTestId('summary-card');
      await expect.poll(() => cards.allInnerTexts()).toEqual([
        expect.stringMatching(/^Total Raised\s+\$71\.2M/),
        expect.stringMatching(/^Total Spent\s+\$64\.3M/),
        expect.stringMatching(/^Large Contributions\s+\$42\.9M\s+gifts of \$1,000\+/),
        expect.stringMatching(/^Out-of-State Money\s+\$22\.3M[\s\S]*Demo data$/i),
      ]);
      // Only the figures built from invented rows carry the label.
      expect(await cards.filter({ hasText: 'Total Raised' }).getByText('Demo data').count()).toBe(0);
      expect(await page.getByTestId('candidate-card').filter({ hasText: 'Mike Rogers' }).getByText('Demo data').count()).toBe(1);
      expect(await page.getByTestId('candidate-card').filter({ hasText: 'Elissa Slotkin' }).getByText('Demo data').count()).toBe(0);
      expect(await page.getByRole('tab').allTextContents()).toEqual(['Candidates', 'Recent Contributions', 'Top Donors', 'Analysis']);
      expect(await tab(page, 'Candidates').getAttribute('aria-selected')).toBe('true');
      expect(await candidateNames(page)).toEqual(['Elissa Slotkin', 'Mike Rogers', 'Hillary Scholten']);

      const slotkin = page.getByTestId('candidate-card').filter({ hasText: 'Elissa Slotkin' });
      expect(await slotkin.innerText()).toMatch(/Raised\s+\$50\.4M/);
      expect(await slotkin.innerText()).toMatch(/Out of state\s+38%/);
      expect(await slotkin.innerText()).toContain('Last report: Oct 15, 2026');
      expect(await slotkin.getByRole('link', { name: 'Elissa Slotkin' }).getAttribute('href')).toBe(`/campaign-finance/candidates/${SLOTKIN}`);
      // Party badge: Democrat blue, otherwise red.
      const badgeColour = (name: string, party: string) =>
        page.getByTestId('candidate-card').filter({ hasText: name }).getByText(party, { exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
      const blue = await badgeColour('Elissa Slotkin', 'Democratic');
      const red = await badgeColour('Mike Rogers', 'Republican');
      expect(blue).not.toBe(red);
      expect(await badgeColour('Hillary Scholten', 'Democratic')).toBe(blue);

      const sources = page.getByRole('region', { name: 'Data sources' });
      const text = await sources.innerText();
      expect(text).toContain('Michigan Department of State');
      expect(text).toContain('Federal Election Commission');
      expect(await sources.getByTestId('finance-source').allInnerTexts()).toEqual([
        'Federal Election Commission bulk data, Oct 20, 2026',
        'Michigan Department of State campaign finance, Sep 30, 2026',
        'Invented example rows DEMO DATA',
      ]);
      expect(await page.title()).toBe('Campaign Finance | Mitics');
      await expectNoAxeViolations(page, '/campaign-finance candidates');
    });
  });

  it('fits a phone screen with no sideways scrolling and no accessibility violations', async () => {
    await withReaderPage(
      browser,
      site.url,
      async ({ page }) => {
        await routeFinanceApi(page);
        await openHub(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await expectNoAxeViolations(page, 'hub on a phone');
      },
      { viewport: { width: 390, height: 844 } },
    );
  });

  it('filters the candidates on name or office', async () => {
    await withFinancePage(async ({ page }) => {
      await openHub(page);
      const filter = page.getByRole('searchbox', { name: 'Filter by name or office' });
      await filter.fill('rogers');
      await expect.poll(() => candidateNames(page)).toEqual(['Mike Rogers']);
      await filter.fill('HOUSE');
      await expect.poll(() => candidateNames(page)).toEqual(['Hillary Scholten']);
      await filter.fill('governor');
      await panel(page).getByText('No Candidates Found').waitFor();
      expect(await panel(page).innerText()).toContain('No candidate or office matches "governor".');
      await expectNoAxeViolations(page, 'no candidates');
      await filter.fill('');
      await expect.poll(() => candidateNames(page)).toHaveLength(3);
    });
  });

  it('shows a long candidate list 12 at a time, and the filter searches all of it', async () => {
    await withFinancePage(async ({ page }) => {
      const many = Array.from({ length: 30 }, (_, i) => ({ ...CANDIDATES[2], id: `H2MI0${String(1000 + i)}`, name: `Candidate ${i + 1}`, district: String(i + 1) }));
      await page.route('**/api/campaign-finance/candidates', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(many) }));
      await page.goto('/campaign-finance');
      await page.getByTestId('candidate-card').first().waitFor();
      expect(await page.getByTestId('candidate-card').count()).toBe(12);
      expect(await panel(page).innerText()).toContain('Showing 12 of 30 candidates');
      await page.getByRole('searchbox', { name: 'Filter by name or office' }).fill('Candidate 30');
      await expect.poll(() => candidateNames(page)).toEqual(['Candidate 30']);
      await page.getByRole('searchbox', { name: 'Filter by name or office' }).fill('');
      await page.getByRole('button', { name: 'Show 12 more candidates' }).click();
      await expect.poll(() => page.getByTestId('candidate-card').count()).toBe(24);
      expect(await panel(page).innerText()).toContain('Showing 24 of 30 candidates');
      await page.getByRole('button', { name: 'Show 6 more candidates' }).click();
      await expect.poll(() => page.getByTestId('candidate-card').count()).toBe(30);
      expect(await page.getByRole('button', { name: /Show \d+ more/ }).count()).toBe(0);
      await expectNoAxeViolations(page, 'long candidate list');
    });
  });

  it('lists recent contributions with $1,000+ on large ones and Demo data on invented rows', async () => {
    await withFinancePage(async ({ page }) => {
      await openHub(page);
      await chooseTab(page, 'Recent Contributions');
      const rows = page.getByTestId('contribution-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(3);
      const row = (name: string) => rows.filter({ hasText: name });
      expect(await row('Dana Whitfield').innerText()).toMatch(/Oct 12, 2026[\s\S]*Chicago, IL[\s\S]*Out of state[\s\S]*Elissa Slotkin[\s\S]*\$3,300\s+\$1,000\+/i);
      expect(await row('Pat Kowalski').innerText()).not.toContain('$1,000+');
      expect(await row('Pat Kowalski').innerText()).not.toContain('Demo data');
      expect(await row('Michigan Building Trades PAC').getByText('Demo data').count()).toBe(1);
      expect(await row('Michigan Building Trades PAC').getByText('Union').count()).toBe(1);
      expect(await panel(page).innerText()).toContain('Rows marked Demo data are invented examples');
      await expectNoAxeViolations(page, 'recent contributions');
    });
  });

  it('lists the top donors with type badges, filtered on name or type, invented ones labelled Demo data', async () => {
    await withFinancePage(async ({ page }) => {
      await openHub(page);
      await chooseTab(page, 'Top Donors');
      await page.getByTestId('donor-card').first().waitFor();
      expect(await donorNames(page)).toEqual(['United Auto Workers', 'DTE Energy', 'Michigan Realtors PAC', 'Jordan Avery']);
      const card = (name: string) => page.getByTestId('donor-card').filter({ hasText: name });
      expect(await card('United Auto Workers').innerText()).toMatch(/Union[\s\S]*Demo data[\s\S]*Total given\s+\$1\.3M/i);
      expect(await card('DTE Energy').innerText()).not.toContain('Demo data');
      // Union, corporation and PAC badges each have their own colour.
      const colour = (name: string, label: string) => card(name).getByText(label, { exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
      const colours = new Set([await colour('United Auto Workers', 'Union'), await colour('DTE Energy', 'Corporation'), await colour('Michigan Realtors PAC', 'PAC')]);
      expect(colours.size).toBe(3);
      await expectNoAxeViolations(page, 'top donors');

      const filter = page.getByRole('searchbox', { name: 'Filter by name or type' });
      await filter.fill('pac');
      await expect.poll(() => donorNames(page)).toEqual(['Michigan Realtors PAC']);
      await filter.fill('Union');
      await expect.poll(() => donorNames(page)).toEqual(['United Auto Workers']);
      await filter.fill('dte');
      await expect.poll(() => donorNames(page)).toEqual(['DTE Energy']);
      await filter.fill('individual');
      await expect.poll(() => donorNames(page)).toEqual(['Jordan Avery']);
      await filter.fill('lobbyist');
      await panel(page).getByText('No Donors Found').waitFor();
    });
  });

  it('ranks the top fundraisers and spenders and shows the three blurbs on the Analysis tab', async () => {
    await withFinancePage(async ({ page }) => {
      await openHub(page);
      await chooseTab(page, 'Analysis');
      const fundraisers = page.getByRole('region', { name: 'Top Fundraisers' });
      await fundraisers.getByRole('listitem').first().waitFor();
      expect(await fundraisers.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringMatching(/^Elissa Slotkin · U\.S\. Senate\s+\$50\.4M$/),
        expect.stringMatching(/^Mike Rogers · U\.S\. Senate\s+\$14\.8M$/),
        expect.stringMatching(/^Hillary Scholten · U\.S\. House\s+\$6\.0M$/),
      ]);
      const spenders = page.getByRole('region', { name: 'Top Spenders' });
      expect(await spenders.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringMatching(/Elissa Slotkin[\s\S]*\$49\.1M$/),
        expect.stringMatching(/Mike Rogers[\s\S]*\$14\.5M$/),
        expect.stringMatching(/Hillary Scholten[\s\S]*\$700K$/),
      ]);
      for (const blurb of ['Union Influence', 'Small Donor Power', 'National Attention']) await panel(page).getByRole('heading', { name: blurb }).waitFor();
      expect(await panel(page).innerText()).toContain('The average candidate we track has raised $23.7M');
      await expectNoAxeViolations(page, 'analysis');
      await fundraisers.getByRole('link', { name: 'Mike Rogers' }).click();
      await page.waitForURL('**/campaign-finance/candidates/S4MI00413');
      // Rogers has no detail in the fixture: the not-found screen.
      await page.getByRole('heading', { level: 1, name: 'Candidate Not Found' }).waitFor();
    });
  });

  it('reports each tab a reader chooses as an engagement event', async () => {
    await withFinancePage(async ({ page }) => {
      const before = site.posted('/api/analytics/track').length;
      await openHub(page);
      await chooseTab(page, 'Top Donors');
      await chooseTab(page, 'Analysis');
      await chooseTab(page, 'Candidates');
      const tabEvents = () =>
        site
          .posted('/api/analytics/track')
          .slice(before)
          .filter((body): body is { event: string; category: string; path: string; data: { page: string; tab: string } } => (body as { event?: string }).event === 'tab_click');
      await expect.poll(() => tabEvents().map((e) => e.data.tab)).toEqual(['donors', 'analysis', 'candidates']);
      expect(tabEvents()[0]).toMatchObject({ category: 'engagement', path: '/campaign-finance', data: { page: 'campaign-finance' } });
    });
  });

  it('moves between tabs with the arrow, Home and End keys', async () => {
    await withFinancePage(async ({ page }) => {
      await openHub(page);
      await tab(page, 'Candidates').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => tab(page, 'Recent Contributions').getAttribute('aria-selected')).toBe('true');
      await panel(page).getByTestId('contribution-row').first().waitFor();
      await page.keyboard.press('End');
      await expect.poll(() => tab(page, 'Analysis').getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Analysis');
      await page.keyboard.press('Home');
      await expect.poll(() => tab(page, 'Candidates').getAttribute('aria-selected')).toBe('true');
      // Tab leaves the tab list for the panel's filter.
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');
    });
  });

  it('shows skeletons while loading, then an error or an empty state', async () => {
    await withFinancePage(async ({ page, api }) => {
      const release = api.hold();
      await page.goto('/campaign-finance');
      await page.getByRole('status').filter({ hasText: 'Loading candidates' }).waitFor({ state: 'attached' });
      expect(await page.getByRole('list', { name: 'Campaign finance totals' }).getAttribute('aria-busy')).toBe('true');
      release();
      await page.getByTestId('candidate-card').first().waitFor();

      api.fail(['/api/campaign-finance/candidates', '/api/campaign-finance/summary']);
      await page.reload();
      await page.getByRole('alert').filter({ hasText: 'The candidates could not be loaded' }).waitFor({ timeout: 20_000 });
      await page.getByRole('alert').filter({ hasText: 'The campaign finance totals could not be loaded' }).waitFor({ timeout: 20_000 });

      api.fail([]);
      api.empty(true);
      await page.reload();
      await page.getByText('No Candidates Found').waitFor();
      await chooseTab(page, 'Recent Contributions');
      await page.getByText('No Contributions Yet').waitFor();
      await chooseTab(page, 'Top Donors');
      await page.getByText('No Donors Found').waitFor();
    });
  });
});

describe('/campaign-finance/candidates/{id}', () => {
  it("shows a candidate's totals, size bands, in-state share, contributions, donors and committees, linked to their profile", async () => {
    await withFinancePage(async ({ page }) => {
      await openHub(page);
      await page.getByTestId('candidate-card').getByRole('link', { name: 'Elissa Slotkin' }).click();
      await page.waitForURL(`**/campaign-finance/candidates/${SLOTKIN}`);
      await page.getByRole('heading', { level: 1, name: 'Elissa Slotkin' }).waitFor();
      const main = page.locator('main');
      expect(await main.innerText()).toContain('Totals through Sep 30, 2026');
      expect(await page.getByRole('list', { name: 'Key figures' }).getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringMatching(/^Raised\s+\$50\.4M$/),
        expect.stringMatching(/^Spent\s+\$49\.1M$/),
        expect.stringMatching(/^Cash on hand\s+\$1\.2M$/),
        expect.stringMatching(/^Debts\s+\$0$/),
      ]);
      const bands = page.getByTestId('size-bands');
      expect(await bands.locator('tbody th').allTextContents()).toEqual(['$200 and under', '$200.01–$499', '$500–$999', '$1,000–$1,999', '$2,000 and over']);
      expect(await bands.locator('tbody tr').first().innerText()).toMatch(/120,000\s+\$9\.0M\s+25%/);
      expect(await page.getByTestId('state-share').innerText()).toContain('62% from Michigan ($22.3M), 38% from other states ($13.7M)');
      expect(await page.getByTestId('contribution-row').count()).toBe(1);
      expect(await page.getByRole('list', { name: 'Top donors' }).innerText()).toContain('DTE Energy');
      expect(await page.getByRole('region', { name: 'Committees' }).innerText()).toContain('Elissa Slotkin for Michigan (Principal campaign committee)');
      expect((await main.getByTestId('source').first().innerText()).replace(/\s+/g, ' ')).toBe('Source: Federal Election Commission bulk data, Oct 20, 2026');
      expect(await main.getByText('Demo data').count()).toBe(0);
      await expect.poll(() => page.title()).toBe('Elissa Slotkin: Campaign Finance | Mitics');
      await expectNoAxeViolations(page, 'candidate page');
      await page.getByRole('link', { name: 'Profile of Elissa Slotkin' }).click();
      await page.waitForURL(`**/legislators/${SLOTKIN_BIOGUIDE}`);
      await page.getByTestId('money-panel').waitFor();
    });
  });

  it('says so for an unknown candidate', async () => {
    await withFinancePage(async ({ page }) => {
      await page.goto('/campaign-finance/candidates/X0XX00000');
      await page.getByRole('heading', { level: 1, name: 'Candidate Not Found' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Campaign Finance' }).getAttribute('href')).toBe('/campaign-finance');
      await expectNoAxeViolations(page, 'unknown candidate');
    });
  });
});

describe('money on a legislator profile', () => {
  it("shows a member of Congress's money beside the profile, linked to the candidate page", async () => {
    await withFinancePage(async ({ page, api }) => {
      await page.goto(`/legislators/${SLOTKIN_BIOGUIDE}`);
      await page.getByRole('heading', { level: 1, name: 'Elissa Slotkin' }).waitFor();
      const money = page.getByTestId('money-panel');
      await money.waitFor();
      expect(api.requests).toContain(`/api/campaign-finance/by-bioguide/${SLOTKIN_BIOGUIDE}`);
      const text = (await money.innerText()).replace(/\s+/g, ' ');
      expect(text).toMatch(/^Campaign money/);
      expect(text).toMatch(/Raised\s+\$50\.4M/);
      expect(text).toMatch(/Spent\s+\$49\.1M/);
      expect(text).toMatch(/Large \(\$1,000\+\)\s+\$31\.0M/);
      expect(text).toContain('62% from Michigan');
      expect(text).toContain('Top donor: DTE Energy ($640K)');
      expect(text).toContain('Source: Federal Election Commission bulk data, Oct 20, 2026');
      await expectNoAxeViolations(page, 'legislator with money');
      await money.getByRole('link', { name: 'Full campaign finance for Elissa Slotkin' }).click();
      await page.waitForURL(`**/campaign-finance/candidates/${SLOTKIN}`);
      await page.getByRole('heading', { level: 1, name: 'Elissa Slotkin' }).waitFor();
    });
  });

  it('shows no panel when the finance service has no money for the member (404), and never asks for a state legislator', async () => {
    await withFinancePage(async ({ page, api }) => {
      const asked = page.waitForResponse((r) => r.url().endsWith(`/api/campaign-finance/by-bioguide/${NO_MONEY_BIOGUIDE}`));
      await page.goto(`/legislators/${NO_MONEY_BIOGUIDE}`);
      await page.getByRole('heading', { level: 1, name: 'Gary C. Peters' }).waitFor();
      expect((await asked).status()).toBe(404);
      // The answer is in; the loading placeholder is gone and no panel took its place.
      await expect.poll(() => page.getByRole('region', { name: 'Campaign money' }).count()).toBe(0);
      expect(await page.getByTestId('money-panel').count()).toBe(0);

      await page.goto(`/legislators/${STATE_LEGISLATOR}`);
      await page.getByRole('heading', { level: 1, name: 'Emily Dievendorf' }).waitFor();
      expect(api.requests.filter((p) => p.includes('by-bioguide/' + STATE_LEGISLATOR))).toEqual([]);
      expect(await page.getByTestId('money-panel').count()).toBe(0);
    });
  });

  it('labels a panel built from invented rows Demo data', async () => {
    await withFinancePage(async ({ page }) => {
      await page.route(`**/api/campaign-finance/sources`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ sources: [{ key: 'fec-2026', name: 'Invented rows', url: null, date: null, demo: true }] }) }),
      );
      await page.goto(`/legislators/${SLOTKIN_BIOGUIDE}`);
      const money = page.getByTestId('money-panel');
      await money.getByText('Demo data').first().waitFor();
      expect(await money.getByRole('heading', { name: /Campaign money/ }).innerText()).toMatch(/Campaign money\s+Demo data/i);
    });
  });
});
