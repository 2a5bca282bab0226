import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, apiFetch, apiUrl, errorStatus } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiFetch', () => {
  it('returns the parsed JSON and sends cookies', async () => {
    const fetchMock = stubFetch(Response.json([{ slug: 'a' }]));
    await expect(apiFetch('/api/articles')).resolves.toEqual([{ slug: 'a' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/articles', expect.objectContaining({ credentials: 'include' }));
  });

  it("throws '{status}: {text}' carrying the status on a non-OK answer", async () => {
    stubFetch(new Response('Article not found', { status: 404, statusText: 'Not Found' }));
    const error = await apiFetch('/api/articles/nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).message).toBe('404: Article not found');
    expect(errorStatus(error)).toBe(404);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiFetch('/api/articles')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('apiUrl', () => {
  it('keeps only the params that have a value', () => {
    expect(apiUrl('/api/articles', { limit: 15, offset: 0, category: undefined, search: '' })).toBe(
      '/api/articles?limit=15&offset=0',
    );
    expect(apiUrl('/api/articles', { search: 'road funding' })).toBe('/api/articles?search=road+funding');
    expect(apiUrl('/api/articles')).toBe('/api/articles');
  });
});
