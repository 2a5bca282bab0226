import { startTransition, Suspense, use, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

import { ServerDrawnBlock } from './server-drawn';

/**
 * Takes over (hydrates) a block of a page the server drew only once the reader
 * is about to see it or reaches for it: until then its server markup stays as
 * it is, links and all, and costs the main thread nothing. A long page's start
 * then costs what its first screen holds; the rest is taken over a block at a
 * time as the reader scrolls, each in slices React may interrupt.
 *
 * How: during hydration the block's content waits in a Suspense boundary on a
 * gate (a promise). React keeps a suspended boundary's server markup as it is
 * and takes it over once the gate opens. The gate opens when the block comes
 * within NEAR of the screen, or at once when the reader presses, clicks,
 * focuses or types inside it: window's capture listeners run before React's
 * own, which then takes the block over on the spot and hands it the event.
 *
 * Until the gate opens the boundary is handed the very same element every
 * render, so a re-render above (new props, a new filter) cannot force React to
 * give up the server markup and draw the block afresh. What a render above
 * cannot be kept from passing down is a new address (the router's context,
 * which every link reads): so any navigation, even one that only rewrites the
 * query, opens every gate first, from the Navigation API's `navigate` event,
 * which fires before the router hears of it. A browser without that API (or
 * without IntersectionObserver) takes every block over at once, as before. A
 * page the browser draws itself (after the reader navigated) renders the
 * children directly.
 */
const NEAR = '400px 0px';
const INTERACTIONS = ['pointerdown', 'mousedown', 'touchstart', 'focusin', 'keydown', 'click', 'input'] as const;

interface Gate extends Promise<void> {
  /** Read by React's `use`: an opened gate is taken without suspending, even in the same task. */
  status: 'pending' | 'fulfilled';
  value?: undefined;
  open(): void;
  /** Called once when the gate opens. */
  onOpen?: () => void;
}

function createGate(): Gate {
  let resolve!: () => void;
  const gate = new Promise<void>((done) => {
    resolve = done;
  }) as Gate;
  gate.status = 'pending';
  gate.open = () => {
    if (gate.status === 'fulfilled') return;
    gate.status = 'fulfilled';
    gate.value = undefined;
    resolve();
    gate.onOpen?.();
  };
  return gate;
}

/** The blocks still waiting, by their element: one set of window listeners serves them all. */
const waiting = new Map<Element, Gate>();
let observer: IntersectionObserver | null = null;

interface NavigationTarget {
  addEventListener(type: 'navigate', listener: () => void): void;
  removeEventListener(type: 'navigate', listener: () => void): void;
}

function navigationApi(): NavigationTarget | null {
  const navigation = (window as { navigation?: NavigationTarget }).navigation;
  return navigation && typeof navigation.addEventListener === 'function' ? navigation : null;
}

/** Whether blocks can wait here: see above. */
function canWait(): boolean {
  return typeof window !== 'undefined' && typeof IntersectionObserver !== 'undefined' && navigationApi() !== null;
}

/** Opens the gate of every waiting block `which` picks, and stops watching them. */
function openWhere(which: (element: Element) => boolean) {
  for (const [element, gate] of waiting) {
    if (!which(element)) continue;
    gate.open();
    release(element);
  }
}

const openAll = () => openWhere(() => true);

function openFor(target: EventTarget | null) {
  if (target instanceof Node) openWhere((element) => element.contains(target));
}

const onInteraction = (event: Event) => openFor(event.target);

function watch(element: Element, gate: Gate) {
  if (waiting.size === 0) {
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
    navigationApi()?.addEventListener('navigate', openAll);
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      const near = new Set(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target));
      if (near.size > 0) openWhere((element) => near.has(element));
    },
    { rootMargin: NEAR },
  );
  waiting.set(element, gate);
  observer.observe(element);
}

function release(element: Element) {
  if (!waiting.delete(element)) return;
  observer?.unobserve(element);
  if (waiting.size === 0) {
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
    navigationApi()?.removeEventListener('navigate', openAll);
  }
}

const noChanges = () => () => {};
const notHydrating = () => false;
const isHydrating = () => true;

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate as Promise<void>);
  return <>{children}</>;
}

type Tag = 'div' | 'li';

interface HydrateWhenNearProps {
  /** The block's own element (a grid's item, say), which waits in its place. */
  as?: Tag;
  className?: string;
  testId?: string;
  children: ReactNode;
}

export function HydrateWhenNear({ as: Element = 'div', className, testId, children }: HydrateWhenNearProps) {
  // Only a block being taken over from the server's markup waits (React reads the server's
  // snapshot while it hydrates); one the browser draws itself is drawn at once, for good.
  const hydrating = useSyncExternalStore(noChanges, notHydrating, isHydrating);
  const [gate] = useState(() => (hydrating && canWait() ? createGate() : null));
  const ref = useRef<HTMLElement>(null);
  const frozen = useRef<ReactNode>(null);
  // Once open, the block is drawn again with what its parent gives it now, not what it was frozen with.
  const [, setOpen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!gate || gate.status === 'fulfilled' || !element) return;
    // A transition: React takes the block over in slices it may interrupt, not in one long task.
    gate.onOpen = () => startTransition(() => setOpen(true));
    watch(element, gate);
    return () => {
      gate.onOpen = undefined;
      release(element);
    };
  }, [gate]);

  // The server draws the same boundary, so its markers are in the page React takes over. Kept while the
  // children are the same: a render of this block alone (the hydration check above, the gate opening)
  // then leaves what is inside as it is.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        {gate ? (
          <Gated gate={gate}>
            <ServerDrawnBlock.Provider value={true}>{children}</ServerDrawnBlock.Provider>
          </Gated>
        ) : (
          children
        )}
      </Suspense>
    ),
    [children, gate],
  );
  // The same element while the gate is shut (see above); what the parent gives now once it is open.
  const content = gate && gate.status !== 'fulfilled' ? (frozen.current ??= boundary) : boundary;
  return (
    <Element ref={ref as never} className={className} data-testid={testId}>
      {content}
    </Element>
  );
}
