import { resolve } from 'node:path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** ../shared/data, from the repository root (tests read the real public records there). */
export const SHARED_DATA = resolve(import.meta.dirname, '../../../../shared/data');

/** The address of the example and where the fake geocoder puts it (Lansing, by the Capitol). */
export const ALLEGAN_ADDRESS = '124 W Allegan St, Lansing, MI 48933';
export const ALLEGAN_POINT = { lat: 42.7325, lon: -84.5555 };

export interface FakeServer {
  url: string;
  requests: Array<{ path: string; headers: IncomingMessage['headers'] }>;
  close(): Promise<void>;
}

/** A local HTTP server answering with `handle`; every request is recorded. */
export async function fakeServer(handle: (url: URL, req: IncomingMessage, res: ServerResponse) => void | Promise<void>): Promise<FakeServer> {
  const requests: FakeServer['requests'] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname + url.search, headers: req.headers });
    Promise.resolve(handle(url, req, res)).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * A stand-in for the Census Bureau one-line-address geocoder: the Allegan St
 * address at the Capitol point, "nowhere" matched by nothing, anything else
 * from `places`; `slow` addresses answer after the client's timeout.
 */
export function fakeGeocoder(places: Record<string, { lat: number; lon: number }> = {}): Promise<FakeServer> {
  const known: Record<string, { lat: number; lon: number }> = { [ALLEGAN_ADDRESS.toLowerCase()]: ALLEGAN_POINT, ...Object.fromEntries(Object.entries(places).map(([k, v]) => [k.toLowerCase(), v])) };
  return fakeServer((url, _req, res) => {
    if (url.pathname !== '/locations/onelineaddress' || url.searchParams.get('format') !== 'json') return void res.writeHead(404).end();
    const address = (url.searchParams.get('address') ?? '').toLowerCase();
    const point = known[address];
    const body = {
      result: {
        input: { address: { address } },
        addressMatches: point ? [{ matchedAddress: address.toUpperCase(), coordinates: { x: point.lon, y: point.lat } }] : [],
      },
    };
    if (address.includes('slow')) return void setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)), 5000);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
}
