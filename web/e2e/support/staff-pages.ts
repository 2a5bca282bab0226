import type { Browser, Locator, Page } from 'playwright-core';

import { openPage, type OpenedPage } from './browser';
import type { FakeSite } from './fake-site';
import type { StaffUser } from './fake-staff';

type StaffPageOptions = {
  /** Signed in as this account (a session cookie), or nobody. */
  as?: StaffUser;
  /** The session has passed the admin gate already. */
  adminVerified?: boolean;
  viewport?: { width: number; height: number };
  permissions?: string[];
};

/**
 * A fresh browser context on the fake site for staff screens: the reader
 * newsletter pop-up pushed out of the way, optionally signed in.
 */
export async function openStaffPage(browser: Browser, site: FakeSite, options: StaffPageOptions = {}): Promise<OpenedPage> {
  const opened = await openPage(browser, site.url, options.viewport ? { viewport: options.viewport } : {});
  const context = opened.page.context();
  if (options.permissions) await context.grantPermissions(options.permissions, { origin: site.url });
  await opened.page.addInitScript(() => localStorage.setItem('mitics:popup-delay-ms', '600000'));
  if (options.as) await context.addCookies([site.staff.sessionCookie(options.as, { adminVerified: options.adminVerified })]);
  return opened;
}

/** Runs a test body on a fresh staff page and closes it, whatever happens. */
export async function withStaffPage(
  browser: Browser,
  site: FakeSite,
  options: StaffPageOptions,
  run: (opened: OpenedPage) => Promise<void>,
): Promise<void> {
  const opened = await openStaffPage(browser, site, options);
  try {
    await run(opened);
    if (opened.pageErrors.length > 0) throw opened.pageErrors[0];
  } finally {
    await opened.close();
  }
}

/** The visible toast (one at a time). */
export const toast = (page: Page): Locator => page.locator('[data-toast-region] [role="alertdialog"]');

/** Waits for a toast with this title (and description), and returns it. */
export async function expectToast(page: Page, title: string, description?: string): Promise<Locator> {
  const shown = toast(page).filter({ hasText: title });
  await shown.getByText(title, { exact: true }).waitFor();
  if (description !== undefined) await shown.getByText(description, { exact: true }).waitFor();
  return shown;
}

/** Dismisses the visible toast so the next one can be read on its own. */
export async function closeToast(page: Page): Promise<void> {
  const current = toast(page);
  if ((await current.count()) === 0) return;
  try {
    await current.first().getByRole('button').click({ timeout: 3_000 });
  } catch {
    // Rarely, a toast that arrives while a modal dialog settles is left inert by
    // the dialog's outside-hiding; it still times out on its own.
  }
  await current.first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** Waits until the fake site has received `count` calls of a route (polling the fake's log). */
export async function waitForCalls(page: Page, site: FakeSite, route: string, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (site.staff.calls(route).length < count) {
    if (Date.now() > deadline) throw new Error(`Expected ${count} calls of ${route}, got ${site.staff.calls(route).length}`);
    await page.waitForTimeout(25);
  }
}
