/**
 * Issue 11 on the real embedded site in Debian Chromium: /careers with its
 * texts, the apply dialog's rules and messages, and the admin panel's Jobs
 * section (create, edit, toggle active, delete, applications per job, empty
 * states, validations, toasts). axe finds nothing on any of them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import { startRealSite, type RealSite } from './support/real-site';
import { dismissToast, expectNoAxeViolations, openAdminTab, waitForToast, withReaderPage } from './support/reader-pages';

const ADMIN = { username: 'chief-editor', password: 'Lansing-Capitol-Dome-1879' };
const COVER_LETTER = 'I have covered city hall in Grand Rapids for three years and want to cover the Capitol next.';

let site: RealSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startRealSite({ MITICS_ADMIN_USERNAME: ADMIN.username, MITICS_ADMIN_PASSWORD: ADMIN.password }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const applyDialog = (page: Page) => page.getByRole('dialog', { name: /^Apply for: / });
/** The Active switch of a job row: its label is what a pointer clicks (the input itself is visually hidden). */
const activeSwitch = (page: Page, title: string) => page.getByTestId('job-row').filter({ hasText: title }).locator('label', { has: page.getByRole('switch') });
const jobCard = (page: Page, title: string) => page.getByTestId('job-card').filter({ has: page.getByRole('heading', { name: title }) });

async function openApply(page: Page, title: string) {
  await jobCard(page, title).getByRole('button', { name: /Apply Now/ }).click();
  await applyDialog(page).waitFor();
}

describe('/careers', () => {
  it('shows the page texts, the demo openings and no accessibility violations', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/careers');
      await page.getByRole('heading', { level: 1, name: 'Join Our Team' }).waitFor();
      for (const benefit of ['Impactful Work', 'Growth Opportunities', 'Flexible Environment']) await page.getByRole('heading', { name: benefit }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Current Openings' }).waitFor();
      await jobCard(page, 'Statehouse Reporter').waitFor();
      expect(await page.getByTestId('job-card').count()).toBeGreaterThanOrEqual(3);
      await expect.poll(() => jobCard(page, 'Statehouse Reporter').textContent()).toContain('Full-time');
      const fit = page.getByRole('region', { name: "Don't See a Perfect Fit?" });
      expect(await fit.getByRole('link', { name: /Email your resume/ }).getAttribute('href')).toMatch(/^mailto:careers@/);
      expect(await fit.getByRole('link', { name: /about/i }).getAttribute('href')).toBe('/about');
      expect(await page.title()).toBe('Careers | Mitics');
      await expectNoAxeViolations(page, '/careers');
    });
  });

  it('opens the apply dialog for the chosen job, shows every rule under its field, and Cancel closes it', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/careers');
      await openApply(page, 'Statehouse Reporter');
      const dialog = applyDialog(page);
      expect(await dialog.getByRole('heading').first().textContent()).toBe('Apply for: Statehouse Reporter');
      await expectNoAxeViolations(page, 'apply dialog');
      const posted: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && posted.push(r.url()));

      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await dialog.getByText('Name must be at least 2 characters').waitFor();
      await dialog.getByText('Please enter a valid email address').waitFor();
      await dialog.getByText('Cover letter must be at least 50 characters').waitFor();
      // The first invalid field takes focus; required fields are marked as such.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('applicantName');
      expect(await dialog.getByLabel('Full Name').getAttribute('aria-required')).toBe('true');

      await dialog.getByLabel('Full Name').fill('Dana Whitfield');
      await dialog.getByLabel('Email Address').fill('dana@example.com');
      await dialog.getByLabel('Resume URL').fill('my resume');
      await dialog.getByLabel('LinkedIn URL').fill('linkedin');
      await dialog.getByLabel('Cover Letter').fill('Too short.');
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await dialog.getByText('Please enter a valid resume URL').waitFor();
      await dialog.getByText('Please enter a valid URL').waitFor();
      expect(await dialog.getByText('Name must be at least 2 characters').count()).toBe(0);
      await expectNoAxeViolations(page, 'apply dialog with errors');
      expect(posted.filter((url) => url.includes('/apply'))).toEqual([]);

      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    });
  });

  it("submits a valid application: 'Submitting...', the success toast, the dialog closed and the form reset", async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/careers');
      await openApply(page, 'Statehouse Reporter');
      const dialog = applyDialog(page);
      await dialog.getByLabel('Full Name').fill('Dana Whitfield');
      await dialog.getByLabel('Email Address').fill('dana@example.com');
      await dialog.getByLabel('Phone').fill('517-555-0142');
      await dialog.getByLabel('Resume URL').fill('https://example.com/dana-whitfield.pdf');
      await dialog.getByLabel('Cover Letter').fill(COVER_LETTER);
      await dialog.getByLabel('Availability').fill('From March');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/jobs/*/apply', async (route) => {
        await held;
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await dialog.getByRole('button', { name: 'Submitting...' }).waitFor();
      release();
      await waitForToast(page, 'Application Submitted!', "We've received your application and will be in touch soon.");
      await dialog.waitFor({ state: 'detached' });
      await page.unroute('**/api/jobs/*/apply');
      await dismissToast(page);
      await openApply(page, 'Statehouse Reporter');
      expect(await applyDialog(page).getByLabel('Full Name').inputValue()).toBe('');
    });
  });

  it("keeps the dialog open on a failure: the server's words, or 'Please try again later.' without an answer", async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/careers');
      await openApply(page, 'Data Reporter, Campaign Finance');
      const dialog = applyDialog(page);
      await dialog.getByLabel('Full Name').fill('Sam Ortiz');
      await dialog.getByLabel('Email Address').fill('sam@example.com');
      await dialog.getByLabel('Cover Letter').fill(COVER_LETTER);
      await page.route('**/api/jobs/*/apply', (route) =>
        route.fulfill({ status: 409, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Conflict', status: 409, detail: 'This position is no longer accepting applications' }) }),
      );
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      const failed = await waitForToast(page, 'Application Failed', 'This position is no longer accepting applications');
      expect(await failed.getAttribute('data-variant')).toBe('destructive');
      expect(await dialog.getByLabel('Full Name').inputValue()).toBe('Sam Ortiz');
      await dismissToast(page);
      await page.unroute('**/api/jobs/*/apply');
      await page.route('**/api/jobs/*/apply', (route) => route.abort());
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await waitForToast(page, 'Application Failed', 'Please try again later.');
      await dialog.waitFor();
    });
  });
});

describe('the admin panel Jobs section', () => {
  it('lists the posts with their applications, and shows one job’s applications', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await openAdminTab(page, ADMIN, 'Jobs');
      const row = page.getByTestId('job-row').filter({ hasText: 'Statehouse Reporter' });
      await row.getByRole('button', { name: /Applications for Statehouse Reporter \(1\)/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Applications: Statehouse Reporter' });
      const application = dialog.getByTestId('application');
      await application.getByText('Dana Whitfield').waitFor();
      expect(await application.textContent()).toContain(COVER_LETTER);
      expect(await application.getByRole('link', { name: 'https://example.com/dana-whitfield.pdf' }).getAttribute('target')).toBe('_blank');
      await expectNoAxeViolations(page, 'applications dialog');
      await dialog.getByRole('button', { name: 'Close' }).click();

      const podcast = page.getByTestId('job-row').filter({ hasText: 'Podcast Producer' });
      await podcast.getByRole('button', { name: /Applications for Podcast Producer \(0\)/ }).click();
      await page.getByRole('dialog', { name: 'Applications: Podcast Producer' }).getByText('No applications received yet for this job').waitFor();
      await page.keyboard.press('Escape');
      await expectNoAxeViolations(page, 'jobs tab');
    });
  });

  it('creates a post after the required-fields toast, edits it, closes and reopens it, and deletes it', async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await openAdminTab(page, ADMIN, 'Jobs');
      await page.getByRole('button', { name: 'Create Job Post' }).click();
      const form = page.getByRole('dialog', { name: 'Create Job Post' });
      await form.getByLabel('Job Title').fill('Copy Editor');
      await form.getByRole('button', { name: 'Create Job Post' }).click();
      await waitForToast(page, 'Please fill in all required fields');
      expect(await form.getByLabel('Department').getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page, 'job form with errors');
      await dismissToast(page);
      await form.getByLabel('Department').fill('Newsroom');
      await form.getByLabel('Description').fill('Edit every story before it goes live.');
      await form.getByLabel('Requirements').fill('A sharp eye\nAP style');
      await form.getByLabel('Responsibilities').fill('Edit copy\nWrite headlines');
      await form.getByLabel('Location').fill('Lansing, MI');
      await form.getByRole('button', { name: 'Create Job Post' }).click();
      await waitForToast(page, 'Job post created successfully');
      await form.waitFor({ state: 'detached' });
      const row = page.getByTestId('job-row').filter({ hasText: 'Copy Editor' });
      await row.getByText('Active', { exact: true }).first().waitFor();
      await dismissToast(page);

      await row.getByRole('button', { name: 'Edit Copy Editor' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Job Post' });
      expect(await edit.getByLabel('Department').inputValue()).toBe('Newsroom');
      await edit.getByLabel('Job Title').fill('Senior Copy Editor');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await waitForToast(page, 'Job post updated successfully');
      const edited = page.getByTestId('job-row').filter({ hasText: 'Senior Copy Editor' });
      await edited.waitFor();
      await dismissToast(page);

      const reader = await page.context().newPage();
      await reader.goto('/careers');
      await jobCard(reader, 'Senior Copy Editor').waitFor();

      await activeSwitch(page, 'Senior Copy Editor').click();
      await waitForToast(page, 'Job post updated successfully');
      await edited.getByText('Inactive', { exact: true }).waitFor();
      await dismissToast(page);
      await reader.reload();
      await jobCard(reader, 'Statehouse Reporter').waitFor();
      expect(await jobCard(reader, 'Senior Copy Editor').count()).toBe(0);

      await activeSwitch(page, 'Senior Copy Editor').click();
      await waitForToast(page, 'Job post updated successfully');
      await edited.getByText('Active', { exact: true }).first().waitFor();
      await dismissToast(page);

      await edited.getByRole('button', { name: 'Delete Senior Copy Editor' }).click();
      await page.getByRole('alertdialog', { name: 'Delete this job post?' }).getByRole('button', { name: 'Delete' }).click();
      await waitForToast(page, 'Job post deleted successfully');
      await edited.waitFor({ state: 'detached' });
      await reader.close();
    });
  });

  it("says 'Failed to update job post' with the server's words when the server refuses", async () => {
    await withReaderPage(browser, site.url, async ({ page }) => {
      await openAdminTab(page, ADMIN, 'Jobs');
      await page.route('**/api/jobs/*', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 404, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Not Found', status: 404, detail: 'Job post not found' }) })
          : route.continue(),
      );
      await activeSwitch(page, 'Statehouse Reporter').click();
      const shown = await waitForToast(page, 'Failed to update job post', 'Job post not found');
      expect(await shown.getAttribute('data-variant')).toBe('destructive');
    });
  });

  it("shows 'No Current Openings' and 'No job posts yet' once every post is gone", async () => {
    const key = await site.adminKey();
    const jobs = (await (await fetch(`${site.url}/api/admin/jobs`, { headers: { authorization: `Bearer ${key}` } })).json()) as Array<{ id: string }>;
    for (const job of jobs) {
      const res = await fetch(`${site.url}/api/jobs/${job.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
    }
    await withReaderPage(browser, site.url, async ({ page }) => {
      await page.goto('/careers');
      await page.getByRole('heading', { name: 'No Current Openings' }).waitFor();
      expect(await page.getByRole('link', { name: /^careers@/ }).getAttribute('href')).toMatch(/^mailto:careers@/);
      await expectNoAxeViolations(page, 'careers empty');
      await openAdminTab(page, ADMIN, 'Jobs');
      await page.getByText('No job posts yet').waitFor();
      // Nothing failed on the way: no destructive toast.
      expect(await page.locator('[data-toast-region] [role="alertdialog"][data-variant="destructive"]').count()).toBe(0);
    });
  });
});
