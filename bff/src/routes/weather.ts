import { Hono } from 'hono';
import type { WeatherSource } from '../weather/weather-source.ts';

/**
 * GET /api/weather: the Lansing readout (reader §7 weather call, §8 fallback,
 * §9 bands), proxied so the browser never calls a third party and every
 * reader shares one cached answer.
 */
export const weatherRoutes = ({ weather }: { weather: WeatherSource }) =>
  new Hono().get('/weather', async (c) => c.json(await weather.current(), 200, { 'cache-control': 'public, max-age=60' }));
