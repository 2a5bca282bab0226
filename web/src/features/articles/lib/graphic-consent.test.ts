import { describe, expect, it } from 'vitest';

import { hasGraphicConsent, saveGraphicConsent } from './graphic-consent';

const HOUR = 60 * 60 * 1000;

describe('graphic content consent', () => {
  it('is remembered per article for 24 hours', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    saveGraphicConsent('budget-vote', now, localStorage);
    expect(hasGraphicConsent('budget-vote', now + 23 * HOUR, localStorage)).toBe(true);
    expect(hasGraphicConsent('other-story', now, localStorage)).toBe(false);
    expect(hasGraphicConsent('budget-vote', now + 24 * HOUR, localStorage)).toBe(false);
  });
});
