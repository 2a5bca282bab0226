import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
} from 'react-aria-components';

import * as styles from './toast.css';
import { TOAST_REGION_ATTR } from './toast-region-attr';
import { SWIPE_DISMISS_THRESHOLD_PX, toastQueue, type ToastContent as ToastData } from './toast-queue';

/**
 * react-aria-components' toast region over the global queue: a landmark
 * (F6 reaches it), timers paused while hovered or focused, focus kept sensible
 * as toasts come and go. Loaded on the first toast (see toaster.tsx).
 */
export default function ToastRegionView() {
  return (
    <ToastRegion
      queue={toastQueue}
      className={styles.region}
      aria-label="Notifications (F8)"
      {...{ [TOAST_REGION_ATTR]: '' }}
    >
      {({ toast }) => <ToastItem toast={toast} />}
    </ToastRegion>
  );
}

function ToastItem({ toast }: { toast: QueuedToast<ToastData> }) {
  const swipe = useSwipeToDismiss(() => toastQueue.close(toast.key));
  const { title, description, variant = 'default' } = toast.content;
  return (
    <Toast
      toast={toast}
      className={styles.toast}
      data-variant={variant}
      data-swiping={swipe.offset > 0 || undefined}
      style={swipe.style}
      {...swipe.handlers}
    >
      <ToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </ToastContent>
      <Button slot="close" className={styles.close}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Button>
    </Toast>
  );
}

/**
 * Pointer-driven swipe to the right. Only a horizontal drag of more than
 * SWIPE_DISMISS_THRESHOLD_PX dismisses; a shorter one springs back. Pointer
 * capture starts only once the pointer has actually moved, so presses on the
 * close button still work.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; id: number; captured: boolean } | null>(null);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    start.current = null;
    setOffset(0);
  };

  const handlers = {
    onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, id: event.pointerId, captured: false };
    },
    onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
      const s = start.current;
      if (!s || s.id !== event.pointerId) return;
      const dx = Math.max(0, event.clientX - s.x);
      if (!s.captured && dx > 4) {
        s.captured = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setOffset(dx);
    },
    onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
      const s = start.current;
      if (!s || s.id !== event.pointerId) return;
      const dx = event.clientX - s.x;
      reset();
      if (dx > SWIPE_DISMISS_THRESHOLD_PX) onDismiss();
    },
    onPointerCancel: reset,
  };

  const style =
    offset > 0 ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined;

  return { offset, style, handlers };
}
