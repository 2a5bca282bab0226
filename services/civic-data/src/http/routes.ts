import { Hono } from 'hono';
import { z } from 'zod';
import { BillListQuery, FindLegislatorsQuery } from '@mitics/contracts';
import { NotFoundError, validate, type ServiceContext } from '@mitics/kit';
import { findLegislators } from '../districts/find.ts';
import type { Geocoder } from '../geo/geocoder.ts';
import { civicQueries } from './queries.ts';

const ProfileParam = z.object({ id: z.string().regex(/^([0-9a-f-]{36}|[A-Z]\d{6})$/, 'must be an Open States person id or a bioguide id') });

/** How many bills "recent bills" lists. */
export const RECENT_BILLS = 10;

/** The civic-data service's internal read API; the BFF serves it to readers under /api/congressional and /api/legislature. */
export const civicRoutes = (deps: { geocoder: Geocoder }) => (ctx: ServiceContext) => {
  const queries = civicQueries(ctx.docs);
  return new Hono()
    .get('/delegation', async (c) => c.json(await queries.delegation()))
    .get('/members', async (c) => c.json(await queries.congressMembers()))
    .get('/issues', async (c) => c.json(await queries.federalIssues()))
    .get('/session', async (c) => {
      const session = await queries.session();
      if (!session) throw new NotFoundError('No session status has been recorded yet');
      return c.json(session);
    })
    .get('/bills', validate('query', BillListQuery), async (c) => c.json(await queries.bills(c.req.valid('query'))))
    .get('/bills/recent', async (c) => c.json(await queries.bills({}, RECENT_BILLS)))
    .get('/votes/upcoming', async (c) => c.json(await queries.upcomingVotes()))
    .get('/legislators', async (c) => c.json(await queries.stateLegislators()))
    .get('/legislators/:id', validate('param', ProfileParam), async (c) => {
      const { id } = c.req.valid('param');
      const profile = await queries.profile(id);
      if (!profile) throw new NotFoundError(`No legislator with id '${id}'`);
      return c.json(profile);
    })
    .get('/committees', async (c) => c.json(await queries.committees()))
    .get('/find', validate('query', FindLegislatorsQuery), async (c) => c.json(await findLegislators(ctx.docs, deps.geocoder, c.req.valid('query'))))
    .get('/sources', async (c) => c.json([...(await queries.notes()).values()]));
};
