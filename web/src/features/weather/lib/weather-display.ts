import type { Weather } from '@mitics/contracts';

export type WeatherIconKind = 'sun' | 'cloud-sun' | 'cloud' | 'fog' | 'rain' | 'snow' | 'storm';

// Condition words of the spec's weather-code bands (§9), most specific first.
const KIND_BY_WORD: ReadonlyArray<readonly [RegExp, WeatherIconKind]> = [
  [/thunder|storm|lightning/i, 'storm'],
  [/snow|sleet|flurr|ice/i, 'snow'],
  [/rain|shower|drizzle/i, 'rain'],
  [/fog|mist|haze/i, 'fog'],
  [/partly|few|scattered|cloud-sun|sun-cloud/i, 'cloud-sun'],
  [/cloud|overcast/i, 'cloud'],
  [/clear|sun/i, 'sun'],
];

/** Picks the icon from the condition (e.g. 'Partly Cloudy'), else from the icon hint the server sent. */
export function weatherIconKind(weather: Pick<Weather, 'condition' | 'icon'>): WeatherIconKind {
  for (const text of [weather.condition, weather.icon]) {
    for (const [pattern, kind] of KIND_BY_WORD) if (pattern.test(text)) return kind;
  }
  return 'cloud-sun';
}

/** '41°F Partly Cloudy · Lansing, MI' */
export function weatherText(weather: Weather): string {
  return `${Math.round(weather.temp)}°F ${weather.condition} · ${weather.location}`;
}

/** What a screen reader hears: 'Weather in Lansing, MI: 41 degrees Fahrenheit, Partly Cloudy'. */
export function weatherLabel(weather: Weather): string {
  return `Weather in ${weather.location}: ${Math.round(weather.temp)} degrees Fahrenheit, ${weather.condition}`;
}
