import { describe, expect, it } from 'vitest';

import { setPanelOpen, togglePanel } from './mobile-panel';

describe('mobile header panels', () => {
  it('opening the menu closes the search, and the reverse', () => {
    expect(togglePanel('search', 'menu')).toBe('menu');
    expect(togglePanel('menu', 'search')).toBe('search');
    expect(setPanelOpen('search', 'menu', true)).toBe('menu');
  });

  it('toggles a panel closed again', () => {
    expect(togglePanel('none', 'search')).toBe('search');
    expect(togglePanel('search', 'search')).toBe('none');
    expect(setPanelOpen('menu', 'menu', false)).toBe('none');
  });

  it('closing a panel that is not open changes nothing', () => {
    expect(setPanelOpen('search', 'menu', false)).toBe('search');
  });
});
