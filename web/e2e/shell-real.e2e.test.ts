import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startRealSite, type RealSite } from './support/real-site';

/**
 * The shell's happy paths against the real embedded site and BFF: weather,
 * the footer newsletter form, the 'Stay Informed' pop-up and site analytics.
 * The only stand-in is the external forecast service (we are offline): a
 * local stub in Open-Meteo's shape, so the readout is known. Failure paths
 * the real server will not produce on demand are in shell.e2e.test.ts and
 * newsletter.e2e.test.ts (fake site).
 */

let forecast: Server;
let site: RealSite;
let browser: Browser;

beforeAll(async () => {
  forecast = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ current: { time: '2026-11-21T13:00', temperature_2m: 41.2, weather_code: 2 } }));
  });
  await new Promise<void>((resolve) => forecast.listen(0, '127.0.0.1', resolve));
  const { port } = forecast.address() as AddressInfo;
  site = await startRealSite({ WEATHER_API_URL: `http://127.0.0.1:${port}/v1/forecast` });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await new Promise((resolve) => forecast?.close(resolve));
});

type Posted = { path: string; body: unknown; status?: number; at: number };

/** Every POST the page makes to the API, with the real server's answer status. */
function recordPosts(page: Page): Posted[] {
  const posted: Posted[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST' || !url.pathname.startsWith('/api/')) return;
    const entry: Posted = { path: url.pathname, body: request.postDataJSON() as unknown, at: Date.now() };
    posted.push(entry);
    request
      .response()
      .then((response) => {
        entry.status = response?.status();
      })
      .catch(() => {});
  });
  return posted;
}

async function withPage(
  run: (opened: OpenedPage & { posted: Posted[] }) => Promise<void>,
  { popupDelayMs = 600_000 }: { popupDelayMs?: number } = {},
) {
  const opened = await openPage(browser, site.url);
  await opened.page.addInitScript((delay) => {
    if (localStorage.getItem('mitics:popup-delay-ms') === null) localStorage.setItem('mitics:popup-delay-ms', String(delay));
  }, popupDelayMs);
  const posted = recordPosts(opened.page);
  try {
    await run({ ...opened, posted });
    expect(opened.pageErrors).toEqual([]);
  } finally {
    await opened.close();
  }
}

const toast = (page: Page) => page.locator('[data-toast-region] [role="alertdialog"]');
const subscribes = (posted: Posted[]) => posted.filter((post) => post.path === '/api/newsletter/subscribe');

describe('weather (real BFF)', () => {
  it("shows Lansing's weather in the header", async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const weather = page.locator('[data-testid="weather"][data-state="ready"]');
      await weather.waitFor();
      expect(await weather.innerText()).toContain('41°F Partly Cloudy · Lansing, MI');
      await page.getByText('Weather in Lansing, MI: 41 degrees Fahrenheit, Partly Cloudy').waitFor({ state: 'attached' });
    });
  });
});

describe('footer newsletter form (real BFF)', () => {
  it('subscribes: a toast, the welcome card for 3 seconds, then an empty form', async () => {
    await withPage(async ({ page, posted }) => {
      await page.goto('/about');
      const footer = page.locator('footer');
      // As a reader does: the footer is taken over (and its form drawn) as it nears the screen.
      await footer.scrollIntoViewIfNeeded();
      await footer.getByLabel('Email address').fill('footer-reader@example.com');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      const welcome = footer.getByTestId('newsletter-welcome');
      await welcome.waitFor();
      const shownAt = Date.now();
      await toast(page).getByText('Successfully subscribed!').waitFor();
      expect(subscribes(posted).map(({ body, status }) => ({ body, status }))).toEqual([
        { body: { email: 'footer-reader@example.com' }, status: 201 },
      ]);
      await welcome.waitFor({ state: 'detached', timeout: 6000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThan(2500);
      expect(shownFor).toBeLessThan(4500);
      expect(await footer.getByLabel('Email address').inputValue()).toBe('');
    });
  });

  it("shows the server's refusal: 'Subscription failed' with its message", async () => {
    await withPage(async ({ page, posted }) => {
      await page.goto('/about');
      const footer = page.locator('footer');
      // As a reader does: the footer is taken over (and its form drawn) as it nears the screen.
      await footer.scrollIntoViewIfNeeded();
      // Has an '@', so the form sends it; the server's own check refuses it.
      await footer.getByLabel('Email address').fill('reader@nowhere');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await toast(page).getByText('Subscription failed').waitFor();
      await toast(page).getByText('Please enter a valid email address').waitFor();
      expect(subscribes(posted).map((post) => post.status)).toEqual([400]);
    });
  });
});

describe("'Stay Informed' pop-up (real BFF)", () => {
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Stay Informed' });

  it('appears after the (shortened) delay; Later hides it, and it stays away after a reload', async () => {
    await withPage(
      async ({ page, posted }) => {
        await page.goto('/');
        await popup(page).waitFor();
        await popup(page).getByRole('button', { name: 'Later' }).click();
        await popup(page).waitFor({ state: 'detached' });

        const views = () => posted.filter((post) => (post.body as { event?: string }).event === 'page_view').length;
        const before = views();
        await page.reload();
        // The page view goes out 1 s after load; the pop-up would have been due at 0.3 s.
        await expect.poll(views, { timeout: 5000 }).toBe(before + 1);
        expect(await popup(page).count()).toBe(0);
      },
      { popupDelayMs: 300 },
    );
  });

  it('subscribes: the Success! toast and the pop-up goes away', async () => {
    await withPage(
      async ({ page, posted }) => {
        await page.goto('/');
        await popup(page).getByLabel('Email address').fill('popup-reader@example.com');
        await popup(page).getByRole('button', { name: 'Subscribe' }).click();
        await toast(page).getByText('Success!').waitFor();
        await toast(page).getByText("You've been subscribed to our newsletter.").waitFor();
        await popup(page).waitFor({ state: 'detached' });
        expect(subscribes(posted).map(({ body, status }) => ({ body, status }))).toEqual([
          { body: { email: 'popup-reader@example.com' }, status: 201 },
        ]);
      },
      { popupDelayMs: 300 },
    );
  });
});

describe('site analytics (real BFF)', () => {
  type Event = { event?: string; category?: string; path?: string; value?: number; sessionId?: string };
  const pageViews = (posted: Posted[], path: string) =>
    posted.filter((post) => post.path === '/api/analytics/track' && (post.body as Event).event === 'page_view' && (post.body as Event).path === path);

  it('posts page_view about a second after each navigation, and the BFF accepts it', async () => {
    await withPage(async ({ page, posted }) => {
      const loadedAt = Date.now();
      await page.goto('/about');
      await expect.poll(() => pageViews(posted, '/about').length, { timeout: 5000 }).toBe(1);
      const [first] = pageViews(posted, '/about');
      expect((first?.at ?? 0) - loadedAt).toBeGreaterThanOrEqual(950);
      expect(first?.body).toMatchObject({ event: 'page_view', category: 'engagement', value: 1 });
      await expect.poll(() => first?.status).toBe(202);

      const clickedAt = Date.now();
      await page.locator('footer').getByRole('link', { name: 'Careers' }).click();
      await page.waitForURL('**/careers');
      await expect.poll(() => pageViews(posted, '/careers').length, { timeout: 5000 }).toBe(1);
      const [second] = pageViews(posted, '/careers');
      const delay = (second?.at ?? 0) - clickedAt;
      expect(delay).toBeGreaterThanOrEqual(950);
      expect(delay).toBeLessThan(3000);
      expect((second?.body as Event).sessionId).toBe((first?.body as Event).sessionId);
      await expect.poll(() => second?.status).toBe(202);
    });
  });

  it('posts scroll depths once each and external link clicks, and the BFF accepts them', async () => {
    await withPage(async ({ page, posted }) => {
      await page.goto('/');
      await expect.poll(() => pageViews(posted, '/').length, { timeout: 5000 }).toBe(1);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const tracked = (name: string) =>
        posted.filter((post) => post.path === '/api/analytics/track' && (post.body as Event).event === name);
      await expect
        .poll(() => tracked('scroll_depth').map((post) => (post.body as { data?: { depth?: number } }).data?.depth), { timeout: 5000 })
        .toEqual([25, 50, 75, 100]);

      await page.locator('footer').getByRole('link', { name: 'Mitics on X (opens in a new tab)' }).click();
      await expect.poll(() => tracked('external_link_click').map((post) => post.body)).toEqual([
        expect.objectContaining({
          category: 'user_engagement',
          path: '/',
          data: { url: 'https://x.com/MiticsNews', text: 'Mitics on X (opens in a new tab)' },
        }),
      ]);
      await expect
        .poll(() => [...tracked('scroll_depth'), ...tracked('external_link_click')].map((post) => post.status))
        .toEqual([202, 202, 202, 202, 202]);
    });
  });
});
