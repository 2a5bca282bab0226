import { describe, expect, it } from 'vitest';

import { formatReadTime, readTimeMinutes } from './read-time';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

describe('read time', () => {
  it('divides words by 200 and rounds up', () => {
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(1000))).toBe(5);
  });

  it('counts words across any whitespace', () => {
    expect(readTimeMinutes(`${words(150)}\n\n  ${words(150)}`)).toBe(2);
  });

  it('shows at least one minute', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes(null)).toBe(1);
  });

  it("formats as 'N min read'", () => {
    expect(formatReadTime(words(450))).toBe('3 min read');
  });
});
