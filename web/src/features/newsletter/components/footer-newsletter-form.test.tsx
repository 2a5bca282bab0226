import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearToasts, toastQueue } from '../../../ui/toast';
import { POPUP_STORAGE_KEY } from '../lib/popup-schedule';
import FooterNewsletterForm from './footer-newsletter-form';
import { renderWithQuery, settle, typeInto } from './test-utils';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('footer newsletter form', () => {
  let view: ReturnType<typeof renderWithQuery>;
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    view = renderWithQuery(<FooterNewsletterForm />);
  });

  afterEach(() => {
    view.unmount();
    act(() => clearToasts());
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const input = () => view.host.querySelector<HTMLInputElement>('input[type="email"]');
  const button = () => view.host.querySelector<HTMLButtonElement>('form button');
  const state = () => view.host.querySelector('[data-testid="footer-newsletter"]')?.getAttribute('data-state');
  const toastTitles = () => toastQueue.visibleToasts.map((t) => t.content.title);
  const submit = () => act(() => void button()?.closest('form')?.requestSubmit());

  it('labels the email field', () => {
    const field = input();
    expect(field?.labels?.[0]?.textContent).toBe('Email address');
  });

  it.each(['', '   ', 'reader.example.com'])('refuses %j with the Invalid email toast and sends nothing', (value) => {
    const field = input();
    if (field) typeInto(field, value);
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastQueue.visibleToasts[0]?.content).toMatchObject({
      title: 'Invalid email',
      description: 'Please enter a valid email address.',
    });
    expect(state()).toBe('idle');
  });

  it('subscribes: Subscribing..., then a toast, a cleared field and the welcome card for 3 seconds', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const field = input();
    if (field) typeInto(field, 'reader@example.com');
    submit();
    await settle();
    expect(state()).toBe('submitting');
    expect(button()?.textContent).toBe('Subscribing...');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'reader@example.com' });

    answer.resolve(Response.json({ ok: true, alreadySubscribed: false }, { status: 201 }));
    await settle();
    expect(state()).toBe('subscribed');
    expect(view.host.querySelector('[data-testid="newsletter-welcome"]')).not.toBeNull();
    expect(toastTitles()).toEqual(['Successfully subscribed!']);
    // A subscriber is spared the pop-up.
    expect(localStorage.getItem(POPUP_STORAGE_KEY)).not.toBeNull();

    act(() => vi.advanceTimersByTime(2900));
    expect(state()).toBe('subscribed');
    act(() => vi.advanceTimersByTime(200));
    expect(state()).toBe('idle');
    expect(input()?.value).toBe('');
  });

  it('shows the server message when the subscription is refused', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ title: 'Bad Request', status: 400, detail: 'That address cannot receive mail' }), {
        status: 400,
        headers: { 'content-type': 'application/problem+json' },
      }),
    );
    const field = input();
    if (field) typeInto(field, 'reader@example.com');
    submit();
    await settle();
    expect(toastQueue.visibleToasts[0]?.content).toMatchObject({
      title: 'Subscription failed',
      description: 'That address cannot receive mail',
      variant: 'destructive',
    });
    expect(state()).toBe('idle');
    expect(input()?.value).toBe('reader@example.com');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says 'Please try again later.' when the server gives no reason (after one retry)", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    const field = input();
    if (field) typeInto(field, 'reader@example.com');
    submit();
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toastQueue.visibleToasts[0]?.content).toMatchObject({
      title: 'Subscription failed',
      description: 'Please try again later.',
    });
  });
});
