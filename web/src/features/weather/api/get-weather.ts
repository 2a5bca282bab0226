import type { Weather } from '@mitics/contracts';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client';
import { weatherKeys } from './weather-keys';

/** Reader spec §7/§9: refreshed every 5 minutes, stale after 4, one retry. */
export const WEATHER_REFETCH_MS = 300_000;
export const WEATHER_STALE_MS = 240_000;

export function getWeather(): Promise<Weather> {
  return apiFetch<Weather>('/api/weather');
}

export function weatherQueryOptions() {
  return queryOptions({
    queryKey: weatherKeys.current(),
    queryFn: getWeather,
    refetchInterval: WEATHER_REFETCH_MS,
    staleTime: WEATHER_STALE_MS,
    retry: 1,
  });
}
