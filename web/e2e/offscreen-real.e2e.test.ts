/**
 * Blocks drawn only near the viewport (web/src/ui/offscreen.ts) reserve a
 * height until their first layout; it must be above their real height at any
 * width, or a block laid out early for a script spills over the next one. On
 * the real embedded site, every such block on the pages that use them is laid
 * out for real (content-visibility overridden) and measured against its
 * reserved height, from a narrow phone to a desktop.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { openPage } from './support/browser';
import { useRealSite, type RealSite } from './support/real-site';

let site: RealSite;
let browser: Browser;

useRealSite((started) => ({ site, browser } = started));

type Overflow = { block: string; reserved: number; real: number };

/** Every off-screen block on the page whose real height is above the height it reserves. */
async function blocksTallerThanReserved(page: Page): Promise<{ checked: number; overflows: Overflow[] }> {
  const reserved = await page.evaluate(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>('*')].filter((el) => getComputedStyle(el).contentVisibility === 'auto');
    blocks.forEach((el, i) => el.setAttribute('data-offscreen-check', String(i)));
    return blocks.map((el) => Number.parseFloat(getComputedStyle(el).containIntrinsicHeight.replace('auto', '')));
  });
  await page.addStyleTag({ content: '[data-offscreen-check] { content-visibility: visible !important; }' });
  const real = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-offscreen-check]')].map((el) => {
      // What the block's content takes, from its top to its lowest child's bottom plus its own padding: not
      // its box, which a grid row may stretch beyond both.
      const box = el.getBoundingClientRect();
      const bottom = el.children.length > 0 ? Math.max(...[...el.children].map((child) => child.getBoundingClientRect().bottom)) : box.bottom;
      return {
        block: `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} ${el.textContent?.trim().slice(0, 40) ?? ''}`,
        height: bottom - box.top + Number.parseFloat(getComputedStyle(el).paddingBottom),
      };
    }),
  );
  const overflows = real.flatMap(({ block, height }, i) => (height > (reserved[i] ?? 0) ? [{ block, reserved: reserved[i] ?? 0, real: Math.round(height) }] : []));
  return { checked: reserved.length, overflows };
}

/** Clicks a 'Show N more' button until the whole list is on the page. */
async function showAll(page: Page, noun: string) {
  const more = page.getByRole('button', { name: new RegExp(`^Show \\d+ more ${noun}$`) });
  while ((await more.count()) > 0) await more.click();
}

describe('blocks drawn only near the viewport', () => {
  for (const width of [320, 412, 768, 1024, 1440]) {
    it(`reserve at least their real height on every page that has them (${width} px wide)`, async () => {
      const opened = await openPage(browser, site.url, { viewport: { width, height: 800 } });
      try {
        const { page } = opened;
        const pages: Array<{ path: string; prepare?: () => Promise<void> }> = [
          { path: '/' },
          { path: '/michigan-politics' },
          { path: '/federal' },
          { path: '/analysis' },
          { path: '/search?q=michigan' },
          { path: '/legislature' },
          { path: '/campaign-finance', prepare: () => showAll(page, 'candidates') },
          {
            path: '/campaign-finance',
            prepare: async () => {
              await page.getByRole('tab', { name: 'Top Donors' }).click();
              await page.getByTestId('donor-card').first().waitFor();
              await showAll(page, 'donors');
            },
          },
        ];
        for (const { path, prepare } of pages) {
          await page.goto(path);
          await prepare?.();
          const { checked, overflows } = await blocksTallerThanReserved(page);
          expect(checked, `${path}: blocks drawn only near the viewport`).toBeGreaterThan(0);
          expect(overflows, `${path} at ${width} px`).toEqual([]);
        }
      } finally {
        await opened.close();
      }
    });
  }
});
