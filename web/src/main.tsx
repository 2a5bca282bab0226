import './ui/global.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath, RouterProvider } from 'react-router-dom';

import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { articlesKeys } from './features/articles/api/articles-keys';
import { homeSeedEntries } from './features/home/api/initial-data';
import { createQueryClient, seedQueries, takeInitialData, type SeedEntry } from './lib/query-client';

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

function start(root: HTMLElement) {
  const router = createAppRouter();
  // The page arrives with the data its first screen needs: no API round trip before it draws.
  const queryClient = createQueryClient();
  seedQueries(queryClient, takeInitialData(), seedEntries(window.location.pathname));

  // A transition: React builds the first screen in interruptible slices instead of one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// A task of its own: evaluating the code is one long task already, and the
// browser may paint the server's HTML in between.
setTimeout(() => start(container), 0);
