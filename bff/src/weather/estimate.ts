import type { Weather } from '@mitics/contracts';
import { weatherBand } from './bands.ts';

export const LOCATION = 'Lansing, MI';
const LANSING_TIME_ZONE = 'America/Detroit';

/** Month (1-12) and hour (0-23) on the clock in Lansing, whatever the server's time zone. */
export function lansingClock(now: Date): { month: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: LANSING_TIME_ZONE, month: 'numeric', hour: 'numeric', hourCycle: 'h23' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { month: value('month'), hour: value('hour') % 24 };
}

/**
 * The spec's estimate when the forecast service fails (reader §8): Lansing,
 * 32 °F from November to February and 68 °F otherwise, plus a daily sine of up
 * to 15 °F (coolest at 3 am, warmest at 3 pm); clear skies except the
 * afternoon's build-up of cloud (noon to 5 pm), so the same hour always reads
 * the same.
 */
export function estimateWeather(now: Date): Weather {
  const { month, hour } = lansingClock(now);
  const base = month >= 11 || month <= 2 ? 32 : 68;
  const temp = Math.round(base + 15 * Math.sin(((hour - 9) * Math.PI) / 12));
  const { condition, icon } = weatherBand(hour >= 12 && hour < 17 ? 2 : 0);
  return { location: LOCATION, temp, condition, icon, lastUpdate: now.toISOString() };
}
