/**
 * WMO weather codes, as Open-Meteo reports them, read as the spec's bands
 * (reader §9): 0 Clear Sky; 1 to 3 Partly Cloudy; up to 48 Foggy; up to 67
 * Rainy; up to 77 Snowy; up to 82 Rain Showers; up to 86 Snow Showers; above
 * that Thunderstorms. `icon` is a short name per band for the web to map to
 * a glyph (the names of the Lucide icons that fit).
 */
export const WEATHER_BANDS = [
  { upTo: 0, condition: 'Clear Sky', icon: 'sun' },
  { upTo: 3, condition: 'Partly Cloudy', icon: 'cloud-sun' },
  { upTo: 48, condition: 'Foggy', icon: 'cloud-fog' },
  { upTo: 67, condition: 'Rainy', icon: 'cloud-rain' },
  { upTo: 77, condition: 'Snowy', icon: 'cloud-snow' },
  { upTo: 82, condition: 'Rain Showers', icon: 'cloud-drizzle' },
  { upTo: 86, condition: 'Snow Showers', icon: 'snowflake' },
  { upTo: Number.POSITIVE_INFINITY, condition: 'Thunderstorms', icon: 'cloud-lightning' },
] as const;

export type WeatherBand = (typeof WEATHER_BANDS)[number];
export type WeatherIcon = WeatherBand['icon'];

/** The band of a weather code (codes below 0 cannot come from a validated answer; they read as clear). */
export function weatherBand(code: number): { condition: string; icon: WeatherIcon } {
  const band = WEATHER_BANDS.find((b) => code <= b.upTo);
  return band ? { condition: band.condition, icon: band.icon } : { condition: 'Thunderstorms', icon: 'cloud-lightning' };
}
