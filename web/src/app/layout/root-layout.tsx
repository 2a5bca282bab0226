import { lazy, Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';

import { HydrateWhenNear } from '../../ui/hydrate-when-near';
import { NewsletterPopupHost } from '../../features/newsletter/components/newsletter-popup-host';
import { RouteMeta } from '../../features/seo/route-meta';
import { Toaster } from '../../ui/toast';
import { clearStaleCaches } from './clear-stale-caches';
import * as styles from './layout.css';
import { useRouteChangeReset } from './route-change-reset';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_ID = 'main-content';

// Analytics never holds up the first paint: its listeners arrive in their own chunk.
const SiteAnalytics = lazy(() =>
  import('../../features/analytics/components/site-analytics').then((module) => ({ default: module.SiteAnalytics })),
);

/** The page shell: skip link, header, the route's page in <main>, footer. */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteChangeReset(mainRef);

  // Spec §7: an old service worker or its caches must never serve this build. In a task of its own
  // once the browser is idle (asking for the caches and workers takes the main thread a few ms), not
  // among the effects React runs together when it takes the page over.
  useEffect(() => {
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(() => void clearStaleCaches(), { timeout: 2000 }) : window.setTimeout(() => void clearStaleCaches(), 0);
    return () => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, []);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus the main region without adding '#main-content' to the address.
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <div className={styles.shell}>
      <RouteMeta />
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToMain}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {/* At the bottom of every page: taken over once the reader nears it (or reaches into it). */}
      <HydrateWhenNear>
        <SiteFooter />
      </HydrateWhenNear>
      <Toaster />
      <NewsletterPopupHost />
      <Suspense fallback={null}>
        <SiteAnalytics />
      </Suspense>
    </div>
  );
}
