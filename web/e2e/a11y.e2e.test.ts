import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage } from './support/browser';
import { startFakeSite, type FakeSite } from './support/fake-site';

let site: FakeSite;
let browser: Browser;

beforeAll(async () => {
  site = await startFakeSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function violationsAt(path: string, ready: string, viewport = { width: 1280, height: 900 }) {
  const { page, close } = await openPage(browser, site.url, { viewport });
  try {
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  } finally {
    await close();
  }
}

describe('accessibility (axe)', () => {
  it('finds no violations on the home page', async () => {
    expect(await violationsAt('/', 'article[data-variant="large"]')).toEqual([]);
  });

  it('finds no violations on an article page', async () => {
    expect(await violationsAt('/article/senate-passes-road-funding-plan', 'article h2')).toEqual([]);
  });

  it('finds no violations on the home page at 375 px', async () => {
    expect(await violationsAt('/', 'article[data-variant="large"]', { width: 375, height: 740 })).toEqual([]);
  });

  it('finds no violations on the 404 page', async () => {
    expect(await violationsAt('/no-such-page', 'h1')).toEqual([]);
  });
});
