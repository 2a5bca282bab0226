import { describe, expect, it } from 'vitest';

import { weatherIconKind, weatherLabel, weatherText } from './weather-display';

const lansing = {
  location: 'Lansing, MI',
  temp: 41.4,
  condition: 'Partly Cloudy',
  icon: 'partly-cloudy',
  lastUpdate: '2026-11-21T18:00:00.000Z',
};

describe('weather readout text', () => {
  it('rounds the temperature and joins condition and place', () => {
    expect(weatherText(lansing)).toBe('41°F Partly Cloudy · Lansing, MI');
    expect(weatherText({ ...lansing, temp: -3.6, condition: 'Snowy' })).toBe('-4°F Snowy · Lansing, MI');
  });

  it('spells the reading out for screen readers', () => {
    expect(weatherLabel(lansing)).toBe('Weather in Lansing, MI: 41 degrees Fahrenheit, Partly Cloudy');
  });
});

describe('weather icon', () => {
  it.each([
    ['Clear Sky', 'sun'],
    ['Partly Cloudy', 'cloud-sun'],
    ['Foggy', 'fog'],
    ['Rainy', 'rain'],
    ['Rain Showers', 'rain'],
    ['Snowy', 'snow'],
    ['Snow Showers', 'snow'],
    ['Thunderstorms', 'storm'],
  ] as const)('shows %s as %s', (condition, kind) => {
    expect(weatherIconKind({ condition, icon: '' })).toBe(kind);
  });

  it('falls back to the icon hint, then to partly cloudy', () => {
    expect(weatherIconKind({ condition: 'Unknown', icon: '🌧️ rain' })).toBe('rain');
    expect(weatherIconKind({ condition: 'Unknown', icon: '?' })).toBe('cloud-sun');
  });
});
