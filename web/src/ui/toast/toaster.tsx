import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

import { TOAST_REGION_ATTR } from './toast-region-attr';
import { toastQueue } from './toast-queue';

/** The hot key that moves focus to the notifications region (F6 also works, via react-aria's landmarks). */
export const TOAST_HOTKEY = 'F8';

// The region (landmarks, focus management) loads with the first toast, not on first paint.
const ToastRegionView = lazy(() => import('./toast-region'));

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasToasts = () => toastQueue.visibleToasts.length > 0;

/** Renders the global toast queue. Mount once, in the root layout. */
export function Toaster() {
  const active = useSyncExternalStore(subscribe, hasToasts, () => false);
  // Once loaded, the region stays mounted so react-aria can restore focus as the last toast leaves.
  const [loaded, setLoaded] = useState(false);
  if (active && !loaded) setLoaded(true);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey) return;
      const region = document.querySelector<HTMLElement>(`[${TOAST_REGION_ATTR}]`);
      if (!region) return;
      event.preventDefault();
      region.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegionView />
    </Suspense>
  );
}
