import { describe, expect, it } from 'vitest';

import {
  POPUP_DELAY_MS,
  POPUP_DELAY_OVERRIDE_KEY,
  POPUP_STORAGE_KEY,
  POPUP_SUPPRESS_MS,
  popupDelayMs,
  recordPopupSeen,
  shouldShowPopup,
} from './popup-schedule';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const NOW = Date.UTC(2026, 10, 21, 12);
const DAY = 24 * 60 * 60 * 1000;

describe('pop-up suppression', () => {
  it('shows when it was never shown', () => {
    expect(shouldShowPopup(memoryStore(), NOW)).toBe(true);
  });

  it('stays away for 7 days after it was shown or dismissed', () => {
    const store = memoryStore();
    recordPopupSeen(store, NOW);
    expect(store.data.get(POPUP_STORAGE_KEY)).toBe(String(NOW));
    expect(shouldShowPopup(store, NOW + 1)).toBe(false);
    expect(shouldShowPopup(store, NOW + 6 * DAY + 23 * 60 * 60 * 1000)).toBe(false);
    expect(shouldShowPopup(store, NOW + POPUP_SUPPRESS_MS)).toBe(true);
    expect(shouldShowPopup(store, NOW + 8 * DAY)).toBe(true);
  });

  it('shows when the stored time is unreadable', () => {
    expect(shouldShowPopup(memoryStore({ [POPUP_STORAGE_KEY]: 'yesterday' }), NOW)).toBe(true);
  });

  it('shows (and does not throw) without storage', () => {
    expect(shouldShowPopup(null, NOW)).toBe(true);
    expect(() => recordPopupSeen(null, NOW)).not.toThrow();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(shouldShowPopup(broken, NOW)).toBe(true);
    expect(() => recordPopupSeen(broken, NOW)).not.toThrow();
    expect(popupDelayMs(broken)).toBe(POPUP_DELAY_MS);
  });
});

describe('pop-up delay', () => {
  it('is 60 seconds by default', () => {
    expect(POPUP_DELAY_MS).toBe(60_000);
    expect(popupDelayMs(memoryStore())).toBe(60_000);
  });

  it('takes the override when it is a non-negative number', () => {
    expect(popupDelayMs(memoryStore({ [POPUP_DELAY_OVERRIDE_KEY]: '500' }))).toBe(500);
    expect(popupDelayMs(memoryStore({ [POPUP_DELAY_OVERRIDE_KEY]: '0' }))).toBe(0);
  });

  it('ignores a bad override', () => {
    expect(popupDelayMs(memoryStore({ [POPUP_DELAY_OVERRIDE_KEY]: 'soon' }))).toBe(60_000);
    expect(popupDelayMs(memoryStore({ [POPUP_DELAY_OVERRIDE_KEY]: '-5' }))).toBe(60_000);
    expect(popupDelayMs(memoryStore({ [POPUP_DELAY_OVERRIDE_KEY]: ' ' }))).toBe(60_000);
  });
});
