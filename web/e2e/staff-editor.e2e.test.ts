/**
 * The Professional Article Editor at /create (staff §2, §5, §7, §8) against the
 * fake site's staff API: who may use it, the toolbar and insert dialogs,
 * preview, validation, publishing and its failures.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import { startFakeSite, type FakeSite } from './support/fake-site';
import { STAFF } from './support/fake-staff';
import { closeToast, expectToast, toast, withStaffPage } from './support/staff-pages';

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

const content = (page: Page) => page.getByLabel('Content', { exact: true });

async function openEditor(page: Page) {
  await page.goto('/create');
  await page.getByRole('heading', { name: 'Professional Article Editor', level: 1 }).waitFor();
}

async function fillRequired(page: Page, title: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Excerpt', { exact: true }).fill('The Senate voted 20-18.');
  await content(page).fill('## The vote\n\nIt passed **late** on Tuesday.\n\n> A good day, the leader said.');
}

describe('who may use /create', () => {
  it('sends nobody-signed-in to sign in, and back afterwards', async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/create');
      await page.waitForURL('**/login?next=/create');
      await page.getByLabel('Username or email').fill(STAFF.editor.username);
      await page.getByLabel('Password').fill(STAFF.editor.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/create');
      await page.getByRole('button', { name: 'Publish Article' }).waitFor();
    });
  });

  it('tells a contributor it is for editors, with the way to My Articles', async () => {
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await page.goto('/create');
      await page.getByText('Editors only').waitFor();
      await page.getByRole('heading', { name: 'Professional Article Editor', level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Publish Article' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Go to My Articles' }).click();
      await page.waitForURL('**/contribute');
    });
  });

  it('lets an admin in too', async () => {
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await openEditor(page);
      expect(await page.getByLabel('Author').inputValue()).toBe(STAFF.admin.fullName);
    });
  });
});

describe('the editor', () => {
  it('has the toggle, the toolbar, the settings card and the formatting guide', async () => {
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await openEditor(page);
      expect(await page.getByRole('radiogroup', { name: 'Editor mode' }).getByRole('radio').allTextContents()).toEqual(['Edit', 'Preview']);
      const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
      const names = await toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent));
      expect(names).toEqual(['Bold', 'Italic', 'Quote', 'Section', 'Breaking', 'Table', 'Insert Image', 'Insert Link']);
      await page.getByRole('heading', { name: 'Article Settings' }).waitFor();
      await page.getByRole('heading', { name: 'Formatting Guide' }).waitFor();
      for (const label of ['Category (level)', 'Section', 'Author', 'Image URL', 'Video URL', 'Tags']) {
        await page.getByLabel(label, { exact: true }).first().waitFor();
      }
      await page.getByRole('checkbox', { name: 'Breaking news' }).waitFor({ state: 'attached' });
      await page.getByRole('checkbox', { name: 'Featured' }).waitFor({ state: 'attached' });
      expect(await page.getByLabel('Excerpt', { exact: true }).evaluate((area) => (area as HTMLTextAreaElement).rows)).toBe(3);
      expect(await content(page).evaluate((area) => (area as HTMLTextAreaElement).rows)).toBe(20);
    });
  });

  it('formats the selection from the toolbar, by mouse and by keyboard', async () => {
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await openEditor(page);
      await content(page).fill('The vote passed.');
      await content(page).evaluate((area) => (area as HTMLTextAreaElement).setSelectionRange(4, 8));
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.waitForFunction(() => (document.activeElement as HTMLTextAreaElement | null)?.value === 'The **vote** passed.');

      // One tab stop for the toolbar; arrows move inside it.
      await content(page).evaluate((area) => (area as HTMLTextAreaElement).setSelectionRange(0, 0));
      await page.getByRole('button', { name: 'Bold' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Section');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => (document.activeElement as HTMLTextAreaElement | null)?.value.startsWith('## The **vote**'));

      await content(page).fill('Intro.');
      await content(page).press('End');
      await page.getByRole('button', { name: 'Breaking' }).click();
      await page.waitForFunction(() => (document.activeElement as HTMLTextAreaElement | null)?.value === 'Intro.\n🚨 **BREAKING:** ');
      await page.keyboard.type('Senate adjourns');
      await page.getByRole('button', { name: 'Table' }).click();
      await page.getByRole('button', { name: 'Quote' }).click();
      const value = await content(page).inputValue();
      expect(value).toContain('🚨 **BREAKING:** Senate adjourns\n| Column 1 | Column 2 | Column 3 |\n| --- | --- | --- |');
      expect(value.split('\n').at(-1)).toBe('> | Row 2 | Data | Data |');
    });
  });

  it('inserts an image and a link through their dialogs, which check their fields', async () => {
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await openEditor(page);
      await content(page).fill('See here.');
      await content(page).evaluate((area) => (area as HTMLTextAreaElement).setSelectionRange(4, 8));

      await page.getByRole('button', { name: 'Insert Link' }).click();
      const linkDialog = page.getByRole('dialog', { name: 'Insert Link' });
      await linkDialog.getByLabel('Link text').fill('the bill');
      await linkDialog.getByRole('button', { name: 'Insert Link' }).click();
      await expectToast(page, 'Please enter both link text and URL');
      await closeToast(page);
      await linkDialog.getByLabel('URL', { exact: true }).fill('https://legislature.mi.gov/hb4001');
      await linkDialog.getByLabel('URL', { exact: true }).press('Enter');
      await expectToast(page, 'Link inserted!');
      await linkDialog.waitFor({ state: 'detached' });
      expect(await content(page).inputValue()).toBe('See [the bill](https://legislature.mi.gov/hb4001).');
      await closeToast(page);

      await page.getByRole('button', { name: 'Insert Image' }).click();
      const imageDialog = page.getByRole('dialog', { name: 'Insert Image' });
      await imageDialog.getByRole('button', { name: 'Insert Image' }).click();
      await expectToast(page, 'Please enter an image URL');
      await closeToast(page);
      await imageDialog.getByLabel('Image URL').fill('https://img.example/capitol.jpg');
      await imageDialog.getByLabel('Alt text').fill('The Capitol dome');
      await imageDialog.getByRole('button', { name: 'Insert Image' }).click();
      await expectToast(page, 'Image inserted!');
      expect(await content(page).inputValue()).toContain('![The Capitol dome](https://img.example/capitol.jpg)');
      // Nothing was published by the dialogs' own forms.
      expect(site.staff.calls('POST /api/articles')).toHaveLength(0);
    });
  });

  it('previews the article as readers will see it', async () => {
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await openEditor(page);
      await fillRequired(page, 'Senate passes the roads plan');
      await page.getByRole('button', { name: 'Table' }).click();
      await page.getByRole('radio', { name: 'Preview' }).click();
      const preview = page.getByTestId('article-preview');
      await preview.getByRole('heading', { name: 'Senate passes the roads plan', level: 2 }).waitFor();
      await preview.getByText(`By ${STAFF.editor.fullName}`).waitFor();
      await preview.getByRole('heading', { name: 'The vote' }).waitFor();
      expect(await preview.locator('strong').first().textContent()).toBe('late');
      expect(await preview.locator('blockquote').textContent()).toBe('A good day, the leader said.');
      expect(await preview.getByRole('columnheader').allTextContents()).toEqual(['Column 1', 'Column 2', 'Column 3']);
      await page.getByRole('radio', { name: 'Edit' }).click();
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Senate passes the roads plan');
    });
  });

  it("says 'Missing Required Fields' and calls nothing until title, excerpt, content and author are in", async () => {
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await openEditor(page);
      await page.getByRole('button', { name: 'Publish Article' }).click();
      await expectToast(page, 'Missing Required Fields', 'Please fill in all required fields');
      expect(await toast(page).getAttribute('data-variant')).toBe('destructive');
      await closeToast(page);

      await fillRequired(page, 'A title');
      await page.getByLabel('Author').fill(' ');
      // From the preview, publishing shows the fields again with the missing one marked.
      await page.getByRole('radio', { name: 'Preview' }).click();
      await page.getByRole('button', { name: 'Publish Article' }).click();
      await expectToast(page, 'Missing Required Fields', 'Please fill in all required fields');
      expect(await page.getByLabel('Author').getAttribute('aria-invalid')).toBe('true');
      expect(site.staff.calls('POST /api/articles')).toHaveLength(0);
    });
  });

  it('publishes with a slug from the title, a tag list and isFromRss false, then opens the article at the slug the server gave', async () => {
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await openEditor(page);
      // The fixture site already has this slug: the server answers with another.
      await fillRequired(page, 'Senate Passes Road Funding Plan');
      await page.getByRole('button', { name: /Category \(level\)/ }).click();
      await page.getByRole('option', { name: 'Federal Politics' }).click();
      await page.getByRole('button', { name: /^Select section/ }).click();
      await page.getByRole('option', { name: 'Legislature' }).click();
      await page.getByLabel('Tags').fill('Roads, Budget , ,Senate');
      await page.getByRole('checkbox', { name: 'Featured' }).check({ force: true });
      const release = site.holdApi();
      try {
        await page.getByRole('button', { name: 'Publish Article' }).click();
        await page.getByRole('button', { name: 'Publishing...' }).waitFor();
      } finally {
        release();
      }
      await expectToast(page, 'Article Published', 'Your article is now live on the website');
      await page.waitForURL('**/article/senate-passes-road-funding-plan-2');
      await page.getByRole('heading', { name: 'Senate Passes Road Funding Plan', level: 1 }).waitFor();
      const call = site.staff.calls('POST /api/articles')[0];
      expect(call?.csrf).toBe('1');
      expect(call?.body).toEqual({
        title: 'Senate Passes Road Funding Plan',
        slug: 'senate-passes-road-funding-plan',
        excerpt: 'The Senate voted 20-18.',
        content: '## The vote\n\nIt passed **late** on Tuesday.\n\n> A good day, the leader said.',
        author: STAFF.editor.fullName,
        category: 'federal',
        level: 'Federal Politics',
        section: 'Legislature',
        imageUrl: null,
        videoUrl: null,
        tags: ['Roads', 'Budget', 'Senate'],
        isBreaking: false,
        isFeatured: true,
        isFromRss: false,
      });
    });
  });

  it("says 'Publication Failed' with the server's words, or its own", async () => {
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await openEditor(page);
      await fillRequired(page, 'A story');
      site.staff.fail('POST /api/articles', { status: 400, detail: 'excerpt must be at most 1000 characters' });
      await page.getByRole('button', { name: 'Publish Article' }).click();
      await expectToast(page, 'Publication Failed', 'excerpt must be at most 1000 characters');
      await closeToast(page);
      site.staff.fail('POST /api/articles', { status: 502 });
      await page.getByRole('button', { name: 'Publish Article' }).click();
      await expectToast(page, 'Publication Failed', 'There was an error publishing your article');
      expect(new URL(page.url()).pathname).toBe('/create');
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('A story');
    });
  });

  it('fits a phone-sized screen', async () => {
    await withStaffPage(browser, site, { as: STAFF.editor, viewport: { width: 375, height: 740 } }, async ({ page }) => {
      await openEditor(page);
      await fillRequired(page, 'Phone story');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByRole('radio', { name: 'Preview' }).click();
      await page.getByTestId('article-preview').getByRole('heading', { name: 'Phone story' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
});
