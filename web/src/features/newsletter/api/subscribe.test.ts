import { afterEach, describe, expect, it, vi } from 'vitest';

import { retrySubscribe, SubscribeError, subscribeToNewsletter } from './subscribe';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('subscribing to the newsletter', () => {
  it('POSTs exactly { email } as JSON with cookies', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true, alreadySubscribed: false }, { status: 201 }));
    await expect(subscribeToNewsletter({ email: ' reader@example.com ' })).resolves.toEqual({
      ok: true,
      alreadySubscribed: false,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter/subscribe',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'reader@example.com' });
  });

  it('adds the name only when there is one', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true, alreadySubscribed: true }));
    await subscribeToNewsletter({ email: 'a@b.co', name: ' Ann ' });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.co', name: 'Ann' });
  });

  it('carries the problem+json detail of a refusal', async () => {
    stubFetch(
      new Response(JSON.stringify({ title: 'Bad Request', status: 400, detail: 'Please enter a valid email address' }), {
        status: 400,
        headers: { 'content-type': 'application/problem+json' },
      }),
    );
    const error = await subscribeToNewsletter({ email: 'x@y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SubscribeError);
    expect(error).toMatchObject({ status: 400, serverMessage: 'Please enter a valid email address' });
  });

  it('has no server message for a bare failure or a network error', async () => {
    stubFetch(new Response('upstream down', { status: 502 }));
    await expect(subscribeToNewsletter({ email: 'a@b.co' })).rejects.toMatchObject({ status: 502, serverMessage: undefined });
    stubFetch(new TypeError('Failed to fetch'));
    await expect(subscribeToNewsletter({ email: 'a@b.co' })).rejects.toMatchObject({ status: 0, serverMessage: undefined });
  });
});

describe('retrying a subscribe', () => {
  it('retries once for a network or server failure, never for a refusal', () => {
    expect(retrySubscribe(0, new SubscribeError(503, undefined))).toBe(true);
    expect(retrySubscribe(0, new SubscribeError(0, undefined))).toBe(true);
    expect(retrySubscribe(1, new SubscribeError(503, undefined))).toBe(false);
    expect(retrySubscribe(0, new SubscribeError(400, 'nope'))).toBe(false);
    expect(retrySubscribe(0, new SubscribeError(409, 'nope'))).toBe(false);
  });
});
