import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startFakeSite, type FakeSite } from './support/fake-site';
import { axe } from './support/axe';

/**
 * The footer newsletter form and the 'Stay Informed' pop-up (reader spec §4, §5, §8)
 * in the states the real server will not produce on demand: a pending request,
 * failures, no server message. Happy paths run on the real site (shell-real.e2e.test.ts).
 */

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

const POPUP_DELAY_MS = 300;
const subscriptions = () => site.posted('/api/newsletter/subscribe');

async function withPage(
  run: (opened: OpenedPage) => Promise<void>,
  { popupDelayMs }: { popupDelayMs?: number } = {},
) {
  const opened = await openPage(browser, site.url);
  // The pop-up's 60 s wait, shortened (or pushed out of the way) for the test.
  await opened.page.addInitScript((delay) => {
    if (localStorage.getItem('mitics:popup-delay-ms') === null) {
      localStorage.setItem('mitics:popup-delay-ms', String(delay));
    }
  }, popupDelayMs ?? 600_000);
  try {
    await run(opened);
  } finally {
    await opened.close();
  }
}

const toast = (page: Page) => page.locator('[data-toast-region] [role="alertdialog"]');

describe('footer newsletter form', () => {
  it("shows 'Subscribing...' while the request is pending, and sends exactly { email }", async () => {
    await withPage(async ({ page }) => {
      await page.goto('/about');
      const footer = page.locator('footer');
      const before = subscriptions().length;
      await footer.getByLabel('Email address').fill('reader@example.com');
      const release = site.holdApi();
      try {
        await footer.getByRole('button', { name: 'Subscribe' }).click();
        await footer.getByRole('button', { name: 'Subscribing...' }).waitFor();
      } finally {
        release();
      }
      await footer.getByTestId('newsletter-welcome').waitFor();
      expect(subscriptions().slice(before)).toEqual([{ email: 'reader@example.com' }]);
    });
  });

  it("refuses an email without '@' with the Invalid email toast and sends nothing", async () => {
    await withPage(async ({ page }) => {
      await page.goto('/about');
      const before = subscriptions().length;
      const footer = page.locator('footer');
      await footer.getByLabel('Email address').fill('reader.example.com');
      await footer.getByLabel('Email address').press('Enter');
      await toast(page).getByText('Invalid email').waitFor();
      await toast(page).getByText('Please enter a valid email address.').waitFor();
      expect(subscriptions().length).toBe(before);
    });
  });

  it("shows the server's message when the subscription fails", async () => {
    site.failNewsletter({ status: 422, detail: 'That address cannot receive mail' });
    try {
      await withPage(async ({ page }) => {
        await page.goto('/about');
        const footer = page.locator('footer');
        await footer.getByLabel('Email address').fill('reader@example.com');
        await footer.getByRole('button', { name: 'Subscribe' }).click();
        await toast(page).getByText('Subscription failed').waitFor();
        await toast(page).getByText('That address cannot receive mail').waitFor();
        expect(await footer.getByLabel('Email address').inputValue()).toBe('reader@example.com');
        expect(await footer.getByTestId('newsletter-welcome').count()).toBe(0);
      });
    } finally {
      site.failNewsletter(null);
    }
  });

  it("says 'Please try again later.' when the server gives no reason", async () => {
    site.failNewsletter({ status: 503 });
    try {
      await withPage(async ({ page }) => {
        await page.goto('/about');
        const footer = page.locator('footer');
        await footer.getByLabel('Email address').fill('reader@example.com');
        await footer.getByRole('button', { name: 'Subscribe' }).click();
        await toast(page).getByText('Subscription failed').waitFor({ timeout: 10_000 });
        await toast(page).getByText('Please try again later.').waitFor();
      });
    } finally {
      site.failNewsletter(null);
    }
  });
});

describe("'Stay Informed' pop-up", () => {
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Stay Informed' });

  it('shows the three benefits and submits nothing while the email is empty', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto('/about');
        await popup(page).waitFor();
        const text = await popup(page).textContent();
        for (const bullet of ['Breaking news alerts', 'Weekly political summaries', 'Legislative updates']) {
          expect(text).toContain(bullet);
        }
        expect(await popup(page).getByLabel('Email address').getAttribute('type')).toBe('email');
        const before = subscriptions().length;
        await popup(page).getByRole('button', { name: 'Subscribe' }).click();
        await popup(page).getByRole('button', { name: 'Subscribe' }).press('Enter');
        // Give a (wrong) request time to arrive: wait for the page view sent 1 s after load.
        await expect
          .poll(
            () =>
              (site.posted('/api/analytics/track') as { event?: string; path?: string }[]).filter(
                (body) => body.event === 'page_view' && body.path === '/about',
              ).length,
            { timeout: 5000 },
          )
          .toBeGreaterThan(0);
        expect(subscriptions().length).toBe(before);
        expect(await popup(page).isVisible()).toBe(true);
      },
      { popupDelayMs: POPUP_DELAY_MS },
    );
  });

  it('the close button hides it too', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto('/about');
        await popup(page).getByRole('button', { name: 'Close' }).click();
        await popup(page).waitFor({ state: 'detached' });
        expect(await page.evaluate(() => localStorage.getItem('newsletter-popup-shown'))).not.toBeNull();
      },
      { popupDelayMs: POPUP_DELAY_MS },
    );
  });

  it('stays open with the Error toast when subscribing fails', async () => {
    site.failNewsletter({ status: 400, detail: 'Nope' });
    try {
      await withPage(
        async ({ page }) => {
          await page.goto('/about');
          await popup(page).getByLabel('Email address').fill('popup@example.com');
          await popup(page).getByRole('button', { name: 'Subscribe' }).click();
          await toast(page).getByText('Failed to subscribe. Please try again.').waitFor();
          expect(await toast(page).getAttribute('data-variant')).toBe('destructive');
          expect(await popup(page).isVisible()).toBe(true);
        },
        { popupDelayMs: POPUP_DELAY_MS },
      );
    } finally {
      site.failNewsletter(null);
    }
  });

  it('has no axe violations on the home page with the pop-up open', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto('/');
        await page.locator('article[data-variant="large"]').waitFor();
        await popup(page).waitFor();
        await page.waitForFunction(() => !document.querySelector('[data-entering]'));
        const results = await axe(page).analyze();
        expect(
          results.violations.map((violation) => ({
            id: violation.id,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          })),
        ).toEqual([]);
      },
      { popupDelayMs: POPUP_DELAY_MS },
    );
  });
});
