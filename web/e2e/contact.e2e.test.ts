/**
 * /contact on the real embedded site in Debian Chromium: its texts, the
 * form's rules, the success and failure messages, the per-address limit, and
 * the admin panel's Messages section. axe finds nothing.
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

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

async function fill(page: Page, subject: string) {
  await form(page).getByLabel('Name').fill('Ann Voter');
  await form(page).getByLabel('Email').fill('ann.voter@example.com');
  await form(page).getByLabel('Subject').fill(subject);
  await form(page).getByLabel('Message').fill('The bill number in your Tuesday story is HB 4021, not HB 4012.');
}

describe('/contact', () => {
  it('shows the form and the response time, with no accessibility violations', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      await page.getByText('We respond within 24 hours, Monday to Friday.').waitFor();
      for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(await form(page).getByLabel(label).getAttribute('aria-required')).toBe('true');
      expect(await page.title()).toBe('Contact Us | Mitics');
      await expectNoAxeViolations(page, '/contact');
    });
  });

  it('needs every field and a valid email before it sends anything', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/contact');
      const posted: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/contact') && posted.push(r.url()));
      await form(page).getByRole('button', { name: 'Send Message' }).click();
      for (const message of ['Please enter your name', 'Please enter a valid email address', 'Please enter a subject', 'Please enter your message']) {
        await form(page).getByText(message).waitFor();
      }
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      await fill(page, 'Correction');
      await form(page).getByLabel('Email').fill('ann.voter@example');
      await form(page).getByRole('button', { name: 'Send Message' }).click();
      await form(page).getByText('Please enter a valid email address').waitFor();
      expect(await form(page).getByText('Please enter your name').count()).toBe(0);
      await expectNoAxeViolations(page, '/contact with errors');
      expect(posted).toEqual([]);
    });
  });

  it("sends a message: 'Sending...', the success toast, the form cleared, and the admins read it", async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/contact');
      await fill(page, 'Correction on the road bill');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/contact', async (route) => {
        await held;
        await route.continue();
      });
      await form(page).getByRole('button', { name: 'Send Message' }).click();
      await form(page).getByRole('button', { name: 'Sending...' }).waitFor();
      release();
      await waitForToast(page, 'Message sent successfully!', "We'll get back to you as soon as possible.");
      expect(await form(page).getByLabel('Subject').inputValue()).toBe('');
      await page.unroute('**/api/contact');

      await openAdminTab(page, ADMIN, 'Messages');
      const message = page.getByTestId('contact-message').filter({ hasText: 'Correction on the road bill' });
      await message.waitFor();
      expect(await message.textContent()).toContain('HB 4021');
      expect(await message.getByRole('link', { name: 'ann.voter@example.com' }).getAttribute('href')).toMatch(/^mailto:ann\.voter@example\.com/);
      await expectNoAxeViolations(page, 'messages tab');
    });
  });

  it("says 'Error sending message' when the server fails, and again once the address has sent too many", async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/contact');
      await fill(page, 'Server down');
      await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"title":"Service Unavailable","status":503}' }));
      await form(page).getByRole('button', { name: 'Send Message' }).click();
      const failed = await waitForToast(page, 'Error sending message', 'Please try again later or email us directly.');
      expect(await failed.getAttribute('data-variant')).toBe('destructive');
      expect(await form(page).getByLabel('Subject').inputValue()).toBe('Server down');
      await dismissToast(page);
      await page.unroute('**/api/contact');

      // This browser's address already sent one; four more fill the hour's allowance.
      let refused = false;
      for (let i = 0; i < 6 && !refused; i += 1) {
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
        await form(page).getByRole('button', { name: 'Send Message' }).click();
        refused = (await answered).status() === 429;
        if (!refused) {
          await waitForToast(page, 'Message sent successfully!');
          await dismissToast(page);
          await fill(page, `Follow-up ${i}`);
        }
      }
      expect(refused).toBe(true);
      await waitForToast(page, 'Error sending message', 'Please try again later or email us directly.');
    });
  });
});
