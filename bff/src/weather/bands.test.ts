import { describe, expect, it } from 'vitest';
import { weatherBand } from './bands.ts';

describe('weather code bands (reader §9)', () => {
  it.each([
    [0, 'Clear Sky', 'sun'],
    [1, 'Partly Cloudy', 'cloud-sun'],
    [3, 'Partly Cloudy', 'cloud-sun'],
    [4, 'Foggy', 'cloud-fog'],
    [45, 'Foggy', 'cloud-fog'],
    [48, 'Foggy', 'cloud-fog'],
    [51, 'Rainy', 'cloud-rain'],
    [67, 'Rainy', 'cloud-rain'],
    [71, 'Snowy', 'cloud-snow'],
    [77, 'Snowy', 'cloud-snow'],
    [80, 'Rain Showers', 'cloud-drizzle'],
    [82, 'Rain Showers', 'cloud-drizzle'],
    [85, 'Snow Showers', 'snowflake'],
    [86, 'Snow Showers', 'snowflake'],
    [95, 'Thunderstorms', 'cloud-lightning'],
    [99, 'Thunderstorms', 'cloud-lightning'],
  ])('code %i reads %s', (code, condition, icon) => {
    expect(weatherBand(code)).toEqual({ condition, icon });
  });
});
