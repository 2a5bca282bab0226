/**
 * The admin gate and panel (staff §2, §4, §5, §8, §9) against the fake site's
 * staff API: texts, validation toasts, empty states, failures, keyboard use on
 * the gate and a phone-sized screen.
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

beforeEach(() => {
  site.staff.reset();
  site.emptyArticleList(false);
});

const gate = (page: Page) => page.getByRole('dialog', { name: 'Admin Access' });

/** Opens /adminpanel and passes the gate with the admin's password. */
async function unlock(page: Page) {
  await page.goto('/adminpanel');
  await gate(page).getByLabel('Admin password').fill(STAFF.admin.password);
  await gate(page).getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
  await closeToast(page);
}

describe('the admin gate', () => {
  it('is a modal dialog that needs non-blank text, usable from the keyboard alone', async () => {
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await page.goto('/adminpanel');
      await gate(page).waitFor();
      const field = gate(page).getByLabel('Admin password');
      const unlockButton = gate(page).getByRole('button', { name: 'Unlock' });
      // Focus starts in the field; blank or spaces cannot be sent.
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.type === 'password');
      expect(await unlockButton.isDisabled()).toBe(true);
      await page.keyboard.type('   ');
      await page.keyboard.press('Enter');
      expect(await unlockButton.isDisabled()).toBe(true);
      expect(site.staff.calls('POST /api/admin/verify')).toHaveLength(0);

      // Tab moves field → Unlock → Cancel and stays inside the dialog.
      await field.fill(STAFF.admin.password);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Unlock');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');

      await expectToast(page, 'Access Granted', 'Welcome to the admin panel');
      await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
      expect(await gate(page).count()).toBe(0);
      expect(site.staff.calls('POST /api/admin/verify')[0]).toMatchObject({ body: { password: STAFF.admin.password }, csrf: '1' });
    });
  });

  it("says 'Access Denied' with the server's words, clears the password and keeps focus in the field", async () => {
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await page.goto('/adminpanel');
      const field = gate(page).getByLabel('Admin password');
      await field.fill('not-it');
      await field.press('Enter');
      await expectToast(page, 'Access Denied', 'Invalid password');
      expect(await toast(page).getAttribute('data-variant')).toBe('destructive');
      expect(await field.inputValue()).toBe('');
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.type === 'password');
      await closeToast(page);

      site.staff.fail('POST /api/admin/verify', { status: 429, detail: 'Too many attempts. Try again in 15 minutes.' });
      await field.fill(STAFF.admin.password);
      await field.press('Enter');
      await expectToast(page, 'Access Denied', 'Too many attempts. Try again in 15 minutes.');
      expect(site.staff.calls('POST /api/admin/verify')).toHaveLength(2);
      await gate(page).waitFor();
    });
  });

  it("says 'Invalid password' when the server sends no words", async () => {
    site.staff.fail('POST /api/admin/verify', { status: 401 });
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await page.goto('/adminpanel');
      await gate(page).getByLabel('Admin password').fill('anything');
      await gate(page).getByRole('button', { name: 'Unlock' }).click();
      await expectToast(page, 'Access Denied', 'Invalid password');
    });
  });

  it('closes on Cancel and on Escape, going home', async () => {
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await page.goto('/adminpanel');
      await gate(page).getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/adminpanel');
      await gate(page).waitFor();
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  it("still asks a signed-in admin, and checks that admin's own password", async () => {
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await page.goto('/adminpanel');
      await gate(page).getByLabel('Admin password').fill(STAFF.admin.password);
      await gate(page).getByRole('button', { name: 'Unlock' }).click();
      await page.getByTestId('session-bar').getByText(STAFF.admin.fullName).waitFor();
    });
  });

  it('refuses a signed-in contributor without asking for a password', async () => {
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await page.goto('/adminpanel');
      await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
      await page.getByText('This page is for administrators.').waitFor();
      expect(await page.getByRole('link', { name: 'Go to My Articles' }).getAttribute('href')).toBe('/contribute');
      expect(await gate(page).count()).toBe(0);
      expect(site.staff.calls('POST /api/admin/verify')).toHaveLength(0);
    });
  });

  it('sends someone not signed in to sign in first, and back to the panel after', async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/adminpanel');
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/adminpanel');
      expect(site.staff.calls('POST /api/admin/verify')).toHaveLength(0);
      await page.getByLabel('Username or email').fill(STAFF.admin.username);
      await page.getByLabel('Password').fill(STAFF.admin.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/adminpanel');
      await gate(page).waitFor();
    });
  });
});

describe('the admin panel', () => {
  it('links to the editor and social settings in new tabs, and has the Articles, RSS Feeds, Users, Newsletter, Jobs and Messages tabs', async () => {
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await unlock(page);
      for (const [name, href] of [
        ['Professional Article Editor', '/create'],
        ['Social Auto-Posting Settings', '/twitter-settings'],
      ] as const) {
        const link = page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name });
        expect(await link.getAttribute('href')).toBe(href);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
      }
      expect(await page.getByRole('tab').allTextContents()).toEqual(['Articles', 'RSS Feeds', 'Users', 'Newsletter', 'Jobs', 'Messages']);
      expect(await page.getByRole('tab', { name: 'Articles' }).getAttribute('aria-selected')).toBe('true');
      // Arrow keys move between tabs (react-aria Tabs).
      await page.getByRole('tab', { name: 'Articles' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('heading', { name: 'RSS Feeds', level: 2 }).waitFor();
    });
  });

  it('checks the create form, then publishes with the level as category, a slug, trimmed tags and isFromRss false', async () => {
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await unlock(page);
      const form = page.getByRole('form', { name: 'Create New Article' });
      await form.getByLabel('Title').fill('Federal grant reaches Flint water plant');
      await form.getByRole('button', { name: 'Create Article' }).click();
      await expectToast(page, 'Please fill in all required fields');
      expect(await form.getByLabel('Author').getAttribute('aria-invalid')).toBe('true');
      await closeToast(page);

      await form.getByRole('button', { name: /Level/ }).click();
      await page.getByRole('option', { name: 'Federal Politics' }).click();
      await form.getByRole('button', { name: /Section/ }).click();
      await page.getByRole('option', { name: 'Policy' }).click();
      await form.getByLabel('Author').fill('Jane Reporter');
      await form.getByLabel('Excerpt').fill('The EPA sends $20 million.');
      await form.getByLabel('Content').fill('## The grant\n\nIt pays for **new pipes**.');
      expect(await form.getByLabel('Excerpt').evaluate((area) => (area as HTMLTextAreaElement).rows)).toBe(3);
      expect(await form.getByLabel('Content').evaluate((area) => (area as HTMLTextAreaElement).rows)).toBe(20);
      await form.getByLabel('Video URL').fill('not a url');
      await form.getByRole('button', { name: 'Create Article' }).click();
      await expectToast(page, 'Please enter a valid video URL');
      expect(site.staff.calls('POST /api/articles')).toHaveLength(0);
      await closeToast(page);

      await form.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=abc123');
      await form.getByLabel('Image URL').fill('https://img.example/flint.jpg');
      await form.getByLabel('Tags').fill(' Flint , Water,, EPA ');
      await form.getByText('Breaking news').click();
      await form.getByRole('button', { name: 'Create Article' }).click();
      await expectToast(page, 'Article created successfully');
      expect(site.staff.calls('POST /api/articles')[0]?.body).toEqual({
        title: 'Federal grant reaches Flint water plant',
        slug: 'federal-grant-reaches-flint-water-plant',
        excerpt: 'The EPA sends $20 million.',
        content: '## The grant\n\nIt pays for **new pipes**.',
        author: 'Jane Reporter',
        category: 'federal',
        level: 'Federal Politics',
        section: 'Policy',
        imageUrl: 'https://img.example/flint.jpg',
        videoUrl: 'https://www.youtube.com/watch?v=abc123',
        tags: ['Flint', 'Water', 'EPA'],
        isBreaking: true,
        isFeatured: false,
        isFromRss: false,
      });
      expect(await form.getByLabel('Title').inputValue()).toBe('');
      // The new article heads the list.
      await page.getByTestId('panel-article').first().getByText('Federal grant reaches Flint water plant').waitFor();
    });
  });

  it("says 'Failed to create article' with the server's words", async () => {
    site.staff.fail('POST /api/articles', { status: 400, detail: 'title must be at most 300 characters' });
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await unlock(page);
      const form = page.getByRole('form', { name: 'Create New Article' });
      await form.getByLabel('Title').fill('A title');
      await form.getByRole('button', { name: /Level/ }).click();
      await page.getByRole('option', { name: 'Michigan Politics' }).click();
      await form.getByRole('button', { name: /Section/ }).click();
      await page.getByRole('option', { name: 'Courts' }).click();
      await form.getByLabel('Author').fill('A');
      await form.getByLabel('Excerpt').fill('B');
      await form.getByLabel('Content').fill('C');
      await form.getByRole('button', { name: 'Create Article' }).click();
      await expectToast(page, 'Failed to create article', 'title must be at most 300 characters');
      expect(site.staff.calls('POST /api/articles')[0]?.body).toMatchObject({ category: 'michigan-politics', level: 'Michigan Politics' });
      expect(await form.getByLabel('Title').inputValue()).toBe('A title');
    });
  });

  it('lists the first 10 articles of every status, edits one in a dialog and deletes another after confirming', async () => {
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await unlock(page);
      const rows = page.getByTestId('panel-article');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(10);
      expect(site.apiRequests).toContain('/api/admin/articles?limit=10&offset=0');

      const first = [...site.articles].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))[0];
      await rows.first().getByRole('button', { name: /^Edit/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Article' });
      expect(await dialog.getByLabel('Title').inputValue()).toBe(first?.title);
      await dialog.getByRole('button', { name: /Section/ }).click();
      expect(await page.getByRole('option').allTextContents()).toEqual(['michigan-politics', 'breaking', 'federal', 'analysis']);
      await page.getByRole('option', { name: 'analysis' }).click();
      await dialog.getByLabel('Author').fill('');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Please fill in all required fields');
      expect(site.staff.calls('PUT /api/articles/:id')).toHaveLength(0);
      await closeToast(page);
      await dialog.getByLabel('Author').fill('New Byline');
      await dialog.getByLabel('Title').fill('Senate passes road plan, edited');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Article updated successfully');
      await dialog.waitFor({ state: 'detached' });
      const put = site.staff.calls('PUT /api/articles/:id')[0];
      expect(put?.path).toBe(`/api/articles/${first?.id}`);
      expect(put?.body).toMatchObject({ title: 'Senate passes road plan, edited', author: 'New Byline', category: 'analysis' });
      expect(Object.keys(put?.body as object).sort()).toEqual(
        ['author', 'category', 'content', 'excerpt', 'imageUrl', 'isBreaking', 'isFeatured', 'tags', 'title'].sort(),
      );
      await rows.first().getByText('Senate passes road plan, edited').waitFor();
      await closeToast(page);

      const second = rows.nth(1);
      const secondTitle = (await second.getByRole('link').textContent()) ?? '';
      await second.getByRole('button', { name: /^Delete/ }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this article?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Article deleted successfully');
      await page.getByTestId('panel-article').filter({ hasText: secondTitle }).waitFor({ state: 'detached' });
      expect(site.staff.calls('DELETE /api/articles/:id')).toHaveLength(1);
    });
  });

  it('shows drafts and articles under review too, filters by status and pages through everything', async () => {
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await unlock(page);
      const rows = page.getByTestId('panel-article');
      await rows.first().waitFor();
      const total = site.articles.length;
      await page.getByText(`Showing 1–10 of ${total}`).waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Showing 11–${Math.min(20, total)} of ${total}`).waitFor();
      expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);

      await page.getByRole('button', { name: /Show/ }).click();
      await page.getByRole('option', { name: 'Under Review' }).click();
      const underReview = site.articles.filter((article) => article.status === 'pending_review').length;
      expect(underReview).toBeGreaterThan(0);
      await page.getByText(`Showing 1–${underReview} of ${underReview}`).waitFor();
      expect(await rows.count()).toBe(underReview);
      for (const row of await rows.all()) await row.getByText('Under Review', { exact: true }).waitFor();
      // Unpublished articles have no public page to link to.
      expect(await rows.first().getByRole('link').count()).toBe(0);
    });
  });

  it('reports failed edits and deletes', async () => {
    site.staff.fail('PUT /api/articles/:id', { status: 500 });
    site.staff.fail('DELETE /api/articles/:id', { status: 403, detail: 'Only admins can delete articles' });
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await unlock(page);
      const rows = page.getByTestId('panel-article');
      await rows.first().getByRole('button', { name: /^Edit/ }).click();
      await page.getByRole('dialog', { name: 'Edit Article' }).getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Failed to update article');
      // A server failure is tried once more (staff §9).
      expect(site.staff.calls('PUT /api/articles/:id')).toHaveLength(2);
      await page.getByRole('dialog', { name: 'Edit Article' }).getByRole('button', { name: 'Cancel' }).click();
      await closeToast(page);

      await rows.first().getByRole('button', { name: /^Delete/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Failed to delete article', 'Only admins can delete articles');
      expect(site.staff.calls('DELETE /api/articles/:id')).toHaveLength(1);
    });
  });

  it("shows 'No articles found' when there are none", async () => {
    site.emptyArticleList(true);
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await unlock(page);
      await page.getByText('No articles found', { exact: true }).waitFor();
    });
  });

  it('lists users in a scrolling box, approves, deactivates and changes roles', async () => {
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await unlock(page);
      await page.getByRole('tab', { name: 'Users' }).click();
      const box = page.getByTestId('user-scroll');
      await box.waitFor();
      const size = await box.evaluate((element) => ({
        maxHeight: getComputedStyle(element).maxHeight,
        overflowY: getComputedStyle(element).overflowY,
        scrolls: element.scrollHeight > element.clientHeight,
      }));
      expect(size).toEqual({ maxHeight: '384px', overflowY: 'auto', scrolls: true });

      const row = (username: string) => page.getByRole('listitem').filter({ hasText: `@${username}` });
      await row('casey').getByText('casey@mitics.test').waitFor();
      await row('casey').getByText(STAFF.contributor.fullName).waitFor();
      await row('pat').getByText('Pending', { exact: true }).waitFor();
      await row('ian').getByText('Inactive', { exact: true }).waitFor();
      await row('casey').getByText('Active', { exact: true }).waitFor();

      await row('pat').getByRole('button', { name: 'Approve' }).click();
      await expectToast(page, 'User activated successfully');
      await row('pat').getByText('Active', { exact: true }).waitFor();
      await closeToast(page);

      await row('casey').getByRole('button', { name: 'Deactivate' }).click();
      await expectToast(page, 'User deactivated successfully');
      await row('casey').getByText('Inactive', { exact: true }).waitFor();
      await closeToast(page);

      await row('editor').getByRole('button', { name: /Role for Ellis Editor/ }).click();
      expect(await page.getByRole('option').allTextContents()).toEqual(['contributor', 'editor', 'admin']);
      await page.getByRole('option', { name: 'admin' }).click();
      await expectToast(page, 'User role updated successfully');
      expect(site.staff.calls('PUT /api/admin/users/:id/role')[0]).toMatchObject({ path: '/api/admin/users/u-editor/role', body: { role: 'admin' }, csrf: '1' });
      expect(site.staff.calls('POST /api/admin/users/:id/activate')[0]?.path).toBe('/api/admin/users/u-pat/activate');

      // The signed-in admin cannot lock themselves out.
      expect(await row('admin').getByRole('button', { name: 'Deactivate' }).isDisabled()).toBe(true);
    });
  });

  it('reports failed user changes', async () => {
    site.staff.fail('POST /api/admin/users/:id/activate', { status: 409, detail: 'Already active' });
    site.staff.fail('POST /api/admin/users/:id/deactivate', { status: 404 });
    site.staff.fail('PUT /api/admin/users/:id/role', { status: 400 });
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await unlock(page);
      await page.getByRole('tab', { name: 'Users' }).click();
      const row = (username: string) => page.getByRole('listitem').filter({ hasText: `@${username}` });
      await row('pat').getByRole('button', { name: 'Approve' }).click();
      await expectToast(page, 'Failed to activate user', 'Already active');
      await closeToast(page);
      await row('casey').getByRole('button', { name: 'Deactivate' }).click();
      await expectToast(page, 'Failed to deactivate user');
      await closeToast(page);
      await row('casey').getByRole('button', { name: /Role for/ }).click();
      await page.getByRole('option', { name: 'editor' }).click();
      await expectToast(page, 'Failed to update user role');
      await row('pat').getByText('Pending', { exact: true }).waitFor();
    });
  });

  it('counts and copies every subscriber, not only the first page', async () => {
    site.staff.subscribers = Array.from({ length: 60 }, (_, index) => ({
      id: `many-${index}`,
      email: `many${index}@example.com`,
      isActive: index % 3 !== 0,
      subscribedAt: new Date(Date.UTC(2026, 10, 20) - index * 60_000).toISOString(),
    }));
    await withStaffPage(browser, site, { as: STAFF.admin, permissions: ['clipboard-read', 'clipboard-write'] }, async ({ page }) => {
      await unlock(page);
      await page.getByRole('tab', { name: 'Newsletter' }).click();
      await page.getByText('60 subscribers, 40 active (showing the newest 15)').waitFor();
      expect(await page.getByRole('row').count()).toBe(16);
      await page.getByRole('button', { name: 'Copy Active Emails' }).click();
      await expectToast(page, 'Email addresses copied to clipboard');
      const copied = (await page.evaluate(() => navigator.clipboard.readText())).split(',');
      expect(copied).toHaveLength(40);
      expect(copied).toContain('many59@example.com');
    });
  });

  it('shows the first 15 newsletter subscribers and copies the active addresses', async () => {
    await withStaffPage(browser, site, { as: STAFF.admin, permissions: ['clipboard-read', 'clipboard-write'] }, async ({ page }) => {
      await unlock(page);
      await page.getByRole('tab', { name: 'Newsletter' }).click();
      const rows = page.getByRole('row');
      await page.getByRole('cell', { name: 'reader1@example.com', exact: true }).waitFor();
      expect(await rows.count()).toBe(16); // header + 15
      await page.getByRole('row').filter({ hasText: 'reader3@example.com' }).getByText('Inactive').waitFor();
      await page.getByRole('row').filter({ hasText: 'reader1@example.com' }).getByText('November 20, 2026').waitFor();
      await page.getByRole('button', { name: 'Copy Active Emails' }).click();
      await expectToast(page, 'Email addresses copied to clipboard');
      const expected = site.staff.subscribers.filter((subscriber) => subscriber.isActive).map((subscriber) => subscriber.email);
      expect(expected).toHaveLength(12);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.join(','));
    });
  });

  it("shows 'No newsletter subscribers yet' when there are none", async () => {
    site.staff.subscribers = [];
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await unlock(page);
      await page.getByRole('tab', { name: 'Newsletter' }).click();
      await page.getByText('No newsletter subscribers yet', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Copy Active Emails' }).isDisabled()).toBe(true);
    });
  });

  it('locks again when the server no longer takes the session as an admin', async () => {
    await withStaffPage(browser, site, { as: STAFF.admin }, async ({ page }) => {
      await unlock(page);
      site.staff.fail('GET /api/admin/users', { status: 403, detail: 'Please enter the admin password' });
      await page.getByRole('tab', { name: 'Users' }).click();
      await expectToast(page, 'Access Denied');
      await gate(page).waitFor();
    });
  });

  it('works on a phone-sized screen', async () => {
    await withStaffPage(browser, site, { as: STAFF.admin, viewport: { width: 375, height: 740 } }, async ({ page }) => {
      await unlock(page);
      for (const name of ['Articles', 'Users', 'Newsletter']) {
        await page.getByRole('tab', { name }).click();
        expect(await page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByRole('listitem').filter({ hasText: '@pat' }).getByRole('button', { name: 'Approve' }).click();
      await expectToast(page, 'User activated successfully');
    });
  });
});
