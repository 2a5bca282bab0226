import { lazy, Suspense, useEffect, useState } from 'react';

import { popupDelayMs, popupStorage, recordPopupSeen, shouldShowPopup } from '../lib/popup-schedule';

// The dialog and its form load only when the pop-up is due (not on first paint).
const NewsletterPopup = lazy(() => import('./newsletter-popup'));

/**
 * Opens the 'Stay Informed' pop-up 60 s after load unless it was shown or
 * dismissed in the last 7 days. Mount once, in the root layout.
 */
export function NewsletterPopupHost() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    // A task of its own: a page's first look at localStorage can take milliseconds, and the
    // effects of a page being taken over all run in one task.
    const look = window.setTimeout(() => {
      const store = popupStorage();
      if (!shouldShowPopup(store, Date.now())) return;
      timer = window.setTimeout(() => {
        // Another tab may have shown it meanwhile.
        if (!shouldShowPopup(store, Date.now())) return;
        recordPopupSeen(store, Date.now());
        setOpen(true);
      }, popupDelayMs(store));
    }, 0);
    return () => {
      window.clearTimeout(look);
      window.clearTimeout(timer);
    };
  }, []);

  if (!open) return null;
  const close = () => {
    recordPopupSeen(popupStorage(), Date.now());
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <NewsletterPopup onDismiss={close} onSubscribed={close} />
    </Suspense>
  );
}
