import type { Bill } from '@mitics/contracts';
import { describe, expect, it } from 'vitest';

import { billStats, distinctSources, initials, partyTone, shortDate, sourceText, STATUS_TONE, telHref } from './civic';

const bill = (status: Bill['status'], lastActionDate: string): Bill => ({
  id: `b-${status}-${lastActionDate}`,
  billNumber: 'HB 1',
  chamber: 'house',
  status,
  title: 't',
  summary: 's',
  sponsor: 'x',
  lastActionDate,
  lastAction: 'a',
  tags: [],
});

describe('legislature helpers', () => {
  it('colour bill statuses as the spec says', () => {
    expect(STATUS_TONE).toEqual({ signed: 'green', passed_house: 'michigan', passed_senate: 'michigan', committee: 'yellow', vetoed: 'breaking', introduced: 'neutral' });
  });

  it('count the stat cards: loaded, signed, representatives, and actions within the last 7 days', () => {
    const now = new Date(2026, 10, 20, 12).getTime();
    const stats = billStats([bill('signed', '2026-11-19'), bill('committee', '2026-11-13'), bill('signed', '2026-11-10')], 148, now);
    expect(stats).toEqual({ active: 3, signed: 2, representatives: 148, thisWeek: 2 });
  });

  it('format dates like Jan 5, 2024', () => {
    expect(shortDate('2024-01-05')).toBe('Jan 5, 2024');
    expect(shortDate('not a date')).toBe('not a date');
  });

  it('colour parties: republican red, democrat blue', () => {
    expect(partyTone('Republican')).toBe('breaking');
    expect(partyTone('Democratic')).toBe('michigan');
    expect(partyTone('Independent')).toBe('neutral');
  });

  it('make initials from first and last names', () => {
    expect(initials('Emily Dievendorf')).toBe('ED');
    expect(initials('Gary C. Peters')).toBe('GP');
    expect(initials('J.R. Roth')).toBe('JR');
  });

  it('word a source with its date, and demo data as such', () => {
    expect(sourceText({ key: 'openstates', name: 'Open States', date: '2026-08-05', demo: false })).toBe('Source: Open States, 2026-08-05');
    expect(sourceText({ key: 'demo', name: 'Demo data', date: null, demo: true })).toBe('Demo data');
    const a = { key: 'a', name: 'A', date: null, demo: false };
    expect(distinctSources([a, undefined, a])).toEqual([a]);
    expect(telHref('517-373-2277')).toBe('tel:5173732277');
  });
});
