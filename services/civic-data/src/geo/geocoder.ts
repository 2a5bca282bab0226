import { z } from 'zod';

/** A geocoded address: the point and the address as the geocoder matched it. */
export interface GeocodedPoint {
  lat: number;
  lon: number;
  matchedAddress: string;
}

/** Turns a one-line address into a point; null when the address cannot be placed. Throws when the geocoder cannot be reached. */
export interface Geocoder {
  geocode(address: string): Promise<GeocodedPoint | null>;
}

export class GeocoderUnavailable extends Error {}

/** The US Census Bureau geocoder's base address (GEOCODER_URL's default). */
export const CENSUS_GEOCODER_URL = 'https://geocoding.geo.census.gov/geocoder';
export const GEOCODER_TIMEOUT_MS = 3000;

const CensusAnswer = z.object({
  result: z.object({
    addressMatches: z.array(
      z.object({
        matchedAddress: z.string(),
        coordinates: z.object({ x: z.number(), y: z.number() }),
      }),
    ),
  }),
});

/**
 * The Census Bureau one-line-address geocoder:
 * `GET {base}/locations/onelineaddress?address=...&benchmark=Public_AR_Current&format=json`,
 * answering `result.addressMatches[].coordinates` (x longitude, y latitude).
 * Gives up after 3 s.
 */
export function censusGeocoder({ baseUrl = CENSUS_GEOCODER_URL, timeoutMs = GEOCODER_TIMEOUT_MS, fetchFn = fetch }: { baseUrl?: string; timeoutMs?: number; fetchFn?: typeof fetch } = {}): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async geocode(address) {
      const url = `${base}/locations/onelineaddress?${new URLSearchParams({ address, benchmark: 'Public_AR_Current', format: 'json' })}`;
      let body: unknown;
      try {
        const res = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
        if (!res.ok) throw new GeocoderUnavailable(`the geocoder answered ${res.status}`);
        body = await res.json();
      } catch (error) {
        if (error instanceof GeocoderUnavailable) throw error;
        throw new GeocoderUnavailable(error instanceof Error ? error.message : String(error));
      }
      const parsed = CensusAnswer.safeParse(body);
      if (!parsed.success) throw new GeocoderUnavailable('the geocoder answered in an unexpected shape');
      const match = parsed.data.result.addressMatches[0];
      return match ? { lat: match.coordinates.y, lon: match.coordinates.x, matchedAddress: match.matchedAddress } : null;
    },
  };
}
