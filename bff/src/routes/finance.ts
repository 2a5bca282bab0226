import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '@mitics/kit';
import type { ServiceClient } from '../clients/service-client.ts';
import { CIVIC_CACHE, civicRead } from './civic-cache.ts';

const CandidateParam = z.object({ id: z.string().regex(/^[HSP][0-9A-Z]{8}$/, 'must be an FEC candidate id such as H4MI07103') });
const BioguideParam = z.object({ bioguideId: z.string().regex(/^[A-Z]\d{6}$/, 'must be a bioguide id such as S001208') });
const ListQuery = z.object({
  limit: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(500, 'must be at most 500').optional(),
});
const limited = (path: string, limit: number | undefined) => (limit === undefined ? path : `${path}?limit=${limit}`);

/**
 * The campaign-finance hub (reader §7) and its pages beyond the spec, from the
 * finance service. The figures change only with an import: cached an hour,
 * like the delegation; errors are never cached.
 */
export const financeRoutes = ({ finance }: { finance: ServiceClient }) =>
  new Hono()
    .get('/campaign-finance/summary', (c) => civicRead(c, finance, '/summary', CIVIC_CACHE.hour))
    .get('/campaign-finance/candidates', (c) => civicRead(c, finance, '/candidates', CIVIC_CACHE.hour))
    .get('/campaign-finance/contributions/recent', validate('query', ListQuery), (c) =>
      civicRead(c, finance, limited('/contributions/recent', c.req.valid('query').limit), CIVIC_CACHE.hour),
    )
    .get('/campaign-finance/donors/top', validate('query', ListQuery), (c) => civicRead(c, finance, limited('/donors/top', c.req.valid('query').limit), CIVIC_CACHE.hour))
    .get('/campaign-finance/candidates/:id', validate('param', CandidateParam), (c) => civicRead(c, finance, `/candidates/${c.req.valid('param').id}`, CIVIC_CACHE.hour))
    .get('/campaign-finance/by-bioguide/:bioguideId', validate('param', BioguideParam), (c) =>
      civicRead(c, finance, `/by-bioguide/${c.req.valid('param').bioguideId}`, CIVIC_CACHE.hour),
    )
    .get('/campaign-finance/sources', (c) => civicRead(c, finance, '/sources', CIVIC_CACHE.hour));
