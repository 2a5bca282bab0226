/**
 * The review queue at /review (issue 4, beyond the spec): editors and admins
 * publish submitted articles or send them back with notes. Against the fake
 * site's staff API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import { startFakeSite, type FakeSite } from './support/fake-site';
import { STAFF } from './support/fake-staff';
import { closeToast, expectToast, withStaffPage } from './support/staff-pages';

let site: FakeSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startFakeSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

beforeEach(() => site.staff.reset());

const SCHOOL = 'School aid formula changes head to committee';
const BROADBAND = 'Upper Peninsula broadband grants announced';

const queue = (page: Page) => page.getByRole('listbox', { name: /Waiting for review/ });
const preview = (page: Page) => page.getByTestId('review-preview');

async function openQueue(page: Page) {
  await page.goto('/review');
  await page.getByRole('heading', { name: 'Review Queue', level: 1 }).waitFor();
}

describe('who may use /review', () => {
  it('sends nobody-signed-in to sign in first', async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/review');
      await page.waitForURL('**/login?next=/review');
    });
  });

  it('tells a contributor it is for editors', async () => {
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await page.goto('/review');
      await page.getByText('Editors only').waitFor();
      await page.getByRole('link', { name: 'Go to My Articles' }).waitFor();
      expect(site.staff.calls('GET /api/review/queue')).toHaveLength(0);
    });
  });

  it('lets an admin in', async () => {
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await openQueue(page);
      await queue(page).waitFor();
    });
  });
});

describe('the queue', () => {
  it('lists what waits with author and submitted date, and previews the chosen article like the article page', async () => {
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await openQueue(page);
      const options = queue(page).getByRole('option');
      // The queue arrives after the heading: wait for it before counting.
      await options.first().waitFor();
      expect(await options.count()).toBe(2);
      const school = options.filter({ hasText: SCHOOL });
      await school.getByText('By Casey Contributor').waitFor();
      await school.getByText('Submitted November 20, 2026').waitFor();
      expect(await school.getAttribute('aria-selected')).toBe('true');

      await preview(page).getByRole('heading', { name: SCHOOL, level: 2 }).waitFor();
      await preview(page).getByRole('heading', { name: 'What changes' }).waitFor();
      expect(await preview(page).locator('strong').first().textContent()).toBe('$9,900');
      expect(await preview(page).getByRole('columnheader').allTextContents()).toEqual(['District', 'Change']);
      // As readers will see it: no red box for the breaking line on the article page.
      expect(await preview(page).locator('[data-breaking]').count()).toBe(0);

      // Arrow keys move through the queue (react-aria ListBox).
      await school.focus();
      await page.keyboard.press('ArrowDown');
      await preview(page).getByRole('heading', { name: BROADBAND, level: 2 }).waitFor();
      await preview(page).getByText('By Nora Newcomer').waitFor();
    });
  });

  it('publishes the chosen article, which leaves the queue and goes live', async () => {
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await openQueue(page);
      await preview(page).getByRole('button', { name: 'Approve & Publish' }).click();
      await expectToast(page, 'Article published', `“${SCHOOL}” is now live on the website.`);
      await queue(page).getByRole('option', { name: SCHOOL }).waitFor({ state: 'detached' });
      expect(await queue(page).getByRole('option').count()).toBe(1);
      await preview(page).getByRole('heading', { name: BROADBAND }).waitFor();
      expect(site.staff.calls('POST /api/review/:id/publish')[0]).toMatchObject({ path: '/api/review/staff-pending/publish', csrf: '1' });
      await page.goto('/article/school-aid-formula-changes');
      await page.getByRole('heading', { name: SCHOOL, level: 1 }).waitFor();
    });
  });

  it('sends an article back with required notes', async () => {
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await openQueue(page);
      await preview(page).getByRole('button', { name: 'Request Changes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request Changes' });
      const notes = dialog.getByLabel('Notes for the author');
      await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
      await notes.fill('   ');
      await dialog.getByRole('button', { name: 'Send to Author' }).click();
      await dialog.getByText('Please write notes for the author').waitFor();
      expect(await notes.getAttribute('aria-invalid')).toBe('true');
      expect(site.staff.calls('POST /api/review/:id/request-changes')).toHaveLength(0);

      await notes.fill('Please add the vote count.');
      await dialog.getByRole('button', { name: 'Send to Author' }).click();
      await expectToast(page, 'Changes requested');
      await dialog.waitFor({ state: 'detached' });
      expect(site.staff.calls('POST /api/review/:id/request-changes')[0]).toMatchObject({
        path: '/api/review/staff-pending/request-changes',
        body: { reviewNotes: 'Please add the vote count.' },
      });
      expect(await queue(page).getByRole('option').count()).toBe(1);
      await closeToast(page);

      // Cancel and Escape leave the article where it is.
      await preview(page).getByRole('button', { name: 'Request Changes' }).click();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await preview(page).getByRole('button', { name: 'Approve & Publish' }).click();
      await page.getByText('No articles waiting for review', { exact: true }).waitFor();
    });
  });

  it('reports failures and keeps the article in the queue', async () => {
    site.staff.fail('POST /api/review/:id/publish', { status: 409, detail: 'Someone else published it first' });
    site.staff.fail('POST /api/review/:id/request-changes', { status: 500 });
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await openQueue(page);
      await preview(page).getByRole('button', { name: 'Approve & Publish' }).click();
      await expectToast(page, 'Failed to publish article', 'Someone else published it first');
      await closeToast(page);
      await preview(page).getByRole('button', { name: 'Request Changes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request Changes' });
      await dialog.getByLabel('Notes for the author').fill('Tighten the lede.');
      await dialog.getByRole('button', { name: 'Send to Author' }).click();
      await expectToast(page, 'Failed to request changes');
      await dialog.waitFor();
      expect(await queue(page).getByRole('option').count()).toBe(2);
    });
  });

  it("says 'No articles waiting for review' when the queue is empty", async () => {
    for (const article of site.articles) if (article.status === 'pending_review') article.status = 'draft';
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await openQueue(page);
      await page.getByText('No articles waiting for review', { exact: true }).waitFor();
    });
  });

  it('works on a phone-sized screen', async () => {
    await withStaffPage(browser, site, { as: STAFF.editor, viewport: { width: 375, height: 740 } }, async ({ page }) => {
      await openQueue(page);
      await queue(page).getByRole('option', { name: BROADBAND }).click();
      await preview(page).getByRole('heading', { name: BROADBAND }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await preview(page).getByRole('button', { name: 'Approve & Publish' }).click();
      await expectToast(page, 'Article published');
    });
  });
});
