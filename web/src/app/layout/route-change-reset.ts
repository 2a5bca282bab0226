import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

import { leftServerPage } from '../../ui/server-drawn';

/**
 * On every route change: scroll to the top (smoothly, or at once when the
 * reader asks for reduced motion) and move focus to the main region so screen
 * readers start at the new page. The first render is left alone.
 */
export function useRouteChangeReset(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    leftServerPage();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'instant' : 'smooth' });
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
