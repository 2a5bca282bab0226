import { Weather } from '@mitics/contracts';
import { describe, expect, it } from 'vitest';
import { estimateWeather, lansingClock } from './estimate.ts';

/** A moment at a given hour on Lansing's clock (Eastern time: UTC-5 in winter, UTC-4 in summer). */
const lansing = (isoLocal: string, offset: '-05:00' | '-04:00') => new Date(`${isoLocal}${offset}`);

describe('the weather estimate (reader §8)', () => {
  it('reads the hour and month on the clock in Lansing, not the server', () => {
    expect(lansingClock(new Date('2025-01-15T05:30:00Z'))).toEqual({ month: 1, hour: 0 });
    expect(lansingClock(new Date('2025-07-01T03:00:00Z'))).toEqual({ month: 6, hour: 23 });
  });

  it('answers the Weather shape for Lansing, with lastUpdate the time asked', () => {
    const now = lansing('2025-07-10T10:00:00', '-04:00');
    const weather = estimateWeather(now);
    expect(Weather.parse(weather)).toEqual(weather);
    expect(weather.location).toBe('Lansing, MI');
    expect(weather.lastUpdate).toBe(now.toISOString());
  });

  it('centres on 32 °F from November to February and 68 °F otherwise, within 15 °F by the hour', () => {
    for (const [date, offset, base] of [
      ['2025-11-03', '-05:00', 32],
      ['2025-12-15', '-05:00', 32],
      ['2026-01-15', '-05:00', 32],
      ['2026-02-27', '-05:00', 32],
      ['2026-03-02', '-05:00', 68],
      ['2025-07-10', '-04:00', 68],
      ['2025-10-30', '-04:00', 68],
    ] as const) {
      const temps = Array.from({ length: 24 }, (_, h) => estimateWeather(lansing(`${date}T${String(h).padStart(2, '0')}:00:00`, offset)).temp);
      expect(Math.max(...temps), date).toBe(base + 15);
      expect(Math.min(...temps), date).toBe(base - 15);
      expect(temps.every((t) => Math.abs(t - base) <= 15)).toBe(true);
    }
  });

  it('is warmest mid-afternoon and coolest before dawn', () => {
    expect(estimateWeather(lansing('2025-07-10T15:00:00', '-04:00')).temp).toBe(83);
    expect(estimateWeather(lansing('2025-07-10T03:00:00', '-04:00')).temp).toBe(53);
    expect(estimateWeather(lansing('2026-01-10T15:00:00', '-05:00')).temp).toBe(47);
  });

  it('says Partly Cloudy or Clear Sky, the same for the same hour, with a matching icon', () => {
    const at = (h: number) => estimateWeather(lansing(`2025-07-10T${String(h).padStart(2, '0')}:20:00`, '-04:00'));
    for (let h = 0; h < 24; h++) {
      const w = at(h);
      expect(['Partly Cloudy', 'Clear Sky']).toContain(w.condition);
      expect(w.icon).toBe(w.condition === 'Clear Sky' ? 'sun' : 'cloud-sun');
      expect(estimateWeather(lansing(`2025-07-10T${String(h).padStart(2, '0')}:50:00`, '-04:00')).condition).toBe(w.condition);
    }
    expect(at(14).condition).toBe('Partly Cloudy');
    expect(at(8).condition).toBe('Clear Sky');
  });
});
