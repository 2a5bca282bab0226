import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { matchRoutes, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PAGES_NOT_BUILT, STAFF_PATHS } from '@mitics/contracts';

import { comingSoonPages, routes } from './router';
import { RouteBoundary } from './routes/route-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const specRoutes = [
  '/',
  '/article/some-story',
  '/article',
  '/michigan-politics',
  '/breaking-news',
  '/breaking',
  '/federal',
  '/analysis',
  '/legislature',
  '/legislature-tracker',
  '/campaign-finance',
  '/representatives',
  '/podcast',
  '/newsletter',
  '/search',
  '/contact',
  '/about',
  '/careers',
  '/terms',
  '/privacy',
  '/contribute',
  '/register',
  '/create',
  '/twitter-settings',
  '/adminpanel',
  '/login',
  '/review',
];

const staffRoutes = ['/login', '/register', '/adminpanel', '/create', '/contribute', '/review', '/twitter-settings'];

function leafPath(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1)?.route;
  return leaf?.index ? 'index' : leaf?.path;
}

describe('route table', () => {
  it.each(specRoutes)('has a page for %s', (pathname) => {
    expect(leafPath(pathname)).toBeDefined();
    expect(leafPath(pathname)).not.toBe('*');
  });

  it('sends any other path to the 404 page', () => {
    expect(leafPath('/no-such-page')).toBe('*');
    expect(leafPath('/article/a/b')).toBe('*');
  });
});

describe('staff routes', () => {
  it.each(staffRoutes)('%s is a built staff page, not a coming-soon one', (pathname) => {
    expect(comingSoonPages[pathname]).toBeUndefined();
    expect(leafPath(pathname)).toBe(pathname.slice(1));
  });
});

describe('pages not built yet', () => {
  it('are exactly the reader pages the SEO head marks noindex and leaves out of the sitemap', () => {
    const readerComingSoon = Object.keys(comingSoonPages).filter((path) => !STAFF_PATHS.includes(path));
    expect(new Set(readerComingSoon)).toEqual(PAGES_NOT_BUILT);
  });
});

describe('route error boundary', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    vi.restoreAllMocks();
  });

  it("shows the error screen when a page fails to render", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failure');
    }
    const container = document.createElement('div');
    root = createRoot(container);
    await act(async () =>
      root?.render(
        <MemoryRouter>
          <Routes>
            <Route element={<RouteBoundary />}>
              <Route path="/" element={<Broken />} />
            </Route>
          </Routes>
        </MemoryRouter>,
      ),
    );
    // The error screen is a chunk of its own, loaded when something fails.
    await act(async () => {
      await import('./routes/route-error');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(container.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(container.textContent).toContain(
      "We're sorry, but something went wrong. Please try refreshing the page.",
    );
    const buttons = [...container.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(['Refresh Page', 'Go to Home']);
    expect(console.error).toHaveBeenCalled();
  });
});

describe('civic routes (issue 9)', () => {
  it.each(['/legislature', '/legislature-tracker', '/representatives'])('%s is a built page, not coming soon', (pathname) => {
    expect(comingSoonPages[pathname]).toBeUndefined();
    expect(leafPath(pathname)).toBe(pathname.slice(1));
  });

  it('has a profile page for every legislator id', () => {
    expect(leafPath('/legislators/P000595')).toBe('legislators/:id');
    expect(leafPath('/legislators/10e1b0b6-8c1d-4f2b-b29a-08770991b1d4')).toBe('legislators/:id');
  });
});

describe('campaign finance routes (issue 10)', () => {
  it('/campaign-finance is the built hub, not coming soon', () => {
    expect(comingSoonPages['/campaign-finance']).toBeUndefined();
    expect(PAGES_NOT_BUILT.has('/campaign-finance')).toBe(false);
    expect(leafPath('/campaign-finance')).toBe('campaign-finance');
  });

  it('has a page for every candidate id', () => {
    expect(leafPath('/campaign-finance/candidates/H4MI07103')).toBe('campaign-finance/candidates/:id');
    expect(leafPath('/campaign-finance/candidates/a/b')).toBe('*');
  });
});
