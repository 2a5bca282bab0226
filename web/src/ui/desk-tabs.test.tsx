import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DeskTabs, type DeskTab } from './desk-tabs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

let renders = 0;
function Counted({ text }: { text: string }) {
  renders++;
  return <p>{text}</p>;
}

const TABS: DeskTab[] = [
  { id: 'bills', label: 'Bills', content: <Counted text="The bills" /> },
  { id: 'votes', label: 'Votes', content: <Counted text="The votes" /> },
  { id: 'committees', label: 'Committees', content: <Counted text="The committees" /> },
];

/** Drawn on the "server", then taken over in the browser, as a reader page is. */
function serverDrawn(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const recoverable = vi.fn();
  renders = 0;
  act(() => {
    root = hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

const tabs = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
/** The shown panel's content (its heading apart). */
const shown = (container: HTMLElement) => container.querySelector('[role="tabpanel"] p')?.textContent;

describe('DeskTabs', () => {
  it('arrives drawn with its first tab selected and that panel, tied by ids', () => {
    const html = renderToString(<DeskTabs aria-label="Session sections" tabs={TABS} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const list = container.querySelector('[role="tablist"]');
    expect(list?.getAttribute('aria-label')).toBe('Session sections');
    expect(tabs(container).map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Bills', 'true'],
      ['Votes', 'false'],
      ['Committees', 'false'],
    ]);
    const panel = container.querySelector('[role="tabpanel"]');
    expect(shown(container)).toBe('The bills');
    // The panel is headed by its tab's name, for a screen reader's list of headings.
    expect(panel?.querySelector('h2')?.textContent).toBe('Bills');
    expect(panel?.getAttribute('aria-labelledby')).toBe(tabs(container)[0]?.id);
    expect(tabs(container)[0]?.getAttribute('aria-controls')).toBe(panel?.id);
  });

  it('is taken over without a mismatch and without rendering its panel a second time', () => {
    const { container, recoverable } = serverDrawn(<DeskTabs aria-label="Session sections" tabs={TABS} />);
    expect(recoverable).not.toHaveBeenCalled();
    expect(renders).toBe(1);
    expect(shown(container)).toBe('The bills');
    // Once taken over, the selected tab is the one in the tab order.
    expect(tabs(container).map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
  });

  it('moves with the arrow keys, Home and End, and shows the chosen panel', () => {
    const { container } = serverDrawn(<DeskTabs aria-label="Session sections" tabs={TABS} />);
    const [bills] = tabs(container);
    act(() => bills?.focus());
    const key = (name: string) =>
      act(() => {
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
        document.activeElement?.dispatchEvent(new KeyboardEvent('keyup', { key: name, bubbles: true, cancelable: true }));
      });
    key('ArrowRight');
    expect(document.activeElement?.textContent).toBe('Votes');
    expect(shown(container)).toBe('The votes');
    key('End');
    expect(shown(container)).toBe('The committees');
    key('Home');
    expect(document.activeElement?.textContent).toBe('Bills');
    expect(tabs(container).map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  });

  it('follows a selection it is given and reports what the reader picks', () => {
    const picked = vi.fn();
    function Controlled() {
      const [tab, setTab] = useState('votes');
      return (
        <DeskTabs
          aria-label="Campaign finance sections"
          tabs={TABS}
          selectedKey={tab}
          onSelectionChange={(id) => {
            picked(id);
            setTab(id);
          }}
        />
      );
    }
    const { container } = serverDrawn(<Controlled />);
    expect(shown(container)).toBe('The votes');
    const committees = tabs(container)[2];
    act(() => {
      committees?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', button: 0 }));
      committees?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', button: 0 }));
      committees?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(picked).toHaveBeenCalledWith('committees');
    expect(shown(container)).toBe('The committees');
    expect(committees?.getAttribute('data-selected')).toBe('true');
  });
});
