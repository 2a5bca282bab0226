import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from './api-client';
import {
  createQueryClient,
  INITIAL_DATA_ID,
  queryDefaults,
  readRetryDelay,
  seedQueries,
  shouldRetryRead,
  takeInitialData,
  type SeedEntry,
} from './query-client';

describe('read defaults', () => {
  it('retries a failed read at most twice', () => {
    const error = new ApiError(500, '500: boom');
    expect(shouldRetryRead(0, error)).toBe(true);
    expect(shouldRetryRead(1, error)).toBe(true);
    expect(shouldRetryRead(2, error)).toBe(false);
  });

  it('never retries a 404', () => {
    expect(shouldRetryRead(0, new ApiError(404, '404: Not Found'))).toBe(false);
  });

  it('waits 1000 ms, doubling, capped at 3000 ms', () => {
    expect([0, 1, 2, 3].map(readRetryDelay)).toEqual([1000, 2000, 3000, 3000]);
  });

  it('keeps data fresh for 5 minutes, ignores focus and retries mutations once', () => {
    expect(queryDefaults.queries.staleTime).toBe(300_000);
    expect(queryDefaults.queries.refetchOnWindowFocus).toBe(false);
    expect(queryDefaults.mutations.retry).toBe(1);
  });
});

function placeInPage(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ID;
  script.textContent = text;
  document.body.append(script);
}

describe('reading the data the page was served with', () => {
  afterEach(() => document.getElementById(INITIAL_DATA_ID)?.remove());

  it('parses the inline JSON (escapes and all) once, then removes it', () => {
    const title = '</script><script>alert(1)</script> & \u2028';
    placeInPage(JSON.stringify({ fetchedAt: 1, responses: { '/api/x': { title } } }).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026'));
    expect(takeInitialData()).toEqual({ fetchedAt: 1, responses: { '/api/x': { title } } });
    expect(document.getElementById(INITIAL_DATA_ID)).toBeNull();
    expect(takeInitialData()).toBeNull();
  });

  it('gives nothing for a missing, unreadable or wrongly shaped element', () => {
    expect(takeInitialData()).toBeNull();
    for (const text of ['{not json', 'null', '[]', '{"fetchedAt":"yesterday","responses":{}}', '{"fetchedAt":1}']) {
      placeInPage(text);
      expect(takeInitialData(), text).toBeNull();
    }
  });
});

describe('seeding queries from it', () => {
  const NOW = 1_800_000_000_000;
  const entries: SeedEntry[] = [
    { queryKey: ['list'], url: '/api/list', accepts: Array.isArray },
    { queryKey: ['one'], url: '/api/one', accepts: (value) => value === null || typeof value === 'object' },
  ];

  it('fills each entry the server answered, dated when it was fetched', () => {
    const client = createQueryClient();
    seedQueries(client, { fetchedAt: NOW - 1000, responses: { '/api/list': [1, 2], '/api/one': null, '/api/other': [3] } }, entries, NOW);
    expect(client.getQueryData(['list'])).toEqual([1, 2]);
    expect(client.getQueryState(['list'])?.dataUpdatedAt).toBe(NOW - 1000);
    // null is an answer (no such thing), not a missing one.
    expect(client.getQueryState(['one'])?.status).toBe('success');
    expect(client.getQueryData(['one'])).toBeNull();
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it('skips answers of another shape, leaves alone what the cache holds, and never dates data later than now', () => {
    const client = createQueryClient();
    client.setQueryData(['one'], { newer: true });
    seedQueries(client, { fetchedAt: NOW + 60_000, responses: { '/api/list': { not: 'a list' }, '/api/one': { older: true } } }, entries, NOW);
    expect(client.getQueryState(['list'])).toBeUndefined();
    expect(client.getQueryData(['one'])).toEqual({ newer: true });

    const fresh = createQueryClient();
    seedQueries(fresh, { fetchedAt: NOW + 60_000, responses: { '/api/list': [] } }, entries, NOW);
    expect(fresh.getQueryState(['list'])?.dataUpdatedAt).toBe(NOW);
    seedQueries(fresh, null, entries, NOW);
  });
});
