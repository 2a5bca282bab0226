import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withTimeout } from '@mitics/kit';
import type { Logger } from 'pino';

/** How the web's server renderer reaches the API: a relative `/api/...` URL, answered in-process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** What web/src/entry-server.tsx exports. */
interface ServerRenderer {
  render(url: string, options: { api: ApiTransport; origin: string; dataBudgetMs?: number }): Promise<{ html: string; state: unknown; complete?: boolean }>;
}

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The query cache it was drawn from (TanStack's dehydrated state), for the browser's hydration. */
  state: unknown;
  /** False when some of the page's data was missing or failed (drawn with what it had): such a page is not kept. */
  complete?: boolean;
}

/** Renders one reader page to HTML, or answers null (no renderer built, or it failed: the browser renders instead). */
export type PageRender = (url: string, origin: string) => Promise<RenderedPage | null>;

/** A page renderer that can be warmed before the first reader arrives. */
export type WarmablePageRender = PageRender & {
  /**
   * Loads the renderer and draws `url` once, unkept and past a reader's render
   * bound, so the first reader's page is not drawn by a cold process (whose
   * drawing alone can take longer than a render may). Never rejects.
   */
  warm: (url: string, origin: string) => Promise<void>;
};

/** Where `vite build --ssr` puts the renderer: dist-server/ beside the web app's dist/. */
export function serverRendererFile(webDist: string): string {
  return join(resolve(webDist), '..', 'dist-server', 'entry-server.js');
}

export interface PageRendererOptions {
  file: string;
  /** The BFF itself, for the page's API calls (anonymous: no cookie is passed on). */
  api: ApiTransport;
  logger: Logger;
  /** Bound on one whole render, data included; past it the browser renders. Default 1500 ms. */
  timeoutMs?: number;
  /** Bound on the warm-up drawing, so a renderer that hangs cannot keep the BFF from listening. Default 10 s. */
  warmTimeoutMs?: number;
}

/**
 * The server renderer, loaded on first use. Any failure (a component that
 * cannot render outside a browser, a timeout) is logged and answers null: the
 * page is then served as before, drawn by the browser.
 */
export function createPageRender({ file, api, logger, timeoutMs = 1500, warmTimeoutMs = 10_000 }: PageRendererOptions): WarmablePageRender | undefined {
  if (!existsSync(file)) return undefined;
  let loaded: Promise<ServerRenderer> | null = null;
  const load = () => (loaded ??= import(pathToFileURL(file).href) as Promise<ServerRenderer>);
  // Anonymous, read-only calls: a reader page never shows staff data.
  const anonymous: ApiTransport = (url, init) => api(url, { method: 'GET', headers: { accept: 'application/json' }, signal: init.signal ?? null });
  const warm = async (url: string, origin: string) => {
    try {
      await withTimeout(
        load().then((renderer) => renderer.render(url, { api: anonymous, origin })),
        warmTimeoutMs,
        'the warm-up render',
      );
    } catch (error) {
      logger.debug({ url, error: error instanceof Error ? error.message : String(error) }, 'seo: the warm-up render failed');
    }
  };
  const render: PageRender = async (url, origin) => {
    try {
      const renderer = await load();
      return await withTimeout(renderer.render(url, { api: anonymous, origin }), timeoutMs, 'server render');
    } catch (error) {
      logger.warn({ url, error: error instanceof Error ? error.message : String(error) }, 'seo: server render failed; the browser renders this page');
      return null;
    }
  };
  return Object.assign(render, { warm });
}

const APP_OUTLET = /<div id="root"><!--app-->[\s\S]*?<!--\/app--><\/div>/;

/**
 * The shell with the rendered page in `<div id="root">` (marked data-ssr, so
 * the browser hydrates it instead of drawing afresh). The shell keeps its
 * static header when the markers are missing (an older build).
 */
export function injectApp(indexHtml: string, appHtml: string): string {
  if (!APP_OUTLET.test(indexHtml)) return indexHtml;
  // A function replacer: '$' in the markup stays literal.
  return indexHtml.replace(APP_OUTLET, () => `<div id="root" data-ssr="">${appHtml}</div>`);
}

/** The id of the inline JSON with the query cache the markup was drawn from (web/src/main.tsx reads it). */
export const SSR_STATE_ID = 'ssr-state';
