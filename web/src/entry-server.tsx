/**
 * The server renderer the BFF calls for reader pages (bff/src/seo/render.ts):
 * the same routes, providers and queries as the browser, rendered to HTML with
 * their data, so the first screen paints from the HTML alone and the browser
 * hydrates it. Built by `vite build --ssr` into dist-server/.
 */
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { SiteOriginProvider } from './lib/site-origin';
import { createQueryClient } from './lib/query-client';

export interface RenderOptions {
  /** Answers the app's `/api/...` calls (the BFF, in-process). */
  api: ApiTransport;
  /** The origin readers see the page at (share links). */
  origin: string;
  /** How long the render may wait for the page's data before drawing what it has. */
  dataBudgetMs?: number;
}

export interface RenderResult {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The query cache the markup was drawn from, for the browser's first render (`hydrate`). */
  state: DehydratedState;
  /** Every query the page asked for was answered in time, none failed: the markup may be kept and served again. */
  complete: boolean;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Prerender passes at most: the page, then what its data reveals (lazy parts and their queries), then a check. */
const MAX_PASSES = 3;

const idle = (query: Query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle';

/**
 * Renders `url` in passes. A pass (a prerender, which waits for Suspense)
 * loads the lazy modules it meets and tells which queries the page asks for
 * (useQuery builds them in the cache without fetching on the server); they are
 * fetched within the budget, and the next pass sees what their data reveals.
 * The last render draws the page with them, all at once: every lazy module is
 * loaded by then, so nothing suspends and the HTML carries no streaming script
 * (the CSP allows none).
 */
export async function render(url: string, { api, origin, dataBudgetMs = 400 }: RenderOptions): Promise<RenderResult> {
  setApiTransport(api);
  const location = new URL(url, 'http://ssr.invalid');
  const queryClient = createQueryClient();
  // A failed read on the server is left to the browser, which retries as usual.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });

  const app = () => (
    <StrictMode>
      <SiteOriginProvider origin={origin}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={`${location.pathname}${location.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </SiteOriginProvider>
    </StrictMode>
  );
  const errors: unknown[] = [];
  const fail = () => {
    // A page that cannot draw on the server is drawn by the browser instead, as before.
    if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  };

  // Passes until the page asks for nothing more: a part drawn only once its data is here (a lazy
  // part below an article, say) loads its module and names its own queries in the next pass.
  // The budget bounds the time spent waiting for data, not the passes' own drawing: a busy or
  // just-started process draws slowly, and its readers should still get the stories, not skeletons.
  let dataLeft = dataBudgetMs;
  let allAsked = false;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const { prelude } = await prerenderToNodeStream(app(), { onError: (error) => void errors.push(error) });
    await readAll(prelude);
    fail();
    const wanted = queryClient.getQueryCache().getAll().filter(idle);
    allAsked = wanted.length === 0;
    if (wanted.length === 0 || dataLeft <= 0) break;
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, dataLeft);
    });
    const waited = Date.now();
    await Promise.race([Promise.allSettled(wanted.map((query) => query.fetch())), budget]);
    clearTimeout(timer);
    dataLeft -= Date.now() - waited;
  }
  const html = renderToString(app());
  // Something suspended after all (a module not loaded in the first pass): the browser draws it.
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) throw new Error('a part of the page was not ready to render');
  // Only what the markup shows: a query still loading or failed is left for the browser to fetch.
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
  const complete = allAsked && queryClient.getQueryCache().getAll().every((query) => query.state.status === 'success');
  return { html, state, complete };
}
