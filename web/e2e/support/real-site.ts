/** The real embedded site for happy-path browser tests: see @mitics/bff/testing. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import { startRealSite, type RealSite } from '@mitics/bff/testing';
import { launchBrowser } from './browser';

export { startRealSite, type RealSite };

/**
 * A test file's real site and Chromium, started together before its tests and
 * closed after them: `useRealSite((started) => ({ site, browser } = started))`.
 */
export function useRealSite(take: (started: { site: RealSite; browser: Browser }) => void): void {
  let started: { site: RealSite; browser: Browser } | undefined;
  beforeAll(async () => {
    const [site, browser] = await Promise.all([startRealSite(), launchBrowser()]);
    started = { site, browser };
    take(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.site.close();
  });
}
