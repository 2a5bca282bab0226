import { describe, expect, it } from 'vitest';
import { clock, lansingParts, localParts, longDay, shortDate, utcParts } from './intl';
import { formatCount, formatDollars } from './numbers';

/** A fixed sequence of pseudo-random numbers, so a failure is the same every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const lansing = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'America/Detroit' });

describe('the site formats without Intl', () => {
  it("reads Lansing's clock as Intl does, around every daylight-time change from 1987 to 2040 and at random instants", () => {
    const day = lansing({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    const time = lansing({ hour: 'numeric', minute: '2-digit', hour12: true });
    const instants: number[] = [];
    for (let year = 1987; year <= 2040; year++) {
      // Every half hour across the spring and autumn changes, whichever rules the year used.
      for (const [month, from, to] of [[2, 7, 15], [3, 0, 8], [9, 24, 32], [10, 0, 8]] as const) {
        for (let t = Date.UTC(year, month, from); t < Date.UTC(year, month, to); t += 30 * 60_000) instants.push(t);
      }
    }
    const random = seeded(13);
    for (let i = 0; i < 5000; i++) instants.push(Date.UTC(1987, 0, 1) + Math.floor(random() * (Date.UTC(2040, 0, 1) - Date.UTC(1987, 0, 1))));
    for (const t of instants) {
      const date = new Date(t);
      const parts = lansingParts(date);
      expect(longDay(parts), date.toISOString()).toBe(day.format(date));
      expect(clock(parts), date.toISOString()).toBe(time.format(date).replace(/\s/g, ' '));
    }
  });

  it('gives the short and long dates of a local or UTC day as Intl does', () => {
    const random = seeded(7);
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const shortUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    for (let i = 0; i < 2000; i++) {
      const date = new Date(Math.floor(random() * Date.UTC(2060, 0, 1)));
      expect(shortDate(localParts(date))).toBe(short.format(date));
      expect(shortDate(utcParts(date))).toBe(shortUtc.format(date));
      expect(longDay(localParts(date))).toBe(long.format(date));
    }
  });

  it('groups digits and writes dollars as Intl does', () => {
    const random = seeded(3);
    const values = [0, 1, 12, 999, 1000, 1001, 25.5, 25.05, 0.1, 1_234_567, 1_000_000_000, -5, -1234.5, 0.004, 19.999, 2.345];
    // (Not -0: Intl writes "-0", the site "0".)
    for (let i = 0; i < 3000; i++) values.push(Math.round((random() - 0.2) * 10 ** Math.floor(random() * 10)) / (random() < 0.5 ? 1 : 100) || 0);
    const count = new Intl.NumberFormat('en-US');
    for (const n of values) {
      expect(formatCount(n), String(n)).toBe(count.format(n));
      const cents = Math.round(n * 100) % 100 !== 0;
      const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
      expect(formatDollars(n), String(n)).toBe(currency.format(n));
    }
  });
});
