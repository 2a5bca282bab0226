/**
 * /newsletter and the signed unsubscribe link on the real embedded site in
 * Debian Chromium: the page's texts, the live subscriber count, the form's
 * rules and messages, demo figures labelled, and unsubscribing without
 * signing in. axe finds nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import { startRealSite, type RealSite } from './support/real-site';
import { dismissToast, expectNoAxeViolations, openAdminTab, waitForToast, withReaderPage } from './support/reader-pages';

const ADMIN = { username: 'chief-editor', password: 'Lansing-Capitol-Dome-1879' };
let site: RealSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startRealSite({ MITICS_ADMIN_USERNAME: ADMIN.username, MITICS_ADMIN_PASSWORD: ADMIN.password }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const form = (page: Page) => page.getByRole('form', { name: 'Subscribe for Free' });
const count = async (page: Page) => (await page.getByTestId('stat-subscribers').textContent())?.replace(/\D/g, '') ?? '';
const stats = async () => ((await (await fetch(`${site.url}/api/newsletter/stats`)).json()) as { subscribers: number }).subscribers;

describe('/newsletter', () => {
  it('shows the hero, the form, the stats with demo figures labelled, recent issues and packages', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/newsletter');
      await page.getByRole('heading', { level: 1, name: 'Michigan Politics Weekly' }).waitFor();
      await page.getByText('Premium', { exact: true }).waitFor();
      expect(await page.locator('main header li').count()).toBe(3);
      await form(page).getByRole('button', { name: 'Subscribe Now' }).waitFor();
      await page.getByText('No spam. Unsubscribe anytime. We respect your privacy.').waitFor();
      await expect.poll(() => count(page)).toBe(String(await stats()));
      for (const text of ['64.2%', '$3,200', '68.5% open rate', '72.1% open rate', '59.3% open rate', '$2,500', '$1,500', '$500']) await page.getByText(text).first().waitFor();
      expect(await page.getByText('Demo data').count()).toBeGreaterThanOrEqual(3);
      const view = page.getByRole('button', { name: /^View / }).first();
      expect(await view.getAttribute('aria-expanded')).toBe('false');
      await view.click();
      expect(await view.getAttribute('aria-expanded')).toBe('true');
      expect(await page.title()).toBe('Michigan Politics Weekly Newsletter | Mitics');
      await expectNoAxeViolations(page, '/newsletter');
    });
  });

  it('sends nothing without an email, refuses a bad one with the server’s words, and subscribes with a name', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/newsletter');
      const posted: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/newsletter/subscribe') && posted.push(r.postData() ?? ''));
      await form(page).getByRole('button', { name: 'Subscribe Now' }).click();
      await form(page).getByText('Please enter your email address').waitFor();
      expect(posted).toEqual([]);

      await form(page).getByLabel('Email').fill('not-an-email@nowhere');
      await form(page).getByRole('button', { name: 'Subscribe Now' }).click();
      const failed = await waitForToast(page, 'Subscription Failed', 'Please enter a valid email address');
      expect(await failed.getAttribute('data-variant')).toBe('destructive');
      await dismissToast(page);

      const before = await stats();
      await form(page).getByLabel('Email').fill('maria.lopez@example.com');
      await form(page).getByLabel('Name (optional)').fill('Maria Lopez');
      await form(page).getByRole('button', { name: 'Subscribe Now' }).click();
      await waitForToast(page, 'Subscribed Successfully!', "You'll receive our premium Michigan politics newsletter weekly.");
      expect(await form(page).getByLabel('Email').inputValue()).toBe('');
      expect(JSON.parse(posted.at(-1) ?? '{}')).toEqual({ email: 'maria.lopez@example.com', name: 'Maria Lopez', source: 'newsletter-page' });
      await expect.poll(() => count(page)).toBe(String(before + 1));
    });
  });

  it("says 'Please try again later.' when the server sends no words", async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/newsletter');
      await page.route('**/api/newsletter/subscribe', (route) => route.fulfill({ status: 502, body: '' }));
      await form(page).getByLabel('Email').fill('someone@example.com');
      await form(page).getByRole('button', { name: 'Subscribe Now' }).click();
      await waitForToast(page, 'Subscription Failed', 'Please try again later.');
    });
  });
});

describe('the signed unsubscribe link', () => {
  it('unsubscribes without signing in: a button, then the confirmation; the admins see the subscriber inactive', async () => {
    const key = await site.adminKey();
    const list = (await (await fetch(`${site.url}/api/newsletter/subscribers`, { headers: { authorization: `Bearer ${key}` } })).json()) as Array<{
      email: string;
      unsubscribePath: string;
    }>;
    const maria = list.find((s) => s.email === 'maria.lopez@example.com');
    if (!maria) throw new Error('the subscriber from the form test is missing');
    const before = await stats();
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto(maria.unsubscribePath);
      await page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
      // Opening the link alone changes nothing.
      expect(await stats()).toBe(before);
      await expectNoAxeViolations(page, 'unsubscribe page');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' }).waitFor();
      await page.getByText('maria.lopez@example.com will no longer receive Michigan Politics Weekly.').waitFor();
      expect(await page.getByRole('link', { name: 'Subscribe again' }).getAttribute('href')).toBe('/newsletter');
      await expectNoAxeViolations(page, 'unsubscribed');
      expect(await stats()).toBe(before - 1);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

      await openAdminTab(page, ADMIN, 'Newsletter');
      const row = page.getByRole('row').filter({ hasText: 'maria.lopez@example.com' });
      await row.getByText('Inactive', { exact: true }).waitFor();
    });
  });

  it('says the link is not valid when it is altered or incomplete', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto(`/newsletter/unsubscribe?s=${'a'.repeat(32)}&t=${'B'.repeat(43)}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid' }).waitFor();
      await page.goto('/newsletter/unsubscribe?s=123');
      await page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid' }).waitFor();
      expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
      await expectNoAxeViolations(page, 'invalid unsubscribe link');
    });
  });
});
