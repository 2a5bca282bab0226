import './ui/global.css';

import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';

import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { articlesKeys } from './features/articles/api/articles-keys';
import { homeSeedEntries } from './features/home/api/initial-data';
import { createQueryClient, seedQueries, takeInitialData, type SeedEntry } from './lib/query-client';

/** The inline JSON the BFF puts beside a server-drawn page (bff/src/seo/render.ts SSR_STATE_ID). */
const SSR_STATE_ID = 'ssr-state';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/** What the server may have embedded for this address: home's first screen, or an article page's article. */
function seedEntries(pathname: string): SeedEntry[] {
  const slug = matchPath('/article/:slug', pathname)?.params.slug;
  if (!slug) return homeSeedEntries();
  // As getArticle asks for it.
  const article = { queryKey: articlesKeys.detail(slug), url: `/api/articles/${encodeURIComponent(slug)}`, accepts: (value: unknown) => typeof value === 'object' && value !== null };
  return [article];
}

/** The query cache the server drew the page from (bff/src/seo/render.ts), once; null when absent or unreadable. */
function takeServerState(): DehydratedState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return typeof value === 'object' && value !== null && Array.isArray((value as DehydratedState).queries) ? (value as DehydratedState) : null;
  } catch {
    return null;
  }
}

function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const serverState = root.hasAttribute('data-ssr') ? takeServerState() : null;
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  if (serverState) {
    // The page arrived drawn: the same data makes the same markup, which React takes over
    // (hydrates) in interruptible slices, a route's part as soon as its code is here. The query
    // cache is filled in this task and React starts in the next: two short tasks, not one long one.
    hydrate(queryClient, serverState);
    setTimeout(() => {
      startTransition(() => {
        hydrateRoot(root, app);
      });
    }, 0);
    return;
  }

  // The page arrives with the data its first screen needs: no API round trip before it draws.
  seedQueries(queryClient, takeInitialData(), seedEntries(window.location.pathname));
  // A transition: React builds the first screen in interruptible slices instead of one long task.
  startTransition(() => {
    createRoot(root).render(app);
  });
}

// A task of its own: evaluating the code is one long task already, and the
// browser may paint in between.
setTimeout(() => start(container), 0);
