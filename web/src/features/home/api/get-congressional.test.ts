import { FederalIssue, Representative } from '@mitics/contracts';
import { describe, expect, it } from 'vitest';

import { FALLBACK_DELEGATION, FALLBACK_FEDERAL_ISSUES } from '../data/delegation';
import { delegationQueryOptions, federalIssuesQueryOptions, orFallback } from './get-congressional';

describe('the congressional lists', () => {
  it('use the server list when it has members', () => {
    const served = [{ ...FALLBACK_DELEGATION[0], name: 'Someone Else' }];
    expect(orFallback(served, FALLBACK_DELEGATION)).toBe(served);
  });

  it('fall back to the built-in lists while loading, on an error, an empty list or a wrong shape', () => {
    expect(orFallback(undefined, FALLBACK_DELEGATION)).toBe(FALLBACK_DELEGATION);
    expect(orFallback([], FALLBACK_DELEGATION)).toBe(FALLBACK_DELEGATION);
    expect(orFallback({ representatives: [] }, FALLBACK_FEDERAL_ISSUES)).toBe(FALLBACK_FEDERAL_ISSUES);
  });

  it('are cached for an hour and never retried', () => {
    for (const options of [delegationQueryOptions(), federalIssuesQueryOptions()]) {
      expect(options.staleTime).toBe(60 * 60 * 1000);
      expect(options.retry).toBe(false);
    }
  });
});

describe('the built-in delegation and issues', () => {
  it("are Michigan's two senators and four representatives, in the contracts' shape", () => {
    const delegation = Representative.array().parse(FALLBACK_DELEGATION);
    expect(delegation).toHaveLength(6);
    const senators = delegation.filter((member) => member.title === 'U.S. Senator');
    expect(senators.map((member) => [member.name, member.party])).toEqual([
      ['Gary Peters', 'Democratic'],
      ['Elissa Slotkin', 'Democratic'],
    ]);
    for (const member of delegation.filter((m) => m.title === 'U.S. Representative')) {
      expect(member.district).toMatch(/^\d+(st|nd|rd|th) District$/);
    }
    for (const member of delegation) {
      expect(member.keyIssues.length).toBeGreaterThanOrEqual(2);
      expect(member.recentVotes.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('are four federal issues with a title, description, status and impact', () => {
    expect(FederalIssue.array().parse(FALLBACK_FEDERAL_ISSUES)).toHaveLength(4);
  });
});
