import type { Candidate, Donor } from '@mitics/contracts';
import { describe, expect, it } from 'vitest';

import {
  filterCandidates,
  filterDonors,
  formatDollars,
  formatMoney,
  isLarge,
  officeWithDistrict,
  partyTone,
  shortDate,
  sourcesFor,
  stateShares,
} from './finance';

const candidate = (over: Partial<Candidate>): Candidate => ({
  id: 'c1',
  name: 'Jane Doe',
  office: 'U.S. Senate',
  district: null,
  party: 'Democratic',
  isIncumbent: false,
  totalRaised: 0,
  cashOnHand: 0,
  largeContributions: 0,
  smallContributions: 0,
  averageContribution: 0,
  outOfStatePercent: 0,
  lastReportDate: null,
  ...over,
});

const donor = (over: Partial<Donor>): Donor => ({
  name: 'UAW',
  type: 'union',
  isOutOfState: false,
  totalContributed: 0,
  candidatesSupported: 1,
  averageContribution: 0,
  industry: null,
  ...over,
});

describe('money formats', () => {
  it('shows millions with one decimal and an M', () => {
    expect(formatMoney(1_234_567)).toBe('$1.2M');
    expect(formatMoney(12_000_000)).toBe('$12.0M');
    expect(formatMoney(1_000_000)).toBe('$1.0M');
  });

  it('shows thousands rounded with a K', () => {
    expect(formatMoney(450_400)).toBe('$450K');
    expect(formatMoney(1_000)).toBe('$1K');
    expect(formatMoney(2_500)).toBe('$3K');
  });

  it('shows small amounts in whole dollars, and keeps a negative sign', () => {
    expect(formatMoney(999)).toBe('$999');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-25_000)).toBe('-$25K');
  });

  it('shows one contribution in exact dollars, cents only when there are any', () => {
    expect(formatDollars(1250)).toBe('$1,250');
    expect(formatDollars(25.5)).toBe('$25.50');
  });

  it('calls $1,000 and over a large contribution', () => {
    expect(isLarge(999.99)).toBe(false);
    expect(isLarge(1000)).toBe(true);
  });
});

describe('party badge', () => {
  it('is blue for a Democrat and red otherwise', () => {
    expect(partyTone('Democratic')).toBe('michigan');
    expect(partyTone('Democrat')).toBe('michigan');
    expect(partyTone('Republican')).toBe('breaking');
    expect(partyTone('Independent')).toBe('breaking');
  });
});

describe('the Candidates filter', () => {
  const list = [
    candidate({ id: 'a', name: 'Elissa Slotkin', office: 'U.S. Senate' }),
    candidate({ id: 'b', name: 'Mike Rogers', office: 'U.S. Senate' }),
    candidate({ id: 'c', name: 'Hillary Scholten', office: 'U.S. House' }),
  ];

  it('matches the name or the office, whatever the case', () => {
    expect(filterCandidates(list, 'rogers').map((c) => c.id)).toEqual(['b']);
    expect(filterCandidates(list, 'HOUSE').map((c) => c.id)).toEqual(['c']);
    expect(filterCandidates(list, 'senate').map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('keeps every candidate for blank text and none for text nowhere', () => {
    expect(filterCandidates(list, '  ')).toHaveLength(3);
    expect(filterCandidates(list, 'governor')).toEqual([]);
  });
});

describe('the Top Donors filter', () => {
  const list = [
    donor({ name: 'UAW', type: 'union' }),
    donor({ name: 'DTE Energy', type: 'corporation' }),
    donor({ name: 'Michigan Realtors PAC', type: 'pac' }),
    donor({ name: 'Pat Smith', type: 'individual' }),
  ];

  it('matches the name or the type', () => {
    expect(filterDonors(list, 'dte').map((d) => d.name)).toEqual(['DTE Energy']);
    expect(filterDonors(list, 'union').map((d) => d.name)).toEqual(['UAW']);
    expect(filterDonors(list, 'Corporation').map((d) => d.name)).toEqual(['DTE Energy']);
    expect(filterDonors(list, 'individual').map((d) => d.name)).toEqual(['Pat Smith']);
  });

  it('keeps every donor for blank text', () => {
    expect(filterDonors(list, '')).toHaveLength(4);
  });
});

describe('in-state and out-of-state shares', () => {
  it('splits the itemized money in whole percent that add up to 100', () => {
    expect(stateShares({ inStateTotal: 2000, outOfStateTotal: 1000 })).toEqual({ inState: 67, outOfState: 33 });
  });

  it('is null when nothing is itemized', () => {
    expect(stateShares({ inStateTotal: 0, outOfStateTotal: 0 })).toBeNull();
  });
});

describe('dates and sources', () => {
  it('reads a filing date as a calendar day', () => {
    expect(shortDate('2026-11-01')).toBe('Nov 1, 2026');
    expect(shortDate(null)).toBe('Unknown');
  });

  it('picks the sources a candidate names, in order, skipping unknown keys', () => {
    const sources = [
      { key: 'fec', name: 'FEC', url: null, date: '2026-10-15', demo: false },
      { key: 'demo', name: 'Invented rows', url: null, date: null, demo: true },
    ];
    expect(sourcesFor(['demo', 'nope', 'fec'], sources).map((s) => s.key)).toEqual(['demo', 'fec']);
  });
});

describe('office and district', () => {
  it('adds the district unless the office already names it', () => {
    expect(officeWithDistrict({ office: 'U.S. House', district: '3' })).toBe('U.S. House, District 3');
    expect(officeWithDistrict({ office: 'U.S. House MI-03', district: '3' })).toBe('U.S. House MI-03');
    expect(officeWithDistrict({ office: 'U.S. House MI-13', district: '13' })).toBe('U.S. House MI-13');
    expect(officeWithDistrict({ office: 'U.S. House MI-13', district: '3' })).toBe('U.S. House MI-13, District 3');
    expect(officeWithDistrict({ office: 'U.S. Senate', district: null })).toBe('U.S. Senate');
  });
});
