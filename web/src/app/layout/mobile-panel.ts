/**
 * The mobile header has two panels, the side menu and the search bar, and at
 * most one is open (reader spec §2, §4): opening either closes the other.
 */
export type MobilePanel = 'none' | 'menu' | 'search';

/** Opening `panel` replaces whatever was open; closing it leaves nothing open. */
export function setPanelOpen(current: MobilePanel, panel: Exclude<MobilePanel, 'none'>, open: boolean): MobilePanel {
  if (open) return panel;
  return current === panel ? 'none' : current;
}

export function togglePanel(current: MobilePanel, panel: Exclude<MobilePanel, 'none'>): MobilePanel {
  return setPanelOpen(current, panel, current !== panel);
}
