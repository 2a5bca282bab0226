import { startTransition, useEffect, useState, type ReactNode } from 'react';

import { useDrawnByServer } from './server-drawn';

/**
 * Renders its children one task after the page first paints, as a transition
 * that React may interrupt. Long pages (home) then build in slices rather than
 * one long main-thread task, so a reader can scroll and type sooner. The
 * fallback keeps the space, so nothing below moves when the content arrives.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // A page the server drew arrives whole: its markup is taken over as it is.
  const [ready, setReady] = useState(useDrawnByServer());
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return <>{ready ? children : fallback}</>;
}
