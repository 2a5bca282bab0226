import { Hono } from 'hono';
import { z } from 'zod';
import { BillListQuery, FindLegislatorsQuery } from '@mitics/contracts';
import { validate } from '@mitics/kit';
import type { ServiceClient } from '../clients/service-client.ts';
import { CIVIC_CACHE, civicRead } from './civic-cache.ts';

const ProfileParam = z.object({ id: z.string().regex(/^([0-9a-f-]{36}|[A-Z]\d{6})$/, 'must be an Open States person id or a bioguide id') });

/** Query text rebuilt from validated values only. */
function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The Michigan Legislature (reader §7) and the legislator profiles, from the
 * civic-data service: session 5 min, bills and votes 10 min, the roster and
 * committees an hour; an address lookup is never cached.
 */
export const legislatureRoutes = ({ civicData }: { civicData: ServiceClient }) =>
  new Hono()
    .get('/legislature/session', (c) => civicRead(c, civicData, '/session', CIVIC_CACHE.session))
    .get('/legislature/bills/recent', (c) => civicRead(c, civicData, '/bills/recent', CIVIC_CACHE.bills))
    .get('/legislature/votes/upcoming', (c) => civicRead(c, civicData, '/votes/upcoming', CIVIC_CACHE.bills))
    .get('/legislature/bills', validate('query', BillListQuery), (c) => civicRead(c, civicData, `/bills${query(c.req.valid('query'))}`, CIVIC_CACHE.bills))
    .get('/legislature/representatives', (c) => civicRead(c, civicData, '/legislators', CIVIC_CACHE.hour))
    .get('/legislature/committees', (c) => civicRead(c, civicData, '/committees', CIVIC_CACHE.hour))
    .get('/legislature/find-legislators', validate('query', FindLegislatorsQuery), (c) => {
      const { address, lat, lon } = c.req.valid('query');
      return civicRead(c, civicData, `/find${query({ address, lat, lon })}`, CIVIC_CACHE.private);
    })
    .get('/legislators/:id', validate('param', ProfileParam), (c) => civicRead(c, civicData, `/legislators/${c.req.valid('param').id}`, CIVIC_CACHE.bills));
