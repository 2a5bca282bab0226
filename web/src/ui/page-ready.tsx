import { createContext, Suspense, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';

/**
 * Marks the document once a route's page is live in the browser (drawn, or a
 * server-drawn page taken over): `<html data-hydrated>`. Browser tests wait
 * for it before they click, since a click on server-drawn markup before then
 * is not yet heard by anyone. A page with deferred parts (DeferredPart) is
 * live once those have arrived too.
 */
let routeLive = false;
/** Deferred parts on screen whose code has not arrived yet. */
let waiting = 0;

function markWhenSettled() {
  if (routeLive && waiting === 0) document.documentElement.setAttribute('data-hydrated', '');
}

export function PageReady() {
  useEffect(() => {
    routeLive = true;
    markWhenSettled();
  }, []);
  return null;
}

const Arrived = createContext<(() => void) | null>(null);

function PartArrived() {
  const arrived = useContext(Arrived);
  useEffect(() => arrived?.(), [arrived]);
  return null;
}

/**
 * A part of a page whose code comes after the page's own (a lazy component
 * inside): the server draws it with the page, and React takes it over once its
 * chunk is here, without holding back the rest. `fallback` shows only when a
 * reader moves to the page inside the app, while the chunk loads.
 */
export function DeferredPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const state = useRef({ arrived: false, counted: false });
  const arrived = useCallback(() => {
    const part = state.current;
    if (part.arrived) return;
    part.arrived = true;
    if (part.counted) {
      waiting--;
      markWhenSettled();
    }
  }, []);
  useEffect(() => {
    const part = state.current;
    if (!part.arrived && !part.counted) {
      part.counted = true;
      waiting++;
    }
    return () => {
      if (part.counted && !part.arrived) {
        part.counted = false;
        waiting--;
        markWhenSettled();
      }
    };
  }, []);
  return (
    <Arrived.Provider value={arrived}>
      <Suspense fallback={fallback}>
        {children}
        <PartArrived />
      </Suspense>
    </Arrived.Provider>
  );
}

/**
 * Content that React takes over on its own, after what surrounds it: a
 * Suspense boundary of its own (nothing in it suspends). A tab panel's cards
 * and tables (ui/desk-tabs.tsx) are then hydrated and committed in a pass apart
 * from the page around them: shorter main-thread tasks instead of one long one
 * (issue 13).
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
