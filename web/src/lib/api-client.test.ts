import { afterEach, describe, expect, it, vi } from 'vitest';

import * as contracts from '@mitics/contracts';

import { ApiError, apiFetch, CSRF_HEADER, CSRF_HEADER_VALUE, apiSend, apiUrl, detailFrom, errorDetail, errorStatus } from './api-client';

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

  it("carries the problem's detail for the toasts", async () => {
    const problem = { title: 'Unauthorized', status: 401, detail: 'Invalid username or password' };
    stubFetch(new Response(JSON.stringify(problem), { status: 401, headers: { 'content-type': 'application/problem+json' } }));
    const error = await apiFetch('/api/auth/login', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(errorDetail(error)).toBe('Invalid username or password');
    expect((error as ApiError).message).toBe(`401: ${JSON.stringify(problem)}`);
  });

  it('sends no CSRF header on a read', async () => {
    const fetchMock = stubFetch(Response.json({ user: null }));
    await apiFetch('/api/auth/me');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.has(CSRF_HEADER)).toBe(false);
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('resolves an empty answer (204) to undefined', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('apiSend', () => {
  it("uses the contracts' CSRF header", () => {
    expect(CSRF_HEADER).toBe(contracts.CSRF_HEADER);
    expect(CSRF_HEADER_VALUE).toBe(contracts.CSRF_HEADER_VALUE);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('sends %s with cookies, the CSRF header and a JSON body', async (method) => {
    const fetchMock = stubFetch(Response.json({ id: 'a1' }));
    await expect(apiSend(method, '/api/articles/a1', { title: 'T' })).resolves.toEqual({ id: 'a1' });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe(method);
    expect(init?.credentials).toBe('include');
    expect(headers.get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"title":"T"}');
  });

  it('sends no body and no content type when there is none', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiSend('POST', '/api/admin/users/u1/activate');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
    expect(new Headers(init?.headers).get(CSRF_HEADER)).toBe(CSRF_HEADER_VALUE);
  });
});

describe('detailFrom', () => {
  it('prefers detail, then a legacy message, then the first field error', () => {
    expect(detailFrom('{"title":"Bad","detail":" Passwords must match "}')).toBe('Passwords must match');
    expect(detailFrom('{"message":"Article not found"}')).toBe('Article not found');
    expect(detailFrom('{"title":"Invalid","errors":{"email":"Please enter a valid email address"}}')).toBe(
      'Please enter a valid email address',
    );
  });

  it('finds nothing in text that is not a JSON object', () => {
    expect(detailFrom('Bad Gateway')).toBeUndefined();
    expect(detailFrom('')).toBeUndefined();
    expect(detailFrom('"just a string"')).toBeUndefined();
    expect(detailFrom('{"title":"Only a title"}')).toBeUndefined();
  });

  it('is undefined for errors that are not API errors', () => {
    expect(errorDetail(new Error('boom'))).toBeUndefined();
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
