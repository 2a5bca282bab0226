/**
 * Sign-in, sign-out and registration (staff §2, §5, §8 and issue 4) against
 * the fake site's staff API, in the states the real server will not produce
 * on demand.
 */
import type { Browser } from 'playwright-core';
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

describe('sign in (/login)', () => {
  it('signs in with a username and goes to /contribute', async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
      await page.getByLabel('Username or email').fill(STAFF.contributor.username);
      await page.getByLabel('Password').fill(STAFF.contributor.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/contribute');
      await page.getByText(`Welcome back, ${STAFF.contributor.fullName}`).waitFor();
      const [call] = site.staff.calls('POST /api/auth/login');
      expect(call?.body).toEqual({ login: 'casey', password: STAFF.contributor.password });
      expect(call?.csrf).toBe('1');
    });
  });

  it('signs in with an email and returns to the page that sent the user', async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/review');
      await page.waitForURL('**/login?next=/review');
      await page.getByLabel('Username or email').fill(STAFF.editor.email);
      await page.getByLabel('Password').fill(STAFF.editor.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/review');
      await page.getByRole('heading', { name: 'Review Queue', level: 1 }).waitFor();
    });
  });

  it('never follows ?next= off the site', async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/login?next=//evil.example/steal');
      await page.getByLabel('Username or email').fill(STAFF.contributor.username);
      await page.getByLabel('Password').fill(STAFF.contributor.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/contribute');
      expect(new URL(page.url()).origin).toBe(site.url);
    });
  });

  it("shows 'Signing in...' while the server answers", async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Username or email').fill(STAFF.contributor.username);
      await page.getByLabel('Password').fill(STAFF.contributor.password);
      const release = site.holdApi();
      try {
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.getByRole('button', { name: 'Signing in...' }).waitFor();
      } finally {
        release();
      }
      await page.waitForURL('**/contribute');
    });
  });

  it.each([
    ['a wrong password', STAFF.contributor.username, 'not-the-password', 'Invalid username or password'],
    ['a pending account', STAFF.pending.username, STAFF.pending.password, 'Your account is waiting for admin approval'],
    ['a deactivated account', STAFF.inactive.email, STAFF.inactive.password, 'This account has been deactivated'],
  ])("shows the server's words in the alert for %s, and clears the password", async (_case, login, password, message) => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Username or email').fill(login);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
      expect(await page.getByLabel('Password').inputValue()).toBe('');
      expect(new URL(page.url()).pathname).toBe('/login');
    });
  });

  it('shows the too-many-attempts message and does not try again', async () => {
    site.staff.fail('POST /api/auth/login', { status: 429, detail: 'Too many sign-in attempts. Please wait 15 minutes and try again.' });
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Username or email').fill(STAFF.contributor.username);
      await page.getByLabel('Password').fill(STAFF.contributor.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').getByText('Too many sign-in attempts. Please wait 15 minutes and try again.').waitFor();
      expect(site.staff.calls('POST /api/auth/login')).toHaveLength(1);
    });
  });

  it('asks for both fields before calling the server', async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').getByText('Please enter your username or email').waitFor();
      expect(await page.getByLabel('Username or email').evaluate((input) => input === document.activeElement)).toBe(true);
      await page.getByLabel('Username or email').fill('casey');
      await page.getByLabel('Username or email').press('Enter');
      await page.getByRole('alert').getByText('Please enter your password').waitFor();
      expect(site.staff.calls('POST /api/auth/login')).toHaveLength(0);
    });
  });

  it('links to registration', async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Create a contributor account' }).click();
      await page.getByRole('heading', { name: 'Join Mitics' }).waitFor();
    });
  });

  it('signs out from a staff page back to /login, and the guarded pages then ask to sign in', async () => {
    await withStaffPage(browser, site, { as: STAFF.contributor }, async ({ page }) => {
      await page.goto('/contribute');
      const bar = page.getByTestId('session-bar');
      await bar.getByText(STAFF.contributor.fullName).waitFor();
      await bar.getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL('**/login');
      await expectToast(page, 'Signed out');
      expect(site.staff.calls('POST /api/auth/logout')[0]?.csrf).toBe('1');
      await page.goto('/contribute');
      await page.waitForURL('**/login?next=/contribute');
    });
  });

  it('offers to continue or sign out when already signed in', async () => {
    await withStaffPage(browser, site, { as: STAFF.editor }, async ({ page }) => {
      await page.goto('/login?next=/review');
      await page.getByText('You are already signed in.').waitFor();
      await page.getByRole('link', { name: 'Continue to /review' }).click();
      await page.getByRole('heading', { name: 'Review Queue', level: 1 }).waitFor();
    });
  });
});

describe('registration (/register)', () => {
  async function fill(page: import('playwright-core').Page, fields: Partial<Record<'Full Name' | 'Username' | 'Email' | 'Password' | 'Confirm Password', string>>) {
    for (const [label, value] of Object.entries(fields)) {
      await page.getByLabel(label, { exact: true }).fill(value ?? '');
    }
  }

  it('shows the spec texts and fields', async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/register');
      await page.getByRole('heading', { name: 'Join Mitics', level: 1 }).waitFor();
      await page.getByText('Create your contributor account to start writing articles').waitFor();
      for (const label of ['Full Name', 'Username', 'Email', 'Password', 'Confirm Password']) {
        expect(await page.getByLabel(label, { exact: true }).getAttribute('aria-required')).toBe('true');
      }
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('placeholder')).toBe('At least 6 characters');
      expect(await page.getByLabel('Bio (optional)').evaluate((area) => (area as HTMLTextAreaElement).rows)).toBe(3);
      await page.getByRole('button', { name: /Role/ }).click();
      const options = await page.getByRole('option').allTextContents();
      expect(options).toEqual(['Contributor (Write articles)', 'Editor (Review & edit articles)']);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Create Account' }).waitFor();
      await page.getByRole('link', { name: 'Sign in here' }).click();
      await page.waitForURL('**/login');
    });
  });

  it('checks the rules in the spec order, with their toasts, and calls nothing', async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/register');
      await fill(page, { 'Full Name': 'Dana Whitfield', Password: 'abc', 'Confirm Password': 'abd' });
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectToast(page, 'Please fill in all required fields');
      expect(await page.getByLabel('Username', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await closeToast(page);

      await fill(page, { Username: 'dwhitfield', Email: 'dana@example.com' });
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectToast(page, "Passwords don't match");
      await closeToast(page);

      await fill(page, { 'Confirm Password': 'abc' });
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectToast(page, 'Password must be at least 6 characters');
      expect(site.staff.calls('POST /api/users/register')).toHaveLength(0);
    });
  });

  it('registers an editor without the confirmation, then resets the form', async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/register');
      await fill(page, {
        'Full Name': 'Dana Whitfield',
        Username: 'dwhitfield',
        Email: 'dana@example.com',
        Password: 'Mackinac-57',
        'Confirm Password': 'Mackinac-57',
      });
      await page.getByRole('button', { name: /Role/ }).click();
      await page.getByRole('option', { name: 'Editor (Review & edit articles)' }).click();
      await page.getByLabel('Bio (optional)').fill('Covers the statehouse.');
      const release = site.holdApi();
      try {
        await page.getByRole('button', { name: 'Create Account' }).click();
        await page.getByRole('button', { name: 'Creating Account...' }).waitFor();
      } finally {
        release();
      }
      await expectToast(page, 'Registration Successful!', 'Your account has been created. Please wait for admin approval.');
      expect(site.staff.calls('POST /api/users/register')[0]?.body).toEqual({
        username: 'dwhitfield',
        email: 'dana@example.com',
        fullName: 'Dana Whitfield',
        password: 'Mackinac-57',
        role: 'editor',
        bio: 'Covers the statehouse.',
      });
      expect(await page.getByLabel('Full Name').inputValue()).toBe('');
      expect(await page.getByLabel('Confirm Password').inputValue()).toBe('');
      await page.getByRole('button', { name: /Contributor \(Write articles\)/ }).waitFor();
      expect(site.staff.users.find((account) => account.username === 'dwhitfield')?.isActive).toBe(false);
    });
  });

  it("shows 'Registration Failed' with the server's words, or 'Please try again'", async () => {
    await withStaffPage(browser, site, {}, async ({ page }) => {
      await page.goto('/register');
      await fill(page, {
        'Full Name': 'Someone Else',
        Username: 'someone',
        Email: 'someone@example.com',
        Password: 'secret-1',
        'Confirm Password': 'secret-1',
      });
      site.staff.fail('POST /api/users/register', { status: 429, detail: 'Too many registrations from your network. Please try again in 60 minutes.' });
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectToast(page, 'Registration Failed', 'Too many registrations from your network. Please try again in 60 minutes.');
      expect(await toast(page).getAttribute('data-variant')).toBe('destructive');
      expect(await page.getByLabel('Full Name').inputValue()).toBe('Someone Else');
      await closeToast(page);

      site.staff.fail('POST /api/users/register', { status: 503 });
      await page.getByLabel('Username', { exact: true }).fill('someone');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectToast(page, 'Registration Failed', 'Please try again');
    });
  });
});
