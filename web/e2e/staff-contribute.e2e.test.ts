/**
 * The contributor dashboard at /contribute, 'My Articles' (staff §2, §4, §5, §8)
 * against the fake site's staff API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import { startFakeSite, type FakeSite } from './support/fake-site';
import { RETURNED_NOTES, STAFF, type StaffUser } from './support/fake-staff';
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

const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
const editor = (page: Page) => page.getByTestId('contributor-editor');

async function openDashboard(page: Page) {
  await page.goto('/contribute');
  await page.getByRole('heading', { name: 'My Articles', level: 1 }).waitFor();
}

describe('who may use /contribute', () => {
  it('sends nobody-signed-in to sign in first', async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/contribute');
      await page.waitForURL('**/login?next=/contribute');
      await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
    });
  });

  it('sends the user to sign in again when the session has ended', async () => {
    site.staff.fail('GET /api/articles/my-articles', { status: 401, detail: 'Please sign in' });
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await page.goto('/contribute');
      await page.waitForURL('**/login?next=/contribute');
      await expectToast(page, 'Your session has ended', 'Please sign in again.');
    });
  });
});

describe('my articles', () => {
  it('welcomes the user by name and shows each article with its status, date, notes and actions', async () => {
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await openDashboard(page);
      await page.getByText(`Welcome back, ${STAFF.contributor.fullName}`).waitFor();
      // The articles come with a call of their own: wait for them before counting.
      await page.getByRole('article').first().waitFor();
      expect(await page.getByRole('article').count()).toBe(4);

      const draft = card(page, 'Lansing weighs a new transit study');
      await draft.getByText('draft', { exact: true }).waitFor();
      await draft.getByText('Created November 20, 2026', { exact: false }).waitFor();
      await draft.getByText('Summary of Lansing weighs a new transit study.').waitFor();
      expect(await draft.getByRole('button').allTextContents()).toEqual(['Edit', 'Submit for Review']);
      expect(await draft.getByRole('link', { name: 'View Live' }).count()).toBe(0);

      const pending = card(page, 'School aid formula changes head to committee');
      await pending.getByText('Under Review', { exact: true }).waitFor();
      expect(await pending.getByRole('button').count()).toBe(0);

      const returned = card(page, 'Line 5 tunnel permit questions linger');
      await returned.getByText('Needs Changes', { exact: true }).waitFor();
      await returned.getByText('Editor Notes:', { exact: true }).waitFor();
      await returned.getByText(RETURNED_NOTES).waitFor();
      expect(await returned.getByRole('button').allTextContents()).toEqual(['Edit', 'Submit for Review']);

      const live = card(page, 'Detroit council race heats up');
      await live.getByText('published', { exact: true }).waitFor();
      await live.getByText(`By ${STAFF.contributor.fullName} · Published November 20, 2026`).waitFor();
      expect(await live.locator('img').getAttribute('src')).toBe('/fixtures/images/2.svg');
      expect(await live.getByRole('button').count()).toBe(0);
      await live.getByRole('link', { name: 'View Live' }).click();
      await page.waitForURL('**/article/detroit-council-race-heats-up');
      await page.getByRole('heading', { name: 'Detroit council race heats up', level: 1 }).waitFor();
    });
  });

  it('shows the empty state, whose button opens the editor', async () => {
    const empty: StaffUser = { ...STAFF.newcomer, id: 'u-empty', username: 'empty', email: 'empty@mitics.test', fullName: 'Emery Empty' };
    site.staff.users.push(empty);
    await withStaffPage(browser, site, { as: empty }, async ({ page }) => {
      await openDashboard(page);
      await page.getByText('No articles yet', { exact: true }).waitFor();
      await page.getByText('Get started by writing your first article!', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Write Your First Article' }).click();
      await editor(page).getByRole('heading', { name: 'Professional Article Editor' }).waitFor();
      expect(await editor(page).getByLabel('Author Byline').inputValue()).toBe('Emery Empty');
    });
  });
});

describe('the editor panel', () => {
  it("toggles with 'Write New Article' and has the spec's fields and toolbar", async () => {
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await openDashboard(page);
      const toggle = page.getByRole('button', { name: 'Write New Article' });
      await toggle.click();
      await editor(page).getByRole('heading', { name: 'Professional Article Editor' }).waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      // The title field takes focus.
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('title');
      expect(await editor(page).getByRole('radio').allTextContents()).toEqual(['Edit', 'Preview']);
      const tools = await editor(page)
        .getByRole('toolbar', { name: 'Formatting' })
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
      expect(tools).toEqual(['Bold', 'Italic', 'Quote', 'Heading', 'Breaking']);
      for (const label of ['Title', 'Author Byline', 'Excerpt/Summary', 'Article Content']) {
        expect(await editor(page).getByLabel(label, { exact: true }).getAttribute('aria-required')).toBe('true');
      }
      expect(await editor(page).getByLabel('Author Byline').inputValue()).toBe(STAFF.contributor.fullName);
      expect(await editor(page).getByLabel('Excerpt/Summary').evaluate((area) => (area as HTMLTextAreaElement).rows)).toBe(3);
      expect(await editor(page).getByLabel('Article Content').evaluate((area) => (area as HTMLTextAreaElement).rows)).toBe(12);
      await editor(page).getByLabel('Tags (comma-separated)').waitFor();
      await editor(page).getByLabel('Image URL (optional)').waitFor();
      await editor(page).getByRole('button', { name: /Category/ }).click();
      expect(await page.getByRole('option').allTextContents()).toEqual(['michigan-politics', 'federal', 'analysis', 'legislature', 'campaign-finance']);
      await page.keyboard.press('Escape');
      await editor(page).getByRole('button', { name: 'Save as Draft' }).waitFor();
      await editor(page).getByRole('button', { name: 'Cancel' }).click();
      await editor(page).waitFor({ state: 'detached' });
      await toggle.click();
      await editor(page).waitFor();
      await toggle.click();
      await editor(page).waitFor({ state: 'detached' });
    });
  });

  it('refuses to save without title, excerpt, content and byline, and calls nothing', async () => {
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await openDashboard(page);
      await page.getByRole('button', { name: 'Write New Article' }).click();
      await editor(page).getByLabel('Title').fill('Only a title');
      await editor(page).getByRole('button', { name: 'Save as Draft' }).click();
      await expectToast(page, 'Please fill in all required fields');
      expect(await editor(page).getByLabel('Excerpt/Summary').getAttribute('aria-invalid')).toBe('true');
      expect(site.staff.calls('POST /api/articles')).toHaveLength(0);
    });
  });

  it('previews headings, sub-headings, quotes, the breaking line in a red box, bold and italic', async () => {
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await openDashboard(page);
      await page.getByRole('button', { name: 'Write New Article' }).click();
      await editor(page).getByLabel('Title').fill('Budget night');
      await editor(page).getByLabel('Excerpt/Summary').fill('What passed.');
      const body = editor(page).getByLabel('Article Content');
      await body.fill('## The vote\n### In the Senate\n> We will not back down.\nA **late** and *tense* night.\n');
      await body.press('End');
      await editor(page).getByRole('button', { name: 'Breaking' }).click();
      await page.waitForFunction(() => (document.activeElement as HTMLTextAreaElement | null)?.value.endsWith('🚨 **BREAKING:** '));
      await page.keyboard.type('The House adjourned.');
      await editor(page).getByLabel('Image URL (optional)').fill('/fixtures/images/1.svg');
      await editor(page).getByRole('radio', { name: 'Preview' }).click();

      const preview = editor(page).getByTestId('article-preview');
      await preview.getByRole('heading', { name: 'Budget night', level: 2 }).waitFor();
      await preview.getByText(`By ${STAFF.contributor.fullName}`).waitFor();
      await preview.getByText('What passed.').waitFor();
      expect(await preview.locator('img').getAttribute('src')).toBe('/fixtures/images/1.svg');
      await preview.getByRole('heading', { name: 'The vote', level: 2 }).waitFor();
      await preview.getByRole('heading', { name: 'In the Senate', level: 3 }).waitFor();
      expect(await preview.locator('blockquote').textContent()).toBe('We will not back down.');
      expect(await preview.locator('p strong').first().textContent()).toBe('late');
      expect(await preview.locator('p em').textContent()).toBe('tense');
      const breaking = preview.locator('[data-breaking]');
      expect(await breaking.textContent()).toBe('🚨 BREAKING: The House adjourned.');
      expect(await breaking.locator('strong').textContent()).toBe('BREAKING:');
      expect(await breaking.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(176, 18, 27)');
    });
  });

  it('saves a new article as a draft with the author id, and lists it', async () => {
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await openDashboard(page);
      await page.getByRole('button', { name: 'Write New Article' }).click();
      await editor(page).getByLabel('Title').fill('Grand Rapids weighs a transit millage');
      await editor(page).getByRole('button', { name: /Category/ }).click();
      await page.getByRole('option', { name: 'campaign-finance' }).click();
      await editor(page).getByLabel('Excerpt/Summary').fill('The Rapid asks voters for more.');
      await editor(page).getByLabel('Article Content').fill('## On the ballot\n\nA **0.3 mill** increase.');
      await editor(page).getByLabel('Tags (comma-separated)').fill(' Transit, , Grand Rapids ');
      const release = site.holdApi();
      try {
        await editor(page).getByRole('button', { name: 'Save as Draft' }).click();
        await editor(page).getByRole('button', { name: 'Saving...' }).waitFor();
      } finally {
        release();
      }
      await expectToast(page, 'Article saved as draft!');
      await editor(page).waitFor({ state: 'detached' });
      await card(page, 'Grand Rapids weighs a transit millage').getByText('draft', { exact: true }).waitFor();
      expect(site.staff.calls('POST /api/articles')[0]?.body).toEqual({
        title: 'Grand Rapids weighs a transit millage',
        excerpt: 'The Rapid asks voters for more.',
        content: '## On the ballot\n\nA **0.3 mill** increase.',
        category: 'campaign-finance',
        author: STAFF.contributor.fullName,
        imageUrl: null,
        tags: ['Transit', 'Grand Rapids'],
        authorId: STAFF.contributor.id,
        status: 'draft',
      });
    });
  });

  it("says 'Failed to save article' and keeps the text", async () => {
    site.staff.fail('POST /api/articles', { status: 400, detail: 'title must be at most 300 characters' });
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await openDashboard(page);
      await page.getByRole('button', { name: 'Write New Article' }).click();
      await editor(page).getByLabel('Title').fill('A title');
      await editor(page).getByLabel('Excerpt/Summary').fill('An excerpt');
      await editor(page).getByLabel('Article Content').fill('Content');
      await editor(page).getByRole('button', { name: 'Save as Draft' }).click();
      await expectToast(page, 'Failed to save article', 'title must be at most 300 characters');
      expect(await editor(page).getByLabel('Title').inputValue()).toBe('A title');
    });
  });
});

describe('editing and submitting', () => {
  it('edits a returned article in the panel (PUT, status kept), then resubmits it for review', async () => {
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await openDashboard(page);
      const returned = card(page, 'Line 5 tunnel permit questions linger');
      await returned.getByRole('button', { name: 'Edit' }).click();
      await editor(page).getByText('Editing “Line 5 tunnel permit questions linger”').waitFor();
      const body = editor(page).getByLabel('Article Content');
      expect(await body.inputValue()).toContain('## Background');
      await body.fill(`${await body.inputValue()}\n\nThe permit was filed on March 3.`);
      await editor(page).getByRole('button', { name: 'Save as Draft' }).click();
      await expectToast(page, 'Article saved as draft!');
      await closeToast(page);
      const put = site.staff.calls('PUT /api/articles/:id')[0];
      expect(put?.path).toBe('/api/articles/staff-rejected');
      expect(put?.body).toMatchObject({ title: 'Line 5 tunnel permit questions linger', content: expect.stringContaining('March 3') });
      expect(put?.body).not.toHaveProperty('status');
      expect(site.staff.calls('POST /api/articles')).toHaveLength(0);
      await returned.getByText('Needs Changes').waitFor();

      const before = Date.now();
      await returned.getByRole('button', { name: 'Submit for Review' }).click();
      await expectToast(page, 'Article submitted for review!');
      await returned.getByText('Under Review', { exact: true }).waitFor();
      expect(await returned.getByRole('button').count()).toBe(0);
      const submit = site.staff.calls('PUT /api/articles/:id')[1];
      expect(submit?.body).toEqual({ status: 'pending_review', submittedAt: expect.any(String) });
      const submittedAt = Date.parse((submit?.body as { submittedAt: string }).submittedAt);
      expect(submittedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(submittedAt).toBeLessThanOrEqual(Date.now() + 1000);
    });
  });

  it('submits a draft for review', async () => {
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await openDashboard(page);
      const draft = card(page, 'Lansing weighs a new transit study');
      await draft.getByRole('button', { name: 'Submit for Review' }).click();
      await expectToast(page, 'Article submitted for review!');
      await draft.getByText('Under Review', { exact: true }).waitFor();
      expect(site.staff.calls('PUT /api/articles/:id')[0]?.path).toBe('/api/articles/staff-draft');
    });
  });

  it("says 'Failed to submit article' when the server refuses", async () => {
    site.staff.fail('PUT /api/articles/:id', { status: 409, detail: 'The article changed meanwhile' });
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await openDashboard(page);
      const draft = card(page, 'Lansing weighs a new transit study');
      await draft.getByRole('button', { name: 'Submit for Review' }).click();
      await expectToast(page, 'Failed to submit article', 'The article changed meanwhile');
      await draft.getByText('draft', { exact: true }).waitFor();
    });
  });

  it('works on a phone-sized screen', async () => {
    await withStaffPage(browser, site, { as: STAFF.contributor, viewport: { width: 375, height: 740 } }, async ({ page }) => {
      await openDashboard(page);
      await page.getByRole('button', { name: 'Write New Article' }).click();
      await editor(page).getByLabel('Title').fill('From my phone');
      await editor(page).getByLabel('Excerpt/Summary').fill('Short.');
      await editor(page).getByLabel('Article Content').fill('Body.');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await editor(page).getByRole('button', { name: 'Save as Draft' }).click();
      await expectToast(page, 'Article saved as draft!');
      await card(page, 'From my phone').waitFor();
    });
  });
});
