/**
 * The civic screens (issue 9) against the real embedded site: the committed
 * Michigan snapshot and the labelled demo bills, a local stand-in for the
 * Census geocoder, Debian Chromium and axe on every screen.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startRealSite, type RealSite } from './support/real-site';
import { axe } from './support/axe';

const ALLEGAN = '124 W Allegan St, Lansing, MI 48933';
const DIEVENDORF = '10e1b0b6-8c1d-4f2b-b29a-08770991b1d4';

let site: RealSite;
let browser: Browser;
let geocoder: Server;
let geocoderRequests: string[] = [];

/** The Census one-line geocoder's answer shape: the Allegan St address at the Capitol point, nothing else. */
async function startFakeGeocoder(): Promise<string> {
  geocoder = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://geocoder');
    geocoderRequests.push(url.pathname + url.search);
    const address = (url.searchParams.get('address') ?? '').toLowerCase();
    const matches = address === ALLEGAN.toLowerCase() ? [{ matchedAddress: '124 W ALLEGAN ST, LANSING, MI, 48933', coordinates: { x: -84.5555, y: 42.7325 } }] : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result: { addressMatches: matches } }));
  });
  await new Promise<void>((done) => geocoder.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`;
}

async function violations(page: Page) {
  const results = await axe(page).analyze();
  return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

async function open(path: string, ready: (page: Page) => Promise<unknown>, options: Parameters<typeof openPage>[2] = {}): Promise<OpenedPage> {
  const opened = await openPage(browser, site.url, options);
  await opened.page.goto(path);
  await ready(opened.page);
  return opened;
}

beforeAll(async () => {
  const geocoderUrl = await startFakeGeocoder();
  [site, browser] = await Promise.all([startRealSite({ GEOCODER_URL: geocoderUrl }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await new Promise<void>((done) => (geocoder ? geocoder.close(() => done()) : done()));
});

describe('/representatives', () => {
  it("shows both senators (Statewide) and all thirteen representatives (By District), with sources, and passes axe", async () => {
    const { page, close, pageErrors } = await open('/representatives', (p) => p.getByTestId('senator-card').first().waitFor());
    try {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Michigan’s Congressional Delegation');
      const senators = page.getByRole('region', { name: /U.S. Senators/ });
      expect(await senators.textContent()).toContain('Statewide');
      expect(await page.getByTestId('senator-card').count()).toBe(2);
      const reps = page.getByRole('region', { name: /U.S. Representatives/ });
      expect(await reps.textContent()).toContain('By District');
      expect(await page.getByTestId('representative-card').count()).toBe(13);

      const peters = page.getByTestId('senator-card').first();
      expect(await peters.getByRole('heading').textContent()).toBe('Gary C. Peters');
      expect(await peters.getByRole('link', { name: 'Gary C. Peters' }).getAttribute('href')).toBe('/legislators/P000595');
      const website = peters.getByRole('link', { name: /Official Website/ });
      expect(await website.getAttribute('target')).toBe('_blank');
      expect(await peters.getByTestId('votes').locator('li').count()).toBe(3);
      expect(await peters.textContent()).toContain('Committee assignments');
      expect(await peters.textContent()).toContain('Source: congress-legislators, 2026-06-15');
      expect(await peters.textContent()).toContain('Demo data');

      const bergman = page.getByTestId('representative-card').first();
      expect(await bergman.textContent()).toContain('U.S. Representative, 1st District');
      expect(await bergman.getByTestId('votes').locator('li').count()).toBe(1);
      expect(await bergman.getByRole('link', { name: /Official Website/ }).count()).toBe(0);

      await page.getByRole('button', { name: 'Contact Template Tool' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact Template' });
      await dialog.waitFor();
      expect(await violations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Town Hall Schedule' }).click();
      await page.getByRole('dialog', { name: 'Town Hall Schedule' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await violations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('/legislature-tracker', () => {
  it('shows the four stat cards and the bills, filters by status, chamber and text, and passes axe', async () => {
    const { page, close } = await open('/legislature-tracker', (p) => p.getByTestId('bill-card').first().waitFor());
    try {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Michigan Legislature Tracker');
      const stats = page.getByRole('list', { name: 'At a glance' });
      await expect.poll(() => stats.textContent()).toContain('148Representatives');
      for (const label of ['Active Bills', 'Bills Signed', 'Representatives', 'This Week']) expect(await stats.textContent()).toContain(label);
      expect(await stats.textContent()).toContain('12Active Bills');
      expect(await page.getByTestId('bill-card').count()).toBe(12);
      const first = page.getByTestId('bill-card').first();
      expect(await first.textContent()).toContain('Latest:');
      expect(await first.textContent()).toContain('Demo data');
      expect(await first.textContent()).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
      expect(await violations(page)).toEqual([]);

      // Status: Signed only.
      await page.getByRole('button', { name: /Status/ }).click();
      await page.getByRole('option', { name: 'Signed' }).click();
      await expect.poll(async () => (await page.getByTestId('bill-card').allTextContents()).every((t) => t.includes('Signed'))).toBe(true);
      const signed = await page.getByTestId('bill-card').count();
      expect(signed).toBeGreaterThan(0);
      expect(signed).toBeLessThan(12);
      // Chamber: Senate, then a search with no match.
      await page.getByRole('button', { name: /Status/ }).click();
      await page.getByRole('option', { name: 'All Statuses' }).click();
      await page.getByRole('button', { name: /Chamber/ }).click();
      await page.getByRole('option', { name: 'Senate' }).click();
      await expect.poll(async () => (await page.getByTestId('bill-card').allTextContents()).every((t) => t.includes('· Senate'))).toBe(true);
      await page.getByPlaceholder('Search bills...').fill('zzzz no such bill');
      await page.getByText('No Bills Found').waitFor();
      expect(await page.getByText('Try adjusting your search or filter criteria.').count()).toBe(1);
      expect(await violations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lists the 148 state legislators on the Representatives tab, each linked to their voting record', async () => {
    const { page, close } = await open('/legislature-tracker', (p) => p.getByRole('tab', { name: 'Representatives' }).waitFor());
    try {
      await page.getByRole('tab', { name: 'Representatives' }).click();
      await page.getByTestId('legislator-card').first().waitFor();
      expect(await page.getByTestId('legislator-card').count()).toBe(148);
      const card = page.getByTestId('legislator-card').filter({ hasText: 'Emily Dievendorf' });
      expect(await card.textContent()).toContain('House · District 77');
      expect(await card.getByRole('link', { name: /View Voting Record/ }).getAttribute('href')).toBe(`/legislators/${DIEVENDORF}`);
      expect(await page.getByTestId('source').first().textContent()).toContain('Source: Open States, 2026-08-05');
      expect(await violations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('/legislature', () => {
  it('shows Live Data, the session status and the four tabs, and passes axe', async () => {
    const { page, close } = await open('/legislature', (p) => p.getByTestId('recent-bill').first().waitFor());
    try {
      expect(await page.getByText('Live Data').count()).toBe(1);
      const status = page.getByRole('region', { name: 'Session status' });
      await expect.poll(() => status.textContent()).toMatch(/In (Session|Recess)/);
      expect(await status.textContent()).toContain('Divided Government');
      expect(await status.textContent()).toContain('Demo data');
      expect(await page.getByRole('tab').allTextContents()).toEqual(['Recent Bills', 'Upcoming Votes', 'Committees', 'Legislators']);
      expect(await page.getByTestId('recent-bill').count()).toBe(10);
      expect(await violations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Committees' }).click();
      await page.getByText(/Senate committees, \d+ House committees/).waitFor();
      expect(await violations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('finds the legislators of 124 W Allegan St: House 77, Senate 21, US House 7, linked to their profiles', async () => {
    const { page, close } = await open('/legislature', (p) => p.getByRole('tab', { name: 'Legislators' }).waitFor());
    try {
      await page.getByRole('tab', { name: 'Legislators' }).click();
      expect(await page.getByText('Enter your address to find your representatives').count()).toBe(1);
      const field = page.getByLabel('Address or ZIP code');
      // Blank after trimming does nothing.
      const before = geocoderRequests.length;
      let lookups = 0;
      page.on('request', (r) => void (r.url().includes('/api/legislature/find-legislators') && (lookups += 1)));
      await field.fill('   ');
      await field.press('Enter');
      await page.getByRole('form', { name: 'Find your legislators' }).getByRole('button', { name: 'Search' }).click();
      expect(lookups).toBe(0);
      expect(await page.getByText('Enter your address to find your representatives').count()).toBe(1);

      await field.fill(ALLEGAN);
      await field.press('Enter');
      await page.getByText('Found 5 representatives').waitFor();
      expect(geocoderRequests.length).toBe(before + 1);
      const names = await page.getByTestId('lookup-result').getByRole('heading').allTextContents();
      expect(names).toEqual(['Emily Dievendorf', 'Sarah Anthony', 'Tom Barrett', 'Gary C. Peters', 'Elissa Slotkin']);
      const rep = page.getByTestId('lookup-result').first();
      expect(await rep.textContent()).toContain('State House · District 77');
      expect(await rep.getByRole('link', { name: 'emilydievendorf@house.mi.gov' }).getAttribute('href')).toBe('mailto:emilydievendorf@house.mi.gov');
      expect(await rep.getByRole('link', { name: '517-373-2277' }).getAttribute('href')).toBe('tel:5173732277');
      expect(await rep.textContent()).toContain('ED');
      expect(await page.getByTestId('lookup-result').nth(2).textContent()).toContain('U.S. House · District 7');
      expect(await violations(page)).toEqual([]);

      await rep.getByRole('link', { name: /View Official Profile/ }).click();
      await page.waitForURL(`**/legislators/${DIEVENDORF}`);
      await page.getByRole('heading', { level: 1, name: 'Emily Dievendorf' }).waitFor();
    } finally {
      await close();
    }
  });

  it('says in words when an address cannot be placed, and answers a ZIP with its member and both senators', async () => {
    const { page, close } = await open('/legislature', (p) => p.getByRole('tab', { name: 'Legislators' }).waitFor());
    try {
      await page.getByRole('tab', { name: 'Legislators' }).click();
      const field = page.getByLabel('Address or ZIP code');
      await field.fill('1 Nowhere Lane, Atlantis');
      await page.getByRole('form', { name: 'Find your legislators' }).getByRole('button', { name: 'Search' }).click();
      await page.getByTestId('lookup-message').waitFor();
      expect(await page.getByTestId('lookup-message').textContent()).toContain('We could not find "1 Nowhere Lane, Atlantis"');
      await field.fill('48933');
      await field.press('Enter');
      await page.getByText('Found 3 representatives').waitFor();
      expect(await page.getByTestId('lookup-result').getByRole('heading').allTextContents()).toEqual(['Tom Barrett', 'Gary C. Peters', 'Elissa Slotkin']);
    } finally {
      await close();
    }
  });

  it('uses the browser location for "use my location"', async () => {
    const { page, close } = await open('/legislature', (p) => p.getByRole('tab', { name: 'Legislators' }).waitFor(), {
      geolocation: { latitude: 42.7325, longitude: -84.5555 },
      permissions: ['geolocation'],
    });
    try {
      await page.getByRole('tab', { name: 'Legislators' }).click();
      await page.getByRole('button', { name: 'Use my location' }).click();
      await page.getByText('Found 5 representatives').waitFor();
      expect(await page.getByTestId('lookup-result').first().textContent()).toContain('Emily Dievendorf');
    } finally {
      await close();
    }
  });
});

describe('/legislators/{id}', () => {
  it("shows a state legislator's offices, committees, sponsored bills, votes and the articles that name them", async () => {
    const key = await site.adminKey();
    const created = await fetch(`${site.url}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Lansing lawmakers weigh a rental housing bill',
        excerpt: 'A hearing at the Capitol.',
        content: 'Rep. Emily Dievendorf asked the committee to move the bill before the holiday recess.',
        author: 'Staff',
        category: 'michigan-politics',
      }),
    });
    expect(created.status).toBe(201);
    await expect
      .poll(async () => ((await (await fetch(`${site.url}/api/legislators/${DIEVENDORF}`)).json()) as { mentions: unknown[] }).mentions.length, { timeout: 15_000 })
      .toBe(1);

    const { page, close } = await open(`/legislators/${DIEVENDORF}`, (p) => p.getByRole('heading', { level: 1 }).waitFor());
    try {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Emily Dievendorf');
      expect(await page.textContent('main')).toContain('State Representative, District 77');
      expect(await page.textContent('main')).toContain('Source: Open States, 2026-08-05');
      const contact = page.getByRole('region', { name: 'Contact' });
      expect(await contact.textContent()).toContain('Anderson House Office Building');
      expect(await page.getByRole('region', { name: 'Committees' }).locator('li').count()).toBeGreaterThan(0);
      const mentions = page.getByTestId('mentions');
      expect(await mentions.getByRole('link').textContent()).toBe('Lansing lawmakers weigh a rental housing bill');
      await expect.poll(() => page.title()).toBe('Emily Dievendorf, State Representative | Mitics');
      expect(await violations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a member of Congress with district offices and FEC ids; an unknown id is not found', async () => {
    const { page, close } = await open('/legislators/P000595', (p) => p.getByRole('heading', { level: 1 }).waitFor());
    try {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Gary C. Peters');
      expect(await page.textContent('main')).toContain('FEC candidate ids: H8MI09068, S4MI00355');
      expect(await page.getByRole('region', { name: 'Contact' }).textContent()).toContain('District office');
      expect(await violations(page)).toEqual([]);
      await page.goto('/legislators/Z999999');
      await page.getByRole('heading', { name: 'Legislator Not Found' }).waitFor();
      const res = await fetch(`${site.url}/legislators/Z999999`);
      expect(res.status).toBe(404);
    } finally {
      await close();
    }
  });

  it('gives crawlers the real name in the title and lists every profile in the sitemap', async () => {
    const html = await (await fetch(`${site.url}/legislators/${DIEVENDORF}`)).text();
    expect(html).toContain('<title>Emily Dievendorf, State Representative, District 77 | Mitics</title>');
    expect(html).not.toContain('noindex');
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap.match(/\/legislators\//g)?.length).toBe(163);
  });
});

describe('home: Michigan in Washington', () => {
  it('comes from the civic-data service, with its source, and the page makes no failing request', async () => {
    const failed: string[] = [];
    const opened = await openPage(browser, site.url);
    opened.page.on('response', (r) => void (r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`)));
    opened.page.on('requestfailed', (r) => void (r.url().startsWith(site.url) && failed.push(`failed ${r.url()}`)));
    try {
      await opened.page.goto('/');
      const section = opened.page.getByRole('region', { name: 'Michigan in Washington' });
      await section.getByTestId('delegation-source').waitFor();
      expect(await section.getByTestId('representatives').locator(':scope > li h4').allTextContents()).toEqual([
        'Gary C. Peters',
        'Elissa Slotkin',
        'Jack Bergman',
        'John R. Moolenaar',
        'Hillary J. Scholten',
        'Bill Huizenga',
      ]);
      expect(await section.getByRole('link', { name: 'Gary C. Peters' }).getAttribute('href')).toBe('/legislators/P000595');
      expect(await section.getByTestId('delegation-source').textContent()).toBe('Source: congress-legislators, 2026-06-15 · Recent votes: Demo data');
      await opened.page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
