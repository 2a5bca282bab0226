import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { openPage, type OpenedPage } from './browser';
import { axe } from './axe';

/**
 * A fresh page on a site with the newsletter pop-up pushed out of the way,
 * closed (and checked for uncaught page errors) whatever the body does.
 */
export async function withReaderPage(
  browser: Browser,
  url: string,
  run: (opened: OpenedPage) => Promise<void>,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<void> {
  const opened = await openPage(browser, url, options.viewport ? { viewport: options.viewport } : {});
  await opened.page.addInitScript(() => localStorage.setItem('mitics:popup-delay-ms', '600000'));
  try {
    await run(opened);
    if (opened.pageErrors.length > 0) throw opened.pageErrors[0];
  } finally {
    await opened.close();
  }
}

/** The visible toast (one at a time). */
export const visibleToast = (page: Page): Locator => page.locator('[data-toast-region] [role="alertdialog"]');

/** Waits for a toast with this title (and description), and returns it. */
export async function waitForToast(page: Page, title: string, description?: string): Promise<Locator> {
  const shown = visibleToast(page).filter({ hasText: title });
  await shown.getByText(title, { exact: true }).waitFor();
  if (description !== undefined) await shown.getByText(description, { exact: true }).waitFor();
  return shown;
}

/** Dismisses the visible toast so the next one can be read on its own. */
export async function dismissToast(page: Page): Promise<void> {
  const current = visibleToast(page);
  if ((await current.count()) === 0) return;
  await current.first().getByRole('button').click();
  await current.first().waitFor({ state: 'detached' });
}

/** Runs axe on the page as it is and expects nothing found (entering animations allowed to settle). */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  // Entering animations settle; endless ones (skeleton shimmer) are not waited for.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  // react-aria announces a pending button's end (for up to 7 s); once that button is gone
  // (the unlocked admin gate), the announcement points at nothing until it clears.
  await page.waitForFunction(() => !document.querySelector('[data-entering], [role="log"] [aria-labelledby]'), undefined, { timeout: 10_000 });
  const results = await axe(page).analyze();
  const found = results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`) }));
  expect(JSON.stringify(found, null, 1), context).toBe('[]');
}

/** Signs in at /login as the first admin, passes the admin gate on /adminpanel with the same password and opens a tab. */
export async function openAdminTab(page: Page, admin: { username: string; password: string }, tab: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect((await answered).status()).toBe(200);
  await page.goto('/adminpanel');
  const gate = page.getByRole('dialog', { name: 'Admin Access' });
  await gate.getByLabel('Admin password').fill(admin.password);
  await gate.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
  await dismissToast(page);
  await page.getByRole('tab', { name: tab }).click();
}
