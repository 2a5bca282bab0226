/**
 * Blocks taken over only near the screen (web/src/ui/hydrate-when-near.tsx),
 * on the real embedded site at a phone's size: below the first screen the
 * server's markup stays as it is (and costs the main thread nothing) until the
 * reader scrolls near it, reaches into it, or navigates; then it works at once,
 * the first press included, with no error and nothing redrawn.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

import { openPage, type OpenedPage } from './support/browser';
import { useRealSite, type RealSite } from './support/real-site';

let site: RealSite;
let browser: Browser;
let opened: OpenedPage | null = null;
let consoleErrors: string[] = [];

useRealSite((started) => ({ site, browser } = started));

afterEach(async () => {
  await opened?.close();
  opened = null;
});

async function phone(path: string): Promise<Page> {
  opened = await openPage(browser, site.url, { viewport: { width: 412, height: 823 }, isMobile: true });
  consoleErrors = [];
  opened.page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await opened.page.goto(path);
  return opened.page;
}

/** Whether React has taken over the element the selector finds (it keeps its fiber on the node). */
function takenOver(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((found) => {
    const element = document.querySelector(found);
    if (!element) throw new Error(`nothing matches ${found}`);
    return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/** The settled state: the page is live (openPage waits for it) and a few frames have passed. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
}

function expectNoErrors() {
  expect(opened?.pageErrors ?? []).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

describe('blocks taken over near the screen (home, 412 × 823)', () => {
  it('takes over the first screen at once and leaves the rest as the server drew it', async () => {
    const page = await phone('/');
    await settle(page);
    expect(await takenOver(page, '[role="radiogroup"] > button')).toBe(false);
    expect(await takenOver(page, 'footer')).toBe(false);
    // The hero, on the first screen, is live.
    expect(await takenOver(page, 'main h2, main h3')).toBe(true);
    // Still there, whole, as the server drew it.
    expect(await page.getByRole('radio', { name: 'Michigan Politics' }).count()).toBe(1);
    expect(await page.locator('footer').getByRole('link', { name: 'About' }).count()).toBe(1);
    expectNoErrors();
  });

  it('hands the very first press in a waiting block to the app', async () => {
    const page = await phone('/');
    await settle(page);
    const radio = page.getByRole('radio', { name: 'Michigan Politics' });
    expect(await takenOver(page, '[role="radiogroup"] > button')).toBe(false);
    // A click dispatched on the element itself: nothing scrolls, so only the press can open the block.
    await radio.dispatchEvent('click');
    await expect.poll(() => radio.getAttribute('aria-checked')).toBe('true');
    expect(await takenOver(page, '[role="radiogroup"] > button')).toBe(true);
    expectNoErrors();
  });

  it('takes a block over as the reader scrolls near it, with its client-only parts', async () => {
    const page = await phone('/');
    await settle(page);
    const footer = page.locator('footer');
    expect(await footer.getByLabel('Email address').count()).toBe(0);
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel('Email address').waitFor();
    expect(await takenOver(page, 'footer')).toBe(true);
    expectNoErrors();
  });

  it('opens every block when the address changes, so the new address reaches all of them', async () => {
    // Home reads ?q= and then takes it out of the address (a navigation in the page).
    const page = await phone('/?q=budget');
    await page.getByText('Stories matching “budget”').waitFor();
    await expect.poll(() => takenOver(page, 'footer')).toBe(true);
    expect(await takenOver(page, '[role="radiogroup"] > button')).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    expectNoErrors();
  });

  it('keeps blocks whole when the reader leaves for another page and comes back', async () => {
    const page = await phone('/');
    await settle(page);
    await page.locator('footer').getByRole('link', { name: 'About' }).dispatchEvent('click');
    await page.waitForURL('**/about');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('radio', { name: 'Michigan Politics' }).waitFor();
    expect(await page.locator('footer').getByRole('link', { name: 'About' }).count()).toBe(1);
    expectNoErrors();
  });
});
