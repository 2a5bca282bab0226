import type { Article } from '@mitics/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loadRouteMeta, RouteMeta } from './route-meta';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const article: Article = {
  id: 'a1',
  slug: 'senate-passes-roads-plan',
  title: 'Senate passes "roads" plan <late>',
  excerpt: 'The vote was 20 to 18.',
  content: 'Body',
  imageUrl: 'https://images.example.com/roads.jpg',
  videoUrl: null,
  category: 'michigan-politics',
  level: 'Michigan Politics',
  section: 'Legislature',
  author: 'Jane Reporter',
  authorId: null,
  tags: ['roads'],
  isBreaking: false,
  isFeatured: false,
  hasGraphicMedia: false,
  graphicWarning: null,
  sourceUrl: null,
  sourceName: null,
  isFromRss: false,
  status: 'published',
  createdAt: '2025-11-20T10:00:00.000Z',
  updatedAt: '2025-11-20T11:00:00.000Z',
  publishedAt: '2025-11-20T10:00:00.000Z',
  submittedAt: null,
  reviewNotes: null,
};

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const count = (selector: string) => document.head.querySelectorAll(selector).length;
const jsonLdTypes = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type']);

describe('RouteMeta', () => {
  let root: Root | undefined;
  let queryClient: QueryClient;

  // The head-writing chunk, as the app has it by any navigation (its first render loads it).
  beforeAll(() => loadRouteMeta());

  beforeEach(() => {
    // What the BFF injected for the first paint, including its canonical origin.
    document.head.innerHTML = [
      '<meta charset="UTF-8">',
      '<title>Server title</title>',
      '<meta name="description" content="Server description" data-seo>',
      '<link rel="canonical" href="https://mitics.example/" data-seo>',
      '<meta property="og:title" content="Server title" data-seo>',
    ].join('');
    queryClient = new QueryClient();
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    queryClient.clear();
  });

  function render(path: string) {
    const router = createMemoryRouter([{ path: '/', element: (<><RouteMeta /><Outlet /></>), children: [{ path: '*', element: null }] }], {
      initialEntries: [path],
    });
    const container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    act(() =>
      root?.render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      ),
    );
    return router;
  }

  it('sets the home page tags, replacing the server ones without duplicates and keeping its origin', () => {
    render('/');
    expect(document.title).toBe('Mitics | Michigan Politics News');
    expect(count('meta[name="description"]')).toBe(1);
    expect(content('meta[name="description"]')).toMatch(/Michigan/);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://mitics.example/');
    expect(count('meta[property="og:title"]')).toBe(1);
    expect(content('meta[property="og:url"]')).toBe('https://mitics.example/');
    expect(content('meta[property="og:image"]')).toBe('https://mitics.example/og-image.png');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(jsonLdTypes()).toEqual(['NewsMediaOrganization']);
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  it('follows a route change', async () => {
    const router = render('/');
    await act(() => router.navigate('/podcast'));
    expect(document.title).toBe('Podcasts | Mitics News');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://mitics.example/podcast');
    await act(() => router.navigate('/adminpanel'));
    expect(content('meta[name="robots"]')).toBe('noindex, nofollow');
  });

  it("uses the article's tags once it is in the query cache, whatever the key", () => {
    render(`/article/${article.slug}`);
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(jsonLdTypes()).toEqual(['NewsMediaOrganization']);

    act(() => queryClient.setQueryData(['anything', 'detail', article.slug], article));
    expect(document.title).toBe('Senate passes "roads" plan <late> | Mitics');
    expect(content('meta[property="og:title"]')).toBe('Senate passes "roads" plan <late> | Mitics');
    expect(content('meta[name="description"]')).toBe('The vote was 20 to 18.');
    expect(content('meta[property="og:image"]')).toBe('https://images.example.com/roads.jpg');
    expect(content('meta[property="article:published_time"]')).toBe(article.publishedAt);
    expect(jsonLdTypes()).toEqual(['NewsMediaOrganization', 'NewsArticle']);
  });

  it('finds the article in a list the reader came from, and drops article tags on leaving', async () => {
    act(() => queryClient.setQueryData(['some', 'list'], [{ ...article, slug: 'other-story' }, article]));
    const router = render(`/article/${article.slug}`);
    expect(document.title).toBe('Senate passes "roads" plan <late> | Mitics');
    await act(() => router.navigate('/federal'));
    expect(document.title).toBe('Federal Politics | Mitics');
    expect(count('meta[property^="article:"]')).toBe(0);
    expect(jsonLdTypes()).toEqual(['NewsMediaOrganization']);
  });
});
