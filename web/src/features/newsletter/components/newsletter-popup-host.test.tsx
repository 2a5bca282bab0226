import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearToasts, toastQueue } from '../../../ui/toast';
import { POPUP_DELAY_MS, POPUP_DELAY_OVERRIDE_KEY, POPUP_STORAGE_KEY } from '../lib/popup-schedule';
import { NewsletterPopupHost } from './newsletter-popup-host';
import { renderWithQuery, settle, typeInto } from './test-utils';

const DAY = 24 * 60 * 60 * 1000;

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
const press = (el: HTMLElement | undefined) =>
  act(() => {
    el?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerId: 1, pointerType: 'mouse', button: 0 }));
    el?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, pointerType: 'mouse', button: 0 }));
    el?.click();
  });

/** Runs the fake clock past `ms`, then lets the lazy dialog chunk arrive. */
async function waitPast(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
  vi.useRealTimers();
  for (let i = 0; i < 300 && !dialog(); i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

describe("'Stay Informed' pop-up", () => {
  let view: ReturnType<typeof renderWithQuery> | undefined;
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    view?.unmount();
    view = undefined;
    act(() => clearToasts());
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens 60 seconds after load, not before, and records that it was shown', async () => {
    const started = Date.now();
    view = renderWithQuery(<NewsletterPopupHost />);
    act(() => vi.advanceTimersByTime(POPUP_DELAY_MS - 100));
    await settle();
    expect(dialog()).toBeNull();
    await waitPast(100);
    expect(dialog()?.textContent).toContain('Stay Informed');
    for (const bullet of ['Breaking news alerts', 'Weekly political summaries', 'Legislative updates']) {
      expect(dialog()?.textContent).toContain(bullet);
    }
    expect(dialog()?.querySelector('input')?.type).toBe('email');
    expect(button('Subscribe')).toBeDefined();
    expect(button('Later')).toBeDefined();
    expect(button('Close')).toBeDefined();
    // When it was shown: after the test began, and not in the future (however slow the machine).
    const shownAt = Number(localStorage.getItem(POPUP_STORAGE_KEY));
    expect(shownAt).toBeGreaterThanOrEqual(started);
    expect(shownAt).toBeLessThanOrEqual(Date.now());
  });

  it('stays away when it was shown or dismissed in the last 7 days', async () => {
    localStorage.setItem(POPUP_STORAGE_KEY, String(Date.now() - 6 * DAY));
    view = renderWithQuery(<NewsletterPopupHost />);
    await waitPast(POPUP_DELAY_MS * 2);
    expect(dialog()).toBeNull();
  });

  it('comes back after 7 days', async () => {
    localStorage.setItem(POPUP_STORAGE_KEY, String(Date.now() - 8 * DAY));
    view = renderWithQuery(<NewsletterPopupHost />);
    await waitPast(POPUP_DELAY_MS);
    expect(dialog()).not.toBeNull();
  });

  it('uses the delay override from localStorage', async () => {
    localStorage.setItem(POPUP_DELAY_OVERRIDE_KEY, '250');
    view = renderWithQuery(<NewsletterPopupHost />);
    await waitPast(300);
    expect(dialog()).not.toBeNull();
  });

  it.each(['Later', 'Close'])('%s hides it and records the time', async (name) => {
    view = renderWithQuery(<NewsletterPopupHost />);
    await waitPast(POPUP_DELAY_MS);
    localStorage.removeItem(POPUP_STORAGE_KEY);
    press(button(name));
    await settle();
    expect(dialog()).toBeNull();
    expect(Number(localStorage.getItem(POPUP_STORAGE_KEY))).toBeGreaterThan(Date.now() - 5000);
  });

  it('submits nothing while the email is empty', async () => {
    view = renderWithQuery(<NewsletterPopupHost />);
    await waitPast(POPUP_DELAY_MS);
    act(() => void dialog()?.querySelector('form')?.requestSubmit());
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });

  it('subscribes: success toast, hidden, time recorded', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true, alreadySubscribed: false }, { status: 201 }));
    view = renderWithQuery(<NewsletterPopupHost />);
    await waitPast(POPUP_DELAY_MS);
    localStorage.removeItem(POPUP_STORAGE_KEY);
    const input = dialog()?.querySelector('input');
    if (input) typeInto(input, 'reader@example.com');
    act(() => void dialog()?.querySelector('form')?.requestSubmit());
    await settle(10);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'reader@example.com' });
    expect(toastQueue.visibleToasts[0]?.content).toMatchObject({
      title: 'Success!',
      description: "You've been subscribed to our newsletter.",
    });
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(POPUP_STORAGE_KEY)).not.toBeNull();
  });

  it('keeps the pop-up open with the destructive Error toast when subscribing fails', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 400 }));
    view = renderWithQuery(<NewsletterPopupHost />);
    await waitPast(POPUP_DELAY_MS);
    const input = dialog()?.querySelector('input');
    if (input) typeInto(input, 'reader@example.com');
    act(() => void dialog()?.querySelector('form')?.requestSubmit());
    await settle(10);
    expect(toastQueue.visibleToasts[0]?.content).toMatchObject({
      title: 'Error',
      description: 'Failed to subscribe. Please try again.',
      variant: 'destructive',
    });
    expect(dialog()).not.toBeNull();
  });
});
