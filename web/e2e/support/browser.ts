import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** How every browser test and benchmark starts Chromium here: headless, offline, no background updates. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export type OpenedPage = {
  page: Page;
  /** Uncaught exceptions in the page. */
  pageErrors: Error[];
  close: () => Promise<void>;
};

/** A fresh context on the fake site; any request to another origin is aborted (we are offline). */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, ...options });
  await context.route(
    (url) => url.origin !== baseURL,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  if (options.javaScriptEnabled !== false) untilHydrated(page);
  return { page, pageErrors, close: () => context.close() };
}

/**
 * A page the server drew is on screen before the app has taken it over, and
 * the app starts only after the first paint (web/src/main.tsx); a click in
 * between is heard by nobody. After goto and reload, wait until the route's
 * page is live (web/src/ui/page-ready.tsx), or for a page the browser draws,
 * until the app has drawn (web/src/app/router.tsx), as a reader's click would have to.
 */
export function untilHydrated(page: Page): void {
  const live = () =>
    page.waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-hydrated') ||
        (!document.getElementById('root')?.hasAttribute('data-ssr') && document.documentElement.hasAttribute('data-app')),
      undefined,
      { timeout: 30_000 },
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (response && response.headers()['content-type']?.includes('text/html')) await live();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    if (response && response.headers()['content-type']?.includes('text/html')) await live();
    return response;
  };
}
