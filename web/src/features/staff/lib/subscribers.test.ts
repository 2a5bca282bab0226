import { describe, expect, it } from 'vitest';

import { userStatus } from './subscribers';

describe('user status', () => {
  it('is Pending until approved, Active, then Inactive once deactivated', () => {
    expect(userStatus({ isActive: false, approvedAt: null })).toBe('Pending');
    expect(userStatus({ isActive: true, approvedAt: '2026-11-01T12:00:00.000Z' })).toBe('Active');
    expect(userStatus({ isActive: false, approvedAt: '2026-11-01T12:00:00.000Z' })).toBe('Inactive');
  });
});
