/**
 * The admin panel's RSS Feeds section on the real embedded site, in Debian
 * Chromium: empty state, validation toasts, adding a feed that a local fake
 * feed server serves (allowed through MITICS_TEST_FEED_ORIGINS, the explicit
 * test configuration), refreshing it, a page that is not a feed failing with
 * its reason on screen, and axe on every state.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFeedServer, type FakeFeedServer } from '@mitics/content/testing';

import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startRealSite, type RealSite } from './support/real-site';
import { axe } from './support/axe';

const ADMIN = { username: 'wire-desk-admin', password: 'Pictured-Rocks-Lakeshore-1966' };

let site: RealSite;
let feeds: FakeFeedServer;
let browser: Browser;
let opened: OpenedPage;
let page: Page;

const recent = new Date(Date.now() - 30 * 60 * 1000).toUTCString();
const capitolFeed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Capitol wire</title>
<item><guid>cap-1</guid><title>BREAKING: Senate passes road funding plan</title><link>https://wire.example/roads</link><pubDate>${recent}</pubDate>
<description><![CDATA[<p>The Senate voted <strong>24-14</strong>.</p><script>alert(1)</script>]]></description></item>
<item><guid>cap-2</guid><title>Committee schedules hearing on school aid</title><link>https://wire.example/school-aid</link><pubDate>${recent}</pubDate>
<description>Hearing on Tuesday.</description></item>
</channel></rss>`;

const toast = (text: string) => page.locator('[data-toast-region] [role="alertdialog"]').filter({ hasText: text }).first();

async function closeToasts() {
  for (const button of await page.locator('[data-toast-region] [role="alertdialog"] button').all()) await button.click().catch(() => undefined);
  await page.locator('[data-toast-region] [role="alertdialog"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

async function violations() {
  // Entering animations done, and react-aria's live announcement of a pending button cleared
  // (it points at the button, which may be gone by then): as the a11y suite waits.
  await page.waitForFunction(() => !document.querySelector('[data-entering], [data-exiting], [role="log"] [aria-labelledby]') && document.getAnimations().every((a) => a.playState !== 'running'),
    undefined,
    { timeout: 10_000 },
  );
  const results = await axe(page).analyze();
  return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`) }));
}

const section = () => page.getByRole('tabpanel', { name: 'RSS Feeds' });
const row = (name: string) => section().getByTestId('feed-row').filter({ hasText: name });

beforeAll(async () => {
  feeds = await startFakeFeedServer();
  feeds.route('/capitol.rss', { kind: 'text', body: capitolFeed, contentType: 'application/rss+xml' });
  feeds.route('/newsroom.html', { kind: 'text', body: '<!doctype html><html><head><title>Newsroom</title></head><body><h1>Newsroom</h1></body></html>', contentType: 'text/html; charset=utf-8' });
  [site, browser] = await Promise.all([
    startRealSite({
      MITICS_ADMIN_USERNAME: ADMIN.username,
      MITICS_ADMIN_PASSWORD: ADMIN.password,
      MITICS_TEST_FEED_ORIGINS: feeds.origin,
      FEED_POLL_MINUTES: '0',
      MITICS_SEED: '0',
    }),
    launchBrowser(),
  ]);
  opened = await openPage(browser, site.url);
  page = opened.page;
  await page.addInitScript(() => localStorage.setItem('mitics:popup-delay-ms', '600000'));
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
  await site?.close();
  await feeds?.close();
});

describe('RSS feeds in the admin panel', () => {
  it('opens on the empty state, with no axe violations', async () => {
    // The gate asks a signed-in admin for their password again.
    const signedIn = await page.request.post(`${site.url}/api/auth/login`, {
      data: { login: ADMIN.username, password: ADMIN.password },
      headers: { 'x-mitics-csrf': '1', origin: site.url },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto('/adminpanel');
    const gate = page.getByRole('dialog', { name: 'Admin Access' });
    await gate.getByLabel('Admin password').fill(ADMIN.password);
    await gate.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    await closeToasts();
    expect(await page.getByRole('tab').allTextContents()).toContain('RSS Feeds');
    await page.getByRole('tab', { name: 'RSS Feeds' }).click();
    await section().getByText('No RSS feeds configured').waitFor();
    expect(await section().getByTestId('feed-stats').textContent()).toBe('0 feeds, 0 active, 0 failing · 0 articles ingested');
    expect(await violations()).toEqual([]);
  });

  it('asks for the name and a real URL before sending anything', async () => {
    await section().getByRole('button', { name: 'Add Feed' }).click();
    await toast('Please fill in all required fields').waitFor();
    expect(await section().getByLabel('Feed name').getAttribute('aria-invalid')).toBe('true');
    expect(await violations()).toEqual([]);
    await closeToasts();
    await section().getByLabel('Feed name').fill('Capitol wire');
    await section().getByLabel('Feed URL').fill('capitol wire feed');
    await section().getByRole('button', { name: 'Add Feed' }).click();
    await toast('Please enter a valid feed URL (http or https)').waitFor();
    await closeToasts();
    const listed = (await (await fetch(`${site.url}/api/rss-feeds`, { headers: { authorization: `Bearer ${await site.adminKey()}` } })).json()) as unknown[];
    expect(listed).toEqual([]);
  });

  it('adds a feed, which is fetched at once, and refreshes it', async () => {
    await section().getByLabel('Feed URL').fill(feeds.url('/capitol.rss'));
    await section().getByRole('button', { name: 'Add Feed' }).click();
    await toast('RSS feed added successfully').waitFor();
    await closeToasts();
    await row('Capitol wire').waitFor();
    // The first fetch runs in the background; a refresh waits for it or finds nothing new.
    await row('Capitol wire').getByRole('button', { name: 'Refresh Capitol wire' }).click();
    await toast('RSS feed refreshed successfully').waitFor();
    await row('Capitol wire').getByText('2 articles ingested', { exact: false }).waitFor();
    expect(await row('Capitol wire').getByText('OK', { exact: true }).count()).toBe(1);
    expect(feeds.requests.filter((r) => r.path === '/capitol.rss').every((r) => /Mitics/.test(r.headers['user-agent'] ?? ''))).toBe(true);
    expect(await violations()).toEqual([]);
    await closeToasts();
  });

  it('shows why a page that is not a feed fails, on the toast and on the feed', async () => {
    await section().getByLabel('Feed name').fill('Newsroom home page');
    await section().getByLabel('Feed URL').fill(feeds.url('/newsroom.html'));
    await section().getByText('Active (fetched on the schedule)').click();
    await section().getByRole('button', { name: 'Add Feed' }).click();
    await toast('RSS feed added successfully').waitFor();
    await closeToasts();
    await row('Newsroom home page').getByRole('button', { name: 'Refresh Newsroom home page' }).click();
    const reason = 'The address returned a web page (HTML), not an RSS or Atom feed. Look for the feed link on that page';
    await toast('Failed to refresh RSS feed').getByText(reason).waitFor();
    await row('Newsroom home page').getByTestId('feed-error').getByText(reason).waitFor();
    expect(await row('Newsroom home page').getByText('Inactive', { exact: true }).count()).toBe(1);
    // The good feed is untouched by the bad one.
    expect(await row('Capitol wire').getByTestId('feed-error').count()).toBe(0);
    expect(await section().getByTestId('feed-stats').textContent()).toBe('2 feeds, 1 active, 1 failing · 2 articles ingested');
    expect(await violations()).toEqual([]);
  });

  it("left the items in the editors' review queue, flagged from RSS, the breaking one detected; readers do not see them", async () => {
    const published = (await fetch(`${site.url}/api/articles?limit=50`).then((r) => r.json())) as Array<{ title: string }>;
    expect(published.map((a) => a.title)).not.toContain('BREAKING: Senate passes road funding plan');
    const queue = (await fetch(`${site.url}/api/review/queue`, { headers: { authorization: `Bearer ${await site.adminKey()}` } }).then((r) => r.json())) as Array<{
      title: string;
      isFromRss: boolean;
      isBreaking: boolean;
      sourceName: string;
      content: string;
    }>;
    const byTitle = new Map(queue.map((a) => [a.title, a]));
    expect(byTitle.get('BREAKING: Senate passes road funding plan')).toMatchObject({ isFromRss: true, isBreaking: true, sourceName: 'Capitol wire', content: 'The Senate voted **24-14**.' });
    expect(byTitle.get('Committee schedules hearing on school aid')).toMatchObject({ isFromRss: true, isBreaking: false });
  });
});
