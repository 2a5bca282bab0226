import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';

import * as styles from './newsletter.css';

// The form, its validation and the subscribe call stay off the critical path:
// they load when the footer comes near or the browser is idle, whichever is first.
const FooterNewsletterForm = lazy(() => import('./footer-newsletter-form'));

const NEAR_MARGIN = '600px';
const IDLE_TIMEOUT_MS = 3000;

function useLoadWhenNearOrIdle(ref: RefObject<HTMLElement | null>): boolean {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (load) return;
    const go = () => setLoad(true);
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
            rootMargin: NEAR_MARGIN,
          })
        : null;
    if (observer && ref.current) observer.observe(ref.current);
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(go, IDLE_TIMEOUT_MS);
    return () => {
      observer?.disconnect();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [load, ref]);
  return load;
}

/** The footer's 'Michigan Politics Weekly' signup; the form's box is reserved until it arrives. */
export function FooterNewsletter() {
  const titleId = useId();
  const slotRef = useRef<HTMLDivElement>(null);
  const load = useLoadWhenNearOrIdle(slotRef);
  return (
    <section aria-labelledby={titleId} className={styles.footerSection}>
      <h2 id={titleId} className={styles.footerTitle}>
        Michigan Politics Weekly
      </h2>
      <p>The week in Lansing and Washington, in your inbox once a week. Free.</p>
      <div ref={slotRef} className={styles.footerSlot}>
        {load ? (
          <Suspense fallback={null}>
            <FooterNewsletterForm />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
