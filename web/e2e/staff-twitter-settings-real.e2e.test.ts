/**
 * /twitter-settings on the real embedded site in Debian Chromium: one site
 * posting to a local fake X (connected), one with no X credentials
 * (disconnected). Status, the description, the test post only when
 * connected, the spec's messages ('No Articles', 'Success!', 'Failed'), the
 * automatic post of a breaking article, and axe on every state.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_X_CREDENTIALS, startFakeX, type FakeX } from '@mitics/social/testing';

import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startRealSite, type RealSite } from './support/real-site';
import { axe } from './support/axe';

const ADMIN = { username: 'social-desk-admin', password: 'Tahquamenon-Falls-1909' };

let x: FakeX;
let connected: RealSite;
let disconnected: RealSite;
let browser: Browser;
const pages: OpenedPage[] = [];

const adminEnv = { MITICS_ADMIN_USERNAME: ADMIN.username, MITICS_ADMIN_PASSWORD: ADMIN.password, MITICS_SEED: '0', FEED_POLL_MINUTES: '0' };

beforeAll(async () => {
  x = await startFakeX();
  [connected, disconnected, browser] = await Promise.all([
    startRealSite({
      ...adminEnv,
      X_API_BASE_URL: x.url,
      X_API_KEY: FAKE_X_CREDENTIALS.apiKey,
      X_API_SECRET: FAKE_X_CREDENTIALS.apiSecret,
      X_ACCESS_TOKEN: FAKE_X_CREDENTIALS.accessToken,
      X_ACCESS_TOKEN_SECRET: FAKE_X_CREDENTIALS.accessTokenSecret,
      SOCIAL_RETRY_BASE_MS: '100',
    }),
    startRealSite(adminEnv),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  for (const opened of pages) await opened.close();
  await browser?.close();
  await Promise.all([connected?.close(), disconnected?.close()]);
  await x?.close();
});

/** A page signed in as the admin (the sign-in call made from the page's own context, so it holds the cookie). */
async function adminPage(site: RealSite): Promise<Page> {
  const opened = await openPage(browser, site.url);
  pages.push(opened);
  await opened.page.addInitScript(() => localStorage.setItem('mitics:popup-delay-ms', '600000'));
  const res = await opened.page.request.post(`${site.url}/api/auth/login`, {
    data: { login: ADMIN.username, password: ADMIN.password },
    headers: { 'x-mitics-csrf': '1', origin: site.url },
  });
  expect(res.status()).toBe(200);
  return opened.page;
}

async function violations(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-entering], [data-exiting], [role="log"] [aria-labelledby]') && document.getAnimations().every((a) => a.playState !== 'running'),
    undefined,
    { timeout: 10_000 },
  );
  const results = await axe(page).analyze();
  return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`) }));
}

const toast = (page: Page, title: string) => page.locator('[data-toast-region] [role="alertdialog"]').filter({ hasText: title }).first();

async function closeToasts(page: Page) {
  for (const button of await page.locator('[data-toast-region] [role="alertdialog"] button').all()) await button.click().catch(() => undefined);
  await page.locator('[data-toast-region] [role="alertdialog"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

async function publish(site: RealSite, body: Record<string, unknown>) {
  const res = await fetch(`${site.url}/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await site.adminKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ excerpt: 'Excerpt', content: 'Body.', author: 'Staff', ...body }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; slug: string };
}

describe('/twitter-settings, connected', () => {
  let page: Page;

  it('shows the account, how automatic posting works and the test post, with no axe violations', async () => {
    page = await adminPage(connected);
    await page.goto('/twitter-settings');
    await page.getByRole('heading', { name: 'Social Auto-Posting Settings', level: 1 }).waitFor();
    await page.getByText('Connected', { exact: true }).waitFor();
    expect(await page.getByTestId('connection-line').textContent()).toContain('Posting to X as @MiticsNews');
    await page.getByRole('heading', { name: 'How automatic posting works' }).waitFor();
    await page.getByRole('button', { name: 'Send Test Post' }).waitFor();
    await page.getByText('No posts yet').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it("says 'No Articles' when there is nothing to post", async () => {
    await page.getByRole('button', { name: 'Send Test Post' }).click();
    await toast(page, 'No Articles').getByText('No articles available to test with').waitFor();
    expect(x.postAttempts).toBe(0);
    expect(await violations(page)).toEqual([]);
    await closeToasts(page);
  });

  it('posts a breaking article automatically, once, and lists it', async () => {
    const article = await publish(connected, { title: 'Supreme Court rules on redistricting map', isBreaking: true, category: 'breaking' });
    for (let tries = 0; tries < 100 && !x.tweets.some((t) => t.text.includes(article.slug)); tries += 1) await page.waitForTimeout(100);
    expect(x.tweets.filter((t) => t.text.includes(article.slug))).toHaveLength(1);
    await page.reload();
    const row = page.getByTestId('post-row').filter({ hasText: 'Supreme Court rules on redistricting map' });
    await row.getByText('Posted', { exact: true }).waitFor();
    await row.getByText('Breaking', { exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it("makes a test post of the latest article: 'Success!'", async () => {
    const before = x.tweets.length;
    await page.getByRole('button', { name: 'Send Test Post' }).click();
    await toast(page, 'Success!').getByText('Test tweet posted successfully').waitFor();
    expect(x.tweets).toHaveLength(before + 1);
    expect(x.tweets.at(-1)?.text).toContain('Supreme Court rules on redistricting map');
    await page.getByTestId('post-row').filter({ hasText: 'Test post' }).first().waitFor();
    expect(await violations(page)).toEqual([]);
    await closeToasts(page);
  });

  it("says 'Failed' when X refuses the test post", async () => {
    // The web retries a failed mutation once (staff §9): X fails both tries.
    x.nextPosts({ kind: 'fail', status: 500 }, { kind: 'fail', status: 500 });
    const before = x.tweets.length;
    await page.getByRole('button', { name: 'Send Test Post' }).click();
    await toast(page, 'Failed').getByText('Failed to post test tweet').waitFor();
    expect(x.tweets).toHaveLength(before);
    expect(await violations(page)).toEqual([]);
  });
});

describe('/twitter-settings, disconnected', () => {
  it('says so, offers no test post, and has no axe violations', async () => {
    const page = await adminPage(disconnected);
    await page.goto('/twitter-settings');
    await page.getByText('Disconnected', { exact: true }).waitFor();
    await page.getByTestId('connection-line').getByText('No X credentials are configured', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Send Test Post' }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  });

  it('sends nobody signed in to the sign-in page, and the server refuses them too', async () => {
    const opened = await openPage(browser, disconnected.url);
    pages.push(opened);
    await opened.page.goto('/twitter-settings');
    await opened.page.waitForURL((url) => url.pathname === '/login');
    expect((await fetch(`${disconnected.url}/api/admin/twitter/status`)).status).toBe(401);
  });
});
