import type { Article } from '@mitics/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { articlesKeys } from '../api/articles-keys';
import { ArticleDetail } from './article-detail';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const article: Article = {
  id: 'a1',
  slug: 'senate-passes-budget',
  title: 'Senate passes budget',
  excerpt: 'The vote was close.',
  content: 'The Senate voted 20-18 to pass the budget on Tuesday night.',
  imageUrl: null,
  videoUrl: null,
  category: 'michigan-politics',
  level: 'Michigan Politics',
  section: 'Legislature',
  author: '',
  authorId: null,
  tags: [],
  isBreaking: false,
  isFeatured: false,
  hasGraphicMedia: false,
  graphicWarning: null,
  sourceUrl: null,
  sourceName: null,
  isFromRss: false,
  status: 'published',
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  publishedAt: null,
  submittedAt: null,
  reviewNotes: null,
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function render(shown: Article, onView: (event: unknown) => void) {
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(articlesKeys.detail(shown.slug), shown);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <StrictMode>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <ArticleDetail slug={shown.slug} onView={onView} />
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  return { container, client };
}

describe('ArticleDetail', () => {
  it('reports the view once, even under StrictMode and after a refetch', () => {
    const onView = vi.fn();
    const { client } = render(article, onView);
    expect(onView).toHaveBeenCalledTimes(1);
    expect(onView).toHaveBeenCalledWith({
      articleSlug: 'senate-passes-budget',
      title: 'Senate passes budget',
      category: 'michigan-politics',
    });
    act(() => client.setQueryData(articlesKeys.detail(article.slug), { ...article, excerpt: 'Updated.' }));
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it("falls back to 'Untitled Article', 'Author' and 'Recent'", () => {
    const { container } = render({ ...article, title: '' }, vi.fn());
    expect(container.querySelector('h1')?.textContent).toBe('Untitled Article');
    expect(container.textContent).toContain('By Author');
    expect(container.querySelector('time')?.textContent).toBe('Recent');
  });

  it('shows the story highlights and both share groups', () => {
    const { container } = render(article, vi.fn());
    expect(container.querySelector('#story-highlights-title')?.textContent).toBe('Story Highlights');
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toContain(
      'The Senate voted 20-18 to pass the budget on Tuesday night.',
    );
    const labels = [...container.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label'));
    expect(labels).toEqual(
      expect.arrayContaining(['Share on Facebook', 'Share on X', 'Share on LinkedIn', 'Copy link', 'Share by email']),
    );
  });
});
