import { describe, expect, it } from 'vitest';

import { testArticle } from './test-articles';
import { tickerItems, tickerTime, tickerTitle } from './ticker';

describe('ticker titles', () => {
  it("prefixes the breaking story with 'BREAKING: '", () => {
    expect(tickerTitle('Senate passes road plan', { breaking: true })).toBe('BREAKING: Senate passes road plan');
  });

  it("does not prefix a breaking title that already says breaking, in any case", () => {
    expect(tickerTitle('Breaking: Senate passes road plan', { breaking: true })).toBe('Breaking: Senate passes road plan');
    expect(tickerTitle('Live BREAKING coverage of the vote', { breaking: true })).toBe('Live BREAKING coverage of the vote');
  });

  it('does not cut a long breaking title', () => {
    const long = 'x'.repeat(120);
    expect(tickerTitle(long, { breaking: true })).toBe(`BREAKING: ${long}`);
  });

  it("cuts other titles over 80 characters to 77 plus '...'", () => {
    const exactly80 = 'a'.repeat(80);
    expect(tickerTitle(exactly80, { breaking: false })).toBe(exactly80);
    const title81 = `${'b'.repeat(77)}cdef`;
    const cut = tickerTitle(title81, { breaking: false });
    expect(cut).toBe(`${'b'.repeat(77)}...`);
    expect(cut).toHaveLength(80);
  });

  it("prefixes investigations, ongoing and continuing stories with 'DEVELOPING: '", () => {
    expect(tickerTitle('AG opens investigation into township clerk', { breaking: false })).toBe(
      'DEVELOPING: AG opens investigation into township clerk',
    );
    expect(tickerTitle('Ongoing talks on school aid', { breaking: false })).toBe('DEVELOPING: Ongoing talks on school aid');
    expect(tickerTitle('Budget standoff CONTINUES in Lansing', { breaking: false })).toBe(
      'DEVELOPING: Budget standoff CONTINUES in Lansing',
    );
    expect(tickerTitle('Governor signs budget', { breaking: false })).toBe('Governor signs budget');
  });

  it('cuts a long developing title and then prefixes it', () => {
    const title = `Investigation ${'z'.repeat(90)}`;
    expect(tickerTitle(title, { breaking: false })).toBe(`DEVELOPING: ${title.slice(0, 77)}...`);
  });

  it("uses 'Michigan Politics Update' when the title is missing or blank", () => {
    expect(tickerTitle('', { breaking: false })).toBe('Michigan Politics Update');
    expect(tickerTitle('   ', { breaking: false })).toBe('Michigan Politics Update');
    expect(tickerTitle(null, { breaking: false })).toBe('Michigan Politics Update');
    expect(tickerTitle(undefined, { breaking: true })).toBe('BREAKING: Michigan Politics Update');
  });
});

describe('ticker items', () => {
  const latest = [1, 2, 3, 4, 5].map((n) => testArticle({ id: `a${n}`, title: `Story ${n}` }));

  it('lists the breaking article first, then the latest three', () => {
    const breaking = testArticle({ id: 'b', title: 'Court rules on maps', isBreaking: true });
    const items = tickerItems(breaking, latest);
    expect(items.map((item) => item.title)).toEqual(['BREAKING: Court rules on maps', 'Story 1', 'Story 2', 'Story 3']);
    expect(items.map((item) => item.breaking)).toEqual([true, false, false, false]);
  });

  it('does not list the breaking article twice when it is also among the latest', () => {
    const breaking = latest[0];
    const items = tickerItems(breaking, latest);
    expect(items.map((item) => item.id)).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('shows only the latest three when nothing is breaking', () => {
    expect(tickerItems(null, latest).map((item) => item.id)).toEqual(['a1', 'a2', 'a3']);
  });

  it('is empty when there is nothing to show (the ticker hides)', () => {
    expect(tickerItems(null, [])).toEqual([]);
    expect(tickerItems(undefined, undefined)).toEqual([]);
  });
});

describe('ticker times', () => {
  it('shows h:mm a', () => {
    expect(tickerTime('2026-11-21T15:05:00-05:00')).toBe('3:05 PM');
  });

  it("shows 'Just now' when the date is missing", () => {
    expect(tickerTime(null)).toBe('Just now');
    expect(tickerTime('soon')).toBe('Just now');
  });
});
