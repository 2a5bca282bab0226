import type { Context } from 'hono';
import { forward, upstreamHeaders } from './forward.ts';
import type { ServiceClient } from '../clients/service-client.ts';

/** Cache lifetimes of the civic reads (reader §9): delegation and issues 1 h, session 5 min, bills and votes 10 min. */
export const CIVIC_CACHE = {
  hour: 'public, max-age=3600',
  session: 'public, max-age=300',
  bills: 'public, max-age=600',
  /** An address is personal: never stored by a browser or a proxy. */
  private: 'no-store',
} as const;

/** A civic-data read passed through, with its cache lifetime on success (errors are never cached). */
export async function civicRead(c: Context, civic: ServiceClient, path: string, cacheControl: string): Promise<Response> {
  const res = forward(await civic.request(path, { headers: upstreamHeaders(c) }));
  res.headers.set('cache-control', res.ok ? cacheControl : 'no-store');
  return res;
}
