import { useRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useHover, useTab, useTabList, useTabPanel } from 'react-aria';
import { Item, useTabListState, type Key, type Node, type TabListState } from 'react-stately';

import { visuallyHidden } from './layout.css';
import { HydratesApart } from './page-ready';
import * as styles from './tabs.css';

/**
 * The data desks' tabs (/legislature, its tracker, /campaign-finance): the
 * same react-aria behaviour as react-aria-components' Tabs (roles, arrow keys,
 * Home/End, automatic activation, ids tying each tab to its panel) and the
 * same data-* attributes for the styles, built from react-aria's hooks over a
 * list known when the component renders. react-aria-components' Tabs learn
 * their tabs from a hidden copy of the tree, which a server-drawn page can
 * only replace after React has taken it over: one synchronous re-render of
 * the tabs and every panel under them, right after hydration (a 20-50 ms
 * task on these pages). With the list given here, the page hydrates as it is.
 */
export type DeskTab = {
  id: string;
  /** The tab's name, and its panel's heading (visually hidden: the tab shows it). */
  label: string;
  /** The panel's content, rendered only while its tab is selected, and hydrated apart from the tabs (HydratesApart). */
  content: ReactNode;
};

export type DeskTabsProps = {
  'aria-label': string;
  tabs: readonly DeskTab[];
  /** Controlled selection; without it the first tab starts selected. */
  selectedKey?: string;
  onSelectionChange?: (id: string) => void;
};

function TabButton({ node, state, className }: { node: Node<object>; state: TabListState<object>; className: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected, isDisabled, isPressed } = useTab({ key: node.key }, state, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <div
      {...mergeProps(tabProps, focusProps, hoverProps)}
      ref={ref}
      className={className}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {node.rendered}
    </div>
  );
}

function TabPanel({ state, className, children }: { state: TabListState<object>; className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({}, state, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  return (
    <div {...mergeProps(tabPanelProps, focusProps)} ref={ref} className={className} data-focused={isFocused || undefined} data-focus-visible={isFocusVisible || undefined}>
      {children}
    </div>
  );
}

export function DeskTabs({ tabs, selectedKey, onSelectionChange, 'aria-label': label }: DeskTabsProps) {
  const props = {
    'aria-label': label,
    children: tabs.map((tab) => (
      <Item key={tab.id} textValue={tab.label}>
        {tab.label}
      </Item>
    )),
    // A key from the start (react-stately would pick the first tab in an effect, after the server has drawn none).
    ...(selectedKey === undefined ? { defaultSelectedKey: tabs[0]?.id } : { selectedKey }),
    onSelectionChange: (key: Key | null) => {
      if (key !== null) onSelectionChange?.(String(key));
    },
  };
  const state = useTabListState<object>(props);
  const ref = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList(props, state, ref);
  const selected = tabs.find((tab) => tab.id === state.selectedKey);
  return (
    <div className={styles.tabs} data-orientation="horizontal">
      <div {...tabListProps} ref={ref} className={styles.tabList} data-orientation="horizontal">
        {[...state.collection].map((node) => (
          <TabButton key={node.key} node={node} state={state} className={styles.dataTab} />
        ))}
      </div>
      {selected ? (
        <TabPanel key={selected.id} state={state} className={styles.tabPanel}>
          <h2 className={visuallyHidden}>{selected.label}</h2>
          <HydratesApart>{selected.content}</HydratesApart>
        </TabPanel>
      ) : null}
    </div>
  );
}
