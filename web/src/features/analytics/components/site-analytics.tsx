import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { beaconTrack, postTrack } from '../api/track';
import { analyticsSessionId } from '../lib/session';
import { createSiteTracker, externalHref, scrollPercent, type SiteTracker } from '../lib/site-tracker';

/**
 * Site-wide analytics (reader spec §7). Renders nothing; mount once inside the
 * router. Listens passively and never delays rendering.
 */
export function SiteAnalytics() {
  const { pathname } = useLocation();
  const trackerRef = useRef<SiteTracker | null>(null);

  useEffect(() => {
    const tracker = createSiteTracker({
      send: postTrack,
      beacon: beaconTrack,
      sessionId: analyticsSessionId(),
      userAgent: navigator.userAgent,
      referrer: document.referrer,
    });
    trackerRef.current = tracker;

    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const root = document.documentElement;
        tracker.scrolled(scrollPercent(window.scrollY, window.innerHeight, root.scrollHeight));
      });
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const link = target.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const href = externalHref(link.href, window.location.origin);
      if (href) tracker.externalLinkClicked(href, link.textContent?.trim() || link.getAttribute('aria-label') || '');
    };
    const onPageHide = () => tracker.pageHidden();

    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('pagehide', onPageHide);
      if (frame) window.cancelAnimationFrame(frame);
      tracker.dispose();
      trackerRef.current = null;
    };
  }, []);

  useEffect(() => {
    trackerRef.current?.pageChanged(pathname);
  }, [pathname]);

  return null;
}
