import { act, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HydrateWhenNear } from './hydrate-when-near';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in for the browser's IntersectionObserver: the test says when a block comes near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static near(element: Element) {
    for (const observer of FakeObserver.all) {
      if (!observer.watched.has(element)) continue;
      observer.callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

let root: Root | undefined;
let mounted: string[] = [];

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  (window as { navigation?: EventTarget }).navigation = new EventTarget();
  mounted = [];
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  delete (window as { navigation?: EventTarget }).navigation;
});

function Part({ name, text = name, onPress }: { name: string; text?: string; onPress?: () => void }) {
  useEffect(() => {
    mounted.push(name);
  }, [name]);
  return (
    <button type="button" onClick={onPress}>
      {text}
    </button>
  );
}

/** What the server draws (which has no IntersectionObserver, and no Navigation API: nothing waits there). */
function onServer(element: React.ReactElement): string {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  delete (window as { navigation?: EventTarget }).navigation;
  try {
    return renderToString(element);
  } finally {
    (window as { navigation?: EventTarget }).navigation = navigation;
  }
}

/** Drawn on the "server", then taken over in the browser, as a reader page is. */
async function serverDrawn(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = onServer(element);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => void errors.push(error) });
  });
  return { container, errors };
}

/** A page of two waiting blocks, each with a part named as its test id. */
const twoBlocks = (first: string, second: string) => (
  <>
    {[first, second].map((name) => (
      <HydrateWhenNear key={name} testId={name}>
        <Part name={name} />
      </HydrateWhenNear>
    ))}
  </>
);

const blocks = (container: HTMLElement) => [...container.querySelectorAll('[data-testid]')];

describe('HydrateWhenNear', () => {
  it('draws its children on the server, inside the boundary the browser takes over', () => {
    const html = onServer(
      <HydrateWhenNear as="li" className="card" testId="block">
        <Part name="a" />
      </HydrateWhenNear>,
    );
    expect(html).toBe('<li class="card" data-testid="block"><!--$--><button type="button">a</button><!--/$--></li>');
  });

  it('leaves a server-drawn block as it is until it comes near, then takes it over', async () => {
    const { container, errors } = await serverDrawn(twoBlocks('first', 'second'));
    expect(mounted).toEqual([]);
    expect(container.textContent).toBe('firstsecond');

    const [first, second] = blocks(container);
    await act(async () => FakeObserver.near(first!));
    expect(mounted).toEqual(['first']);
    await act(async () => FakeObserver.near(second!));
    expect(mounted).toEqual(['first', 'second']);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('firstsecond');
  });

  it('hands the first press in a waiting block to the app', async () => {
    const pressed = vi.fn();
    const { container, errors } = await serverDrawn(
      <HydrateWhenNear testId="block">
        <Part name="button" onPress={pressed} />
      </HydrateWhenNear>,
    );
    expect(mounted).toEqual([]);
    await act(async () => container.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(mounted).toEqual(['button']);
    expect(errors).toEqual([]);
  });

  it('keeps the server markup when the parent draws again before the block opens, then shows the new props', async () => {
    let setText: (text: string) => void = () => {};
    function Parent() {
      const [text, set] = useState('server');
      setText = set;
      return (
        <HydrateWhenNear testId="block">
          <Part name="part" text={text} />
        </HydrateWhenNear>
      );
    }
    const { container, errors } = await serverDrawn(<Parent />);
    const button = container.querySelector('button');
    await act(async () => setText('changed'));
    // Not drawn afresh (the same node) nor taken over yet.
    expect(container.querySelector('button')).toBe(button);
    expect(container.textContent).toBe('server');
    expect(mounted).toEqual([]);

    await act(async () => FakeObserver.near(blocks(container)[0]!));
    expect(mounted).toEqual(['part']);
    expect(container.textContent).toBe('changed');
    expect(container.querySelector('button')).toBe(button);
    expect(errors).toEqual([]);
  });

  it('opens every waiting block when the address changes', async () => {
    const { container } = await serverDrawn(twoBlocks('a', 'b'));
    expect(mounted).toEqual([]);
    await act(async () => (window as unknown as { navigation: EventTarget }).navigation.dispatchEvent(new Event('navigate')));
    expect(mounted.sort()).toEqual(['a', 'b']);
    expect(container.textContent).toBe('ab');
  });

  it('draws a block the browser draws itself at once', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <HydrateWhenNear testId="block">
          <Part name="client" />
        </HydrateWhenNear>,
      );
    });
    expect(mounted).toEqual(['client']);
    expect(container.textContent).toBe('client');
  });

  it('takes every block over at once where the browser cannot say when it comes near', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await serverDrawn(
      <HydrateWhenNear testId="block">
        <Part name="at-once" />
      </HydrateWhenNear>,
    );
    expect(mounted).toEqual(['at-once']);
  });
});
