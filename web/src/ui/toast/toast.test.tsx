import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearToasts, showToast, SWIPE_DISMISS_THRESHOLD_PX, TOAST_DURATION_MS, Toaster, toastQueue } from './index';
import ToastRegionView from './toast-region';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('toast queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('shows one toast at a time, newest first, the rest waiting', () => {
    showToast({ title: 'First' });
    showToast({ title: 'Second', description: 'More', variant: 'destructive' });
    expect(toastQueue.visibleToasts).toHaveLength(1);
    expect(toastQueue.visibleToasts[0]?.content).toEqual({
      title: 'Second',
      description: 'More',
      variant: 'destructive',
    });
    toastQueue.close(toastQueue.visibleToasts[0]?.key ?? '');
    expect(toastQueue.visibleToasts.map((t) => t.content.title)).toEqual(['First']);
  });

  it('defaults to the default variant and a 5000 ms display', () => {
    showToast({ title: 'Saved' });
    expect(toastQueue.visibleToasts[0]?.content.variant).toBe('default');
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(TOAST_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});

describe('toast region', () => {
  let root: Root | undefined;
  let host: HTMLDivElement;

  beforeEach(() => {
    vi.useFakeTimers();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root?.render(<ToastRegionView />));
  });

  afterEach(() => {
    act(() => {
      clearToasts();
      root?.unmount();
    });
    host.remove();
    vi.useRealTimers();
  });

  const region = () => document.querySelector<HTMLElement>('[role="region"]');
  const toastEl = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

  it('renders nothing until a toast is shown, then the title and description', () => {
    expect(region()).toBeNull();
    act(() => void showToast({ title: 'Invalid email', description: 'Please enter a valid email address.' }));
    expect(region()?.getAttribute('aria-label')).toMatch(/Notifications/);
    expect(toastEl()?.textContent).toContain('Invalid email');
    expect(toastEl()?.textContent).toContain('Please enter a valid email address.');
    expect(toastEl()?.getAttribute('data-variant')).toBe('default');
  });

  it('marks the destructive variant for its red style', () => {
    act(() => void showToast({ title: 'Error', variant: 'destructive' }));
    expect(toastEl()?.getAttribute('data-variant')).toBe('destructive');
  });

  it('closes itself after 5000 ms', () => {
    act(() => void showToast({ title: 'Bye' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(toastEl()).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(toastEl()).toBeNull();
  });

  it('shows the next queued toast when the visible one closes', () => {
    act(() => {
      showToast({ title: 'One' });
      showToast({ title: 'Two' });
    });
    expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(1);
    expect(toastEl()?.textContent).toContain('Two');
    expect(toastEl()?.querySelector('button')?.getAttribute('aria-label')).toBe('Close');
    act(() => toastQueue.close(toastQueue.visibleToasts[0]?.key ?? ''));
    expect(toastEl()?.textContent).toContain('One');
  });

  function drag(dx: number) {
    const el = toastEl();
    if (!el) throw new Error('no toast to drag');
    const fire = (type: string, x: number) =>
      el.dispatchEvent(
        new PointerEvent(type, { bubbles: true, clientX: x, clientY: 10, pointerId: 1, pointerType: 'touch', button: 0 }),
      );
    act(() => void fire('pointerdown', 100));
    act(() => void fire('pointermove', 100 + dx / 2));
    act(() => void fire('pointermove', 100 + dx));
    act(() => void fire('pointerup', 100 + dx));
  }

  it('springs back from a short swipe', () => {
    act(() => void showToast({ title: 'Stay' }));
    drag(SWIPE_DISMISS_THRESHOLD_PX - 10);
    expect(toastEl()).not.toBeNull();
    expect(toastEl()!.style.transform).toBe('');
  });

  it('dismisses on a swipe right past 50 px', () => {
    act(() => void showToast({ title: 'Go' }));
    drag(SWIPE_DISMISS_THRESHOLD_PX + 10);
    expect(toastEl()).toBeNull();
  });

  it('ignores a swipe to the left', () => {
    act(() => void showToast({ title: 'Left' }));
    drag(-120);
    expect(toastEl()).not.toBeNull();
  });
});

describe('<Toaster />', () => {
  let root: Root | undefined;
  let host: HTMLDivElement;

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root?.render(<Toaster />));
  });

  afterEach(() => {
    act(() => {
      clearToasts();
      root?.unmount();
    });
    host.remove();
  });

  const region = () => document.querySelector<HTMLElement>('[data-toast-region]');

  it('loads the region with the first toast, and F8 focuses it', async () => {
    expect(region()).toBeNull();
    act(() => void showToast({ title: 'Hello' }));
    // The region is a lazy chunk: let it resolve.
    for (let tries = 0; tries < 50 && !region(); tries += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    expect(region()?.textContent).toContain('Hello');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', bubbles: true }));
    });
    expect(document.activeElement).toBe(region());
  });

  it('leaves F8 alone when there is no toast', () => {
    const event = new KeyboardEvent('keydown', { key: 'F8', bubbles: true, cancelable: true });
    document.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
