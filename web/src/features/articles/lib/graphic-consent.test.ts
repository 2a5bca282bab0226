import { afterEach, describe, expect, it } from 'vitest';

import { hasGraphicConsent, saveGraphicConsent } from './graphic-consent';

const HOUR = 60 * 60 * 1000;

afterEach(() => localStorage.clear());

describe('graphic content consent', () => {
  it('is remembered per article for 24 hours', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    saveGraphicConsent('budget-vote', now, localStorage);
    expect(hasGraphicConsent('budget-vote', now + 23 * HOUR, localStorage)).toBe(true);
    expect(hasGraphicConsent('other-story', now, localStorage)).toBe(false);
  });

  it('expires after 24 hours, so the warning returns', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    saveGraphicConsent('budget-vote', now, localStorage);
    expect(hasGraphicConsent('budget-vote', now + 24 * HOUR - 1, localStorage)).toBe(true);
    expect(hasGraphicConsent('budget-vote', now + 24 * HOUR, localStorage)).toBe(false);
  });

  it('is absent when nothing or garbage is stored', () => {
    expect(hasGraphicConsent('budget-vote', Date.now(), localStorage)).toBe(false);
    localStorage.setItem('graphic-consent:budget-vote', 'yes');
    expect(hasGraphicConsent('budget-vote', Date.now(), localStorage)).toBe(false);
  });

  it('survives storage that refuses writes', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => saveGraphicConsent('budget-vote', Date.now(), full)).not.toThrow();
  });
});
