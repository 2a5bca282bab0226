import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastVariant = 'default' | 'destructive';

export type ToastContent = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

/** Default display time (reader spec §9: 5000 ms). */
export const TOAST_DURATION_MS = 5000;
/** How far (px) a toast has to be dragged to the right to dismiss it. */
export const SWIPE_DISMISS_THRESHOLD_PX = 50;

/**
 * The app-wide toast queue: one toast visible at a time, the newest first;
 * older ones wait their turn behind it.
 */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });

/** Shows a toast; returns its key (for `dismissToast`). Callable from anywhere, no hook needed. */
export function showToast(toast: ToastContent, options: { timeout?: number } = {}): string {
  return toastQueue.add(
    { title: toast.title, description: toast.description, variant: toast.variant ?? 'default' },
    { timeout: options.timeout ?? TOAST_DURATION_MS },
  );
}

export function dismissToast(key: string): void {
  toastQueue.close(key);
}

/** Removes every toast (tests, sign-out). */
export function clearToasts(): void {
  toastQueue.clear();
}
