import { z } from 'zod';
import { requestWithDeadline } from '../clients/deadline.ts';
import type { FetchFn } from '../clients/service-client.ts';

/** Lansing, Michigan (reader §7: the weather call sends Lansing's latitude and longitude). */
export const LANSING = { latitude: 42.7325, longitude: -84.5555 } as const;

/** The part of Open-Meteo's forecast answer the readout uses; anything else in it is ignored. */
export const OpenMeteoCurrent = z.object({
  current: z.object({
    temperature_2m: z.number().min(-100).max(150),
    weather_code: z.number().int().min(0).max(99),
  }),
});

/** A failed call; `retryable` for timeouts, network failures, 429 and 5xx, not for answers that will not change. */
export class WeatherUpstreamError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'WeatherUpstreamError';
  }
}

/** The forecast request: current temperature in Fahrenheit and the weather code, for Lansing. */
export function forecastUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  url.searchParams.set('latitude', String(LANSING.latitude));
  url.searchParams.set('longitude', String(LANSING.longitude));
  url.searchParams.set('current', 'temperature_2m,weather_code');
  url.searchParams.set('temperature_unit', 'fahrenheit');
  return url.toString();
}

/** One call, bounded by `timeoutMs` from request to the last byte of the body. */
export async function fetchCurrentWeather(apiUrl: string, fetchFn: FetchFn, timeoutMs: number): Promise<{ temp: number; code: number }> {
  const request = requestWithDeadline(forecastUrl(apiUrl), { headers: { accept: 'application/json' } }, timeoutMs);
  let res: Response;
  let body: unknown;
  try {
    res = await fetchFn(request);
  } catch (error) {
    throw new WeatherUpstreamError(`weather request failed: ${describe(error)}`, true);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new WeatherUpstreamError(`weather service answered ${res.status}`, res.status === 429 || res.status >= 500);
  }
  try {
    body = await res.json();
  } catch (error) {
    // A body cut off by the timeout is worth another try; one that is not JSON is not.
    throw new WeatherUpstreamError(`weather answer unreadable: ${describe(error)}`, request.signal.aborted);
  }
  const parsed = OpenMeteoCurrent.safeParse(body);
  if (!parsed.success) throw new WeatherUpstreamError(`weather answer malformed: ${parsed.error.issues[0]?.message ?? 'invalid'}`, false);
  return { temp: parsed.data.current.temperature_2m, code: parsed.data.current.weather_code };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.name === 'TimeoutError' || error.name === 'AbortError' ? 'timed out' : error.message;
  return String(error);
}
