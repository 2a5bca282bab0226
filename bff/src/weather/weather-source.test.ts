import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Weather } from '@mitics/contracts';
import { createBff } from '../app.ts';
import { createServiceClient } from '../clients/service-client.ts';
import { createWeatherSource } from './weather-source.ts';
import { unreachable } from '../testing/clients.ts';

/** A local stand-in for Open-Meteo: each test sets how it answers and reads what it was asked. */
let server: Server;
let apiUrl: string;
let requests: URL[] = [];
let answer: (req: IncomingMessage, res: ServerResponse) => void;

const json = (body: unknown, status = 200) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const forecast = (temperature: number, code: number) =>
  json({ latitude: 42.73, longitude: -84.56, current_units: { temperature_2m: '°F' }, current: { time: '2025-11-21T14:00', interval: 900, temperature_2m: temperature, weather_code: code } });
const never = () => undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://forecast.test'));
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/forecast`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  answer = forecast(41.6, 61);
});

/** A clock the test moves by hand. */
function manualClock(start = '2025-11-21T19:00:00.000Z') {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

describe('the weather proxy against the forecast service', () => {
  it("asks for Lansing's current temperature in Fahrenheit and weather code, and answers the Weather shape", async () => {
    const clock = manualClock();
    const weather = await createWeatherSource({ apiUrl, clock: clock.now }).current();
    expect(Weather.parse(weather)).toEqual({ location: 'Lansing, MI', temp: 42, condition: 'Rainy', icon: 'cloud-rain', lastUpdate: '2025-11-21T19:00:00.000Z' });
    expect(requests).toHaveLength(1);
    const query = requests[0]?.searchParams;
    expect(requests[0]?.pathname).toBe('/v1/forecast');
    expect(query?.get('latitude')).toBe('42.7325');
    expect(query?.get('longitude')).toBe('-84.5555');
    expect(query?.get('current')).toBe('temperature_2m,weather_code');
    expect(query?.get('temperature_unit')).toBe('fahrenheit');
  });

  it('reuses a good answer for 4.5 minutes, then asks again', async () => {
    const clock = manualClock();
    const source = createWeatherSource({ apiUrl, clock: clock.now });
    const first = await source.current();
    clock.advance(269_000);
    answer = forecast(30, 0);
    expect(await source.current()).toEqual(first);
    expect(requests).toHaveLength(1);
    clock.advance(1_000);
    expect(await source.current()).toMatchObject({ temp: 30, condition: 'Clear Sky', icon: 'sun' });
    expect(requests).toHaveLength(2);
  });

  it('makes one call for many readers asking at once', async () => {
    answer = (req, res) => void setTimeout(() => forecast(55, 2)(req, res), 150);
    const source = createWeatherSource({ apiUrl });
    const all = await Promise.all(Array.from({ length: 20 }, () => source.current()));
    expect(requests).toHaveLength(1);
    expect(new Set(all.map((w) => JSON.stringify(w))).size).toBe(1);
    expect(all[0]).toMatchObject({ temp: 55, condition: 'Partly Cloudy' });
  });

  it('gives a silent service 1.5 s, tries once more, then serves the estimate and stops asking for a while', async () => {
    answer = never;
    const clock = manualClock('2025-07-10T19:00:00.000Z'); // 3 pm in Lansing
    const source = createWeatherSource({ apiUrl, clock: clock.now });
    const started = performance.now();
    const weather = await source.current();
    const took = performance.now() - started;
    expect(requests).toHaveLength(2);
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(4500);
    expect(weather).toEqual({ location: 'Lansing, MI', temp: 83, condition: 'Partly Cloudy', icon: 'cloud-sun', lastUpdate: '2025-07-10T19:00:00.000Z' });

    // Readers during the next minute get the estimate at once, without another call.
    clock.advance(30_000);
    const quick = performance.now();
    expect((await source.current()).location).toBe('Lansing, MI');
    expect(performance.now() - quick).toBeLessThan(50);
    expect(requests).toHaveLength(2);

    clock.advance(31_000);
    answer = forecast(80, 95);
    expect(await source.current()).toMatchObject({ temp: 80, condition: 'Thunderstorms', icon: 'cloud-lightning' });
  });

  it('bounds the body too: headers at once and a body that never ends count as a timeout', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"current": {"temperature_2m": 4');
    };
    const started = performance.now();
    const weather = await createWeatherSource({ apiUrl, timeoutMs: 200 }).current();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(requests).toHaveLength(2);
    expect(['Clear Sky', 'Partly Cloudy']).toContain(weather.condition);
  });

  it('serves the estimate for a malformed answer, without a retry', async () => {
    const clock = manualClock('2026-01-10T20:00:00.000Z'); // 3 pm in Lansing, winter
    for (const malformed of [
      json({ current: { temperature_2m: 'warm', weather_code: 3 } }),
      json({ current: { temperature_2m: 40 } }),
      json({ hourly: {} }),
      json({ current: { temperature_2m: 40, weather_code: 3.5 } }),
      (_req: IncomingMessage, res: ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"current": {'),
    ]) {
      requests = [];
      answer = malformed;
      const weather = await createWeatherSource({ apiUrl, clock: clock.now }).current();
      expect(weather).toEqual({ location: 'Lansing, MI', temp: 47, condition: 'Partly Cloudy', icon: 'cloud-sun', lastUpdate: '2026-01-10T20:00:00.000Z' });
      expect(requests).toHaveLength(1);
    }
  });

  it('retries a 5xx once and uses the second answer; a 4xx is not retried', async () => {
    let calls = 0;
    answer = (req, res) => (++calls === 1 ? json({ reason: 'busy' }, 503)(req, res) : forecast(64.4, 45)(req, res));
    expect(await createWeatherSource({ apiUrl }).current()).toMatchObject({ temp: 64, condition: 'Foggy', icon: 'cloud-fog' });
    expect(requests).toHaveLength(2);

    requests = [];
    answer = json({ error: true, reason: 'Cannot initialize WeatherVariable from invalid String value' }, 400);
    expect(['Clear Sky', 'Partly Cloudy']).toContain((await createWeatherSource({ apiUrl }).current()).condition);
    expect(requests).toHaveLength(1);
  });

  it('serves the estimate when nothing listens at the address', async () => {
    const weather = await createWeatherSource({ apiUrl: 'http://127.0.0.1:9/v1/forecast' }).current();
    expect(Weather.parse(weather).location).toBe('Lansing, MI');
  });
});

describe('GET /api/weather', () => {
  const logger = pino({ level: 'silent' });
  const content = createServiceClient('content', 'http://127.0.0.1:9', (req) => fetch(req));

  it('answers the readout as JSON with a short public cache', async () => {
    const bff = createBff({ logger, adminApiKey: 'k'.repeat(32), services: { content, audience: unreachable('audience') }, weather: createWeatherSource({ apiUrl }) });
    const res = await bff.request('/api/weather');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Weather.parse(await res.json())).toMatchObject({ location: 'Lansing, MI', temp: 42, condition: 'Rainy' });
  });

  it('answers 200 with the estimate when the forecast service is down', async () => {
    const down = createWeatherSource({ apiUrl: 'http://127.0.0.1:9/v1/forecast' });
    const bff = createBff({ logger, adminApiKey: 'k'.repeat(32), services: { content, audience: unreachable('audience') }, weather: down });
    const res = await bff.request('/api/weather');
    expect(res.status).toBe(200);
    const weather = Weather.parse(await res.json());
    expect(['Clear Sky', 'Partly Cloudy']).toContain(weather.condition);
  });
});
