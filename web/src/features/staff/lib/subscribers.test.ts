import type { NewsletterSubscriber } from '@mitics/contracts';
import { describe, expect, it } from 'vitest';

import { activeEmailList, firstSubscribers, userStatus } from './subscribers';

const subscriber = (index: number, isActive = true): NewsletterSubscriber => ({
  id: `s${index}`,
  email: `reader${index}@example.com`,
  isActive,
  subscribedAt: '2026-11-01T12:00:00.000Z',
});

describe('newsletter subscribers in the panel', () => {
  it('shows the first 15', () => {
    const list = Array.from({ length: 20 }, (_, index) => subscriber(index));
    expect(firstSubscribers(list).map((s) => s.id)).toEqual(list.slice(0, 15).map((s) => s.id));
  });

  it('copies the active addresses joined by commas, leaving out inactive ones', () => {
    expect(activeEmailList([subscriber(1), subscriber(2, false), subscriber(3)])).toBe('reader1@example.com,reader3@example.com');
    expect(activeEmailList([])).toBe('');
  });
});

describe('user status', () => {
  it('is Pending until approved, Active, then Inactive once deactivated', () => {
    expect(userStatus({ isActive: false, approvedAt: null })).toBe('Pending');
    expect(userStatus({ isActive: true, approvedAt: '2026-11-01T12:00:00.000Z' })).toBe('Active');
    expect(userStatus({ isActive: false, approvedAt: '2026-11-01T12:00:00.000Z' })).toBe('Inactive');
  });
});
