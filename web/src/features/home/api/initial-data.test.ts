import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient, seedQueries, type InitialData } from '../../../lib/query-client';
import { breakingArticleQueryOptions } from '../../articles/api/get-breaking-article';
import { featuredArticlesQueryOptions } from '../../articles/api/get-featured-articles';
import { articlesQueryOptions } from '../../articles/api/get-articles';
import { trendingTopicsQueryOptions } from '../../articles/api/get-trending-topics';
import { FEDERAL_NEWS_FETCHED } from '../lib/federal-news';
import { TICKER_BREAKING_REFRESH_MS } from '../lib/ticker';
import { testArticle } from '../lib/test-articles';
import { homeSeedEntries, SEEDED_LATEST_PARAMS } from './initial-data';
import { LATEST_PARAMS } from './latest-articles';

const NOW = Date.parse('2026-11-21T18:00:00.000Z');
const latest = Array.from({ length: 15 }, (_, i) => testArticle({ id: `a${i}` }));
const breaking = testArticle({ id: 'b', isBreaking: true, title: '</script><script>alert(1)</script>' });
const topics = [{ id: 'budget', name: 'Budget', count: 3 }];

const seedHomeQueries = (client: ReturnType<typeof createQueryClient>, data: InitialData | null, now: number) =>
  seedQueries(client, data, homeSeedEntries(), now);

/** What the BFF embeds (bff/src/seo/initial-data.ts), fetched `age` ms before NOW. */
function embedded(age = 0, responses: Record<string, unknown> = {}): InitialData {
  return {
    fetchedAt: NOW - age,
    responses: {
      '/api/articles?limit=15&offset=0': latest,
      '/api/articles?limit=4&offset=0': latest.slice(0, 4),
      '/api/articles/featured': [latest[2]],
      '/api/articles/breaking': breaking,
      '/api/trending-topics': topics,
      ...responses,
    },
  };
}

describe('seeding the home queries', () => {
  it("fills the very cache entries the home page's hooks read, as fetched when the server fetched them", () => {
    expect(SEEDED_LATEST_PARAMS).toEqual(LATEST_PARAMS);
    const client = createQueryClient();
    seedHomeQueries(client, embedded(1_000), NOW);

    const federal = articlesQueryOptions({ ...LATEST_PARAMS, limit: FEDERAL_NEWS_FETCHED });
    const seeded = [
      [articlesQueryOptions({ ...LATEST_PARAMS }).queryKey, latest],
      [federal.queryKey, latest.slice(0, 4)],
      [featuredArticlesQueryOptions().queryKey, [latest[2]]],
      [breakingArticleQueryOptions().queryKey, breaking],
      [trendingTopicsQueryOptions().queryKey, topics],
    ] as const;
    for (const [queryKey, data] of seeded) {
      expect(client.getQueryData(queryKey)).toEqual(data);
      expect(client.getQueryState(queryKey)?.dataUpdatedAt).toBe(NOW - 1_000);
    }
  });

  it('keeps no breaking story as null, and leaves out what the server did not answer or answered in another shape', () => {
    const client = createQueryClient();
    const data = embedded(0, { '/api/articles/breaking': null, '/api/trending-topics': { topics } });
    delete data.responses['/api/articles/featured'];
    seedHomeQueries(client, data, NOW);
    expect(client.getQueryState(breakingArticleQueryOptions().queryKey)?.status).toBe('success');
    expect(client.getQueryData(breakingArticleQueryOptions().queryKey)).toBeNull();
    expect(client.getQueryState(featuredArticlesQueryOptions().queryKey)).toBeUndefined();
    expect(client.getQueryState(trendingTopicsQueryOptions().queryKey)).toBeUndefined();
  });

  it('never dates the data later than now, whatever the clocks say', () => {
    const client = createQueryClient();
    seedHomeQueries(client, embedded(-60_000), NOW);
    expect(client.getQueryState(breakingArticleQueryOptions().queryKey)?.dataUpdatedAt).toBe(NOW);
  });

  it('leaves alone what is already in the cache', () => {
    const client = createQueryClient();
    const newer = testArticle({ id: 'newer' });
    client.setQueryData(breakingArticleQueryOptions().queryKey, newer);
    seedHomeQueries(client, embedded(), NOW);
    expect(client.getQueryData(breakingArticleQueryOptions().queryKey)).toBe(newer);
  });
});

describe('seeded data is not fresh forever', () => {
  let fetchSpy: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    fetchSpy = vi.fn(async () => Response.json(testArticle({ id: 'polled', isBreaking: true })));
    vi.stubGlobal('fetch', fetchSpy);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('draws from the seed without a request, then the ticker still polls on its schedule', async () => {
    const client = createQueryClient();
    seedHomeQueries(client, embedded(), NOW);
    const observer = new QueryObserver(client, { ...breakingArticleQueryOptions(), refetchInterval: TICKER_BREAKING_REFRESH_MS });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      expect(observer.getCurrentResult().data).toEqual(breaking);
      expect(fetchSpy).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(TICKER_BREAKING_REFRESH_MS);
      expect(fetchSpy).toHaveBeenCalledWith('/api/articles/breaking', expect.anything());
      expect(observer.getCurrentResult().data?.id).toBe('polled');
    } finally {
      unsubscribe();
    }
  });

  it('refetches at once when the page was served longer ago than the data stays fresh', async () => {
    const client = createQueryClient();
    seedHomeQueries(client, embedded(10 * 60 * 1000), NOW);
    const observer = new QueryObserver(client, breakingArticleQueryOptions());
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      expect(observer.getCurrentResult().data).toEqual(breaking);
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
    }
  });
});
