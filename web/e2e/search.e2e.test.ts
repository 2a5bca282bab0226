/**
 * The search page. Happy paths against the real site; loading and error
 * states against the fake site.
 */
import type { Article, SearchPage } from '@mitics/contracts';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startFakeSite, type FakeSite } from './support/fake-site';
import { startRealSite, type RealSite } from './support/real-site';
import { axe } from './support/axe';

let real: RealSite;
let fake: FakeSite;
let browser: Browser;

beforeAll(async () => {
  [real, fake, browser] = await Promise.all([startRealSite(), startFakeSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([real?.close(), fake?.close()]);
});

type Opened = OpenedPage & { calls: string[] };

async function withPage(baseURL: string, run: (opened: Opened) => Promise<void>, options: BrowserContextOptions = {}) {
  const opened = await openPage(browser, baseURL, options);
  const calls: string[] = [];
  opened.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  try {
    await run({ ...opened, calls });
  } finally {
    await opened.close();
  }
}

async function searchPage(query: string, page = 1): Promise<SearchPage> {
  const url = `${real.url}/api/search?q=${encodeURIComponent(query)}&page=${page}`;
  return (await (await fetch(url)).json()) as SearchPage;
}

async function search(query: string): Promise<Article[]> {
  return (await searchPage(query)).articles;
}

const field = (opened: OpenedPage) => opened.page.getByRole('searchbox', { name: 'Search Michigan politics coverage' });
const results = (opened: OpenedPage) => opened.page.getByRole('region', { name: /^Results for/ });

async function resultTitles(opened: OpenedPage) {
  await results(opened).getByRole('article').first().waitFor();
  return results(opened).getByRole('article').getByRole('heading').allTextContents();
}

describe('search page on the real site', () => {
  it('searches for ?q= on arrival, with the query in the field and the title', async () => {
    const expected = await search('budget');
    expect(expected.length).toBeGreaterThan(1);
    await withPage(real.url, async (opened) => {
      await opened.page.goto('/search?q=budget');
      await opened.page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
      await expect.poll(() => field(opened).inputValue()).toBe('budget');
      expect(await resultTitles(opened)).toEqual(expected.map((a) => a.title));
      // Drawn by the server with that search (asked in-process): the browser asks nothing on arrival.
      expect(await opened.page.evaluate(() => document.getElementById('root')?.hasAttribute('data-ssr'))).toBe(true);
      expect(await results(opened).getByRole('heading', { level: 2 }).textContent()).toBe('Results for “budget”');
      await expect.poll(() => opened.page.title()).toBe('Search: budget | Mitics');
      // The static notes are there.
      expect(await opened.page.getByRole('heading', { name: 'About search' }).count()).toBe(1);
    });
  });

  it('keeps the address in sync with a new search, and Back returns to the last one', async () => {
    const expected = await search('Line 5');
    await withPage(real.url, async (opened) => {
      await opened.page.goto('/search?q=budget');
      await resultTitles(opened);
      await field(opened).fill('  Line 5  ');
      await field(opened).press('Enter');
      await opened.page.waitForURL('**/search?q=Line%205');
      await expect.poll(async () => results(opened).getByRole('heading', { level: 2 }).textContent()).toBe('Results for “Line 5”');
      expect(await resultTitles(opened)).toEqual(expected.map((a) => a.title));

      await opened.page.goBack();
      await opened.page.waitForURL('**/search?q=budget');
      await expect.poll(() => field(opened).inputValue()).toBe('budget');
    });
  });

  it('shows how many results there are in all, and pages on beyond 20 with the keyboard', async () => {
    const first = await searchPage('michigan');
    expect(first.total).toBeGreaterThan(20);
    const second = await searchPage('michigan', 2);
    await withPage(real.url, async (opened) => {
      await opened.page.goto('/search?q=michigan');
      expect(await resultTitles(opened)).toEqual(first.articles.map((a) => a.title));
      await expect.poll(() => results(opened).getByRole('status').textContent()).toBe(`${first.total} results · page 1 of ${first.pages}`);
      const pages = opened.page.getByRole('navigation', { name: 'Search result pages' });
      expect(await pages.getByRole('link', { name: /Previous page/ }).count()).toBe(0);

      await pages.getByRole('link', { name: /Next page/ }).focus();
      await opened.page.keyboard.press('Enter');
      await opened.page.waitForURL('**/search?q=michigan&page=2');
      await expect.poll(() => results(opened).getByRole('status').textContent()).toBe(`${first.total} results · page 2 of ${first.pages}`);
      await expect.poll(() => resultTitles(opened)).toEqual(second.articles.map((a) => a.title));
      await expect.poll(() => opened.page.title()).toBe('Search: michigan (page 2) | Mitics');

      await pages.getByRole('link', { name: /Previous page/ }).click();
      await opened.page.waitForURL('**/search?q=michigan');
      await expect.poll(() => resultTitles(opened)).toEqual(first.articles.map((a) => a.title));
    });
  });

  it('draws page 2 on the server when the address asks for it', async () => {
    const second = await searchPage('michigan', 2);
    await withPage(real.url, async (opened) => {
      await opened.page.goto('/search?q=michigan&page=2');
      expect(await resultTitles(opened)).toEqual(second.articles.map((a) => a.title));
      expect(await opened.page.evaluate(() => document.getElementById('root')?.hasAttribute('data-ssr'))).toBe(true);
    });
  });

  it('forgives a typo: "Whitmr" finds Whitmer', async () => {
    const found = await search('Whitmr');
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((a) => /whitmer/i.test(`${a.title} ${a.excerpt} ${a.content} ${a.tags.join(' ')}`))).toBe(true);
    await withPage(real.url, async (opened) => {
      await opened.page.goto('/search?q=Whitmr');
      expect(await resultTitles(opened)).toEqual(found.map((a) => a.title));
    });
  });

  it('does nothing for an empty or blank search', async () => {
    await withPage(real.url, async (opened) => {
      await opened.page.goto('/search');
      await field(opened).waitFor();
      await field(opened).fill('   ');
      await field(opened).press('Enter');
      await opened.page.getByRole('button', { name: 'Search', exact: true }).last().click();
      expect(new URL(opened.page.url()).search).toBe('');
      expect(opened.calls.filter((call) => call.startsWith('/api/search'))).toEqual([]);
      expect(await results(opened).count()).toBe(0);
    });
  });

  it('offers eight popular searches, and one click searches for it', async () => {
    const expected = await search('Great Lakes');
    expect(expected.length).toBeGreaterThan(0);
    await withPage(real.url, async (opened) => {
      await opened.page.goto('/search');
      const popular = opened.page.getByRole('region', { name: 'Popular searches' });
      await popular.getByRole('link').first().waitFor();
      expect(await popular.getByRole('link').allTextContents()).toEqual([
        'Whitmer budget',
        'Line 5',
        'Michigan Senate',
        'redistricting',
        'auto tariffs',
        'Detroit',
        'Great Lakes',
        'election 2026',
      ]);
      await popular.getByRole('link', { name: 'Great Lakes' }).click();
      await opened.page.waitForURL('**/search?q=Great%20Lakes');
      await expect.poll(() => field(opened).inputValue()).toBe('Great Lakes');
      expect(await resultTitles(opened)).toEqual(expected.map((a) => a.title));
      expect(await popular.getByRole('link', { name: 'Great Lakes' }).getAttribute('aria-current')).toBe('page');
    });
  });

  it("says 'No results found', and 'Clear search' empties the field and the address", async () => {
    expect(await search('zzqx nothing matches')).toEqual([]);
    await withPage(real.url, async (opened) => {
      await opened.page.goto('/search?q=zzqx%20nothing%20matches');
      await opened.page.getByText('No results found', { exact: true }).waitFor();
      await opened.page.getByRole('button', { name: 'Clear search' }).click();
      await opened.page.waitForURL((url) => url.pathname === '/search' && url.search === '');
      await expect.poll(() => field(opened).inputValue()).toBe('');
      expect(await opened.page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
      expect(await opened.page.getByText('No results found').count()).toBe(0);
    });
  });

  it('arrives from the header search box', async () => {
    await withPage(real.url, async (opened) => {
      await opened.page.goto('/');
      const header = opened.page.getByRole('searchbox', { name: 'Search articles' });
      await header.fill('Detroit');
      await header.press('Enter');
      await opened.page.waitForURL('**/search?q=Detroit');
      expect(await resultTitles(opened)).toEqual((await search('Detroit')).map((a) => a.title));
    });
  });
});

describe('search page while loading and on failure', () => {
  it('shows skeleton cards while searching', async () => {
    await withPage(fake.url, async (opened) => {
      const release = fake.holdApi();
      try {
        await opened.page.goto('/search?q=road');
        await opened.page.getByTestId('article-card-skeleton').first().waitFor();
        expect(await opened.page.getByTestId('article-card-skeleton').count()).toBe(6);
      } finally {
        release();
      }
      expect(await resultTitles(opened)).toEqual(['Senate passes road funding plan in late-night vote']);
    });
  });

  it('shows an error with a retry when the search fails', async () => {
    fake.failArticleList(500);
    try {
      await withPage(fake.url, async (opened) => {
        await opened.page.goto('/search?q=road');
        await opened.page.getByRole('alert').waitFor({ timeout: 15_000 });
        expect(await opened.page.getByRole('alert').textContent()).toBe('Search is unavailable right now. Please try again.');
        fake.failArticleList(null);
        await opened.page.getByRole('button', { name: 'Try again' }).click();
        expect(await resultTitles(opened)).toEqual(['Senate passes road funding plan in late-night vote']);
      });
    } finally {
      fake.failArticleList(null);
    }
  });
});

describe('search page accessibility (axe)', () => {
  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['375 px', { width: 375, height: 740 }],
  ])('finds no violations with results (%s)', async (_name, viewport) => {
    await withPage(
      real.url,
      async (opened) => {
        await opened.page.goto('/search?q=budget');
        await resultTitles(opened);
        const analysis = await axe(opened.page).analyze();
        expect(analysis.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
      },
      { viewport },
    );
  });

  it('finds no violations on page 2, with both page links', async () => {
    await withPage(real.url, async (opened) => {
      await opened.page.goto('/search?q=michigan&page=2');
      await resultTitles(opened);
      await opened.page.getByRole('navigation', { name: 'Search result pages' }).getByRole('link', { name: /Previous page/ }).waitFor();
      const analysis = await axe(opened.page).analyze();
      expect(analysis.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
    });
  });

  it('finds no violations with no results', async () => {
    await withPage(real.url, async (opened) => {
      await opened.page.goto('/search?q=zzqx');
      await opened.page.getByText('No results found', { exact: true }).waitFor();
      const analysis = await axe(opened.page).analyze();
      expect(analysis.violations.map((v) => v.id)).toEqual([]);
    });
  });
});
