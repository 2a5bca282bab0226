import type { Weather } from '@mitics/contracts';
import type { Logger } from 'pino';
import type { FetchFn } from '../clients/service-client.ts';
import { weatherBand } from './bands.ts';
import { estimateWeather, LOCATION } from './estimate.ts';
import { fetchCurrentWeather, WeatherUpstreamError } from './open-meteo.ts';

export interface WeatherSource {
  /** The Lansing readout: the forecast service's, or the spec's estimate when it fails. Never rejects. */
  current(): Promise<Weather>;
}

export interface WeatherSourceOptions {
  /** Open-Meteo forecast endpoint (config WEATHER_API_URL). */
  apiUrl: string;
  fetch?: FetchFn;
  clock?: () => Date;
  logger?: Logger;
  /** A good answer is reused this long; default 4.5 minutes (the web refetches every 5, stale after 4). */
  cacheMs?: number;
  /** After a failure, the estimate is served without calling out again for this long; default 60 s. */
  failureCacheMs?: number;
  /** Bound on each attempt; default 1500 ms. */
  timeoutMs?: number;
  /** Further attempts after a timeout, network failure, 429 or 5xx; default 1. */
  retries?: number;
}

/**
 * The weather proxy's source. Readers never wait on a slow upstream for long:
 * a good answer is cached, concurrent callers share one in-flight call, each
 * attempt is bounded (1.5 s, one retry), and after a failure the estimate is
 * served at once for a while instead of every reader paying the timeout.
 */
export function createWeatherSource(options: WeatherSourceOptions): WeatherSource {
  const {
    apiUrl,
    fetch: fetchFn = (req) => fetch(req),
    clock = () => new Date(),
    logger,
    cacheMs = 270_000,
    failureCacheMs = 60_000,
    timeoutMs = 1500,
    retries = 1,
  } = options;
  let cached: { weather: Weather; until: number } | null = null;
  let downUntil = 0;
  let inFlight: Promise<Weather> | null = null;

  async function refresh(): Promise<Weather> {
    let failure: unknown = null;
    for (let attempt = 0; attempt <= retries; attempt++) {
      try {
        const reading = await fetchCurrentWeather(apiUrl, fetchFn, timeoutMs);
        const at = clock();
        const weather: Weather = { location: LOCATION, temp: Math.round(reading.temp), ...weatherBand(reading.code), lastUpdate: at.toISOString() };
        cached = { weather, until: at.getTime() + cacheMs };
        return weather;
      } catch (error) {
        failure = error;
        if (!(error instanceof WeatherUpstreamError) || !error.retryable) break;
      }
    }
    const now = clock();
    downUntil = now.getTime() + failureCacheMs;
    logger?.warn({ error: failure instanceof Error ? failure.message : String(failure), retryInMs: failureCacheMs }, 'weather: forecast service failed; serving the estimate');
    return estimateWeather(now);
  }

  return {
    current() {
      const now = clock();
      if (cached && now.getTime() < cached.until) return Promise.resolve(cached.weather);
      if (now.getTime() < downUntil) return Promise.resolve(estimateWeather(now));
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
