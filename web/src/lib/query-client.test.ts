import { describe, expect, it } from 'vitest';

import { ApiError } from './api-client';
import { queryDefaults, readRetryDelay, shouldRetryRead } from './query-client';

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
