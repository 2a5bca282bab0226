import { Hono } from 'hono';
import { z } from 'zod';
import { NotFoundError, validate, type ServiceContext } from '@mitics/kit';
import { financeQueries } from './queries.ts';

export const CandidateParam = z.object({ id: z.string().regex(/^[HSP][0-9A-Z]{8}$/, 'must be an FEC candidate id such as H4MI07103') });
export const BioguideParam = z.object({ id: z.string().regex(/^[A-Z]\d{6}$/, 'must be a bioguide id such as S000770') });
/** How many rows a list gives: default 50, at most 500. */
export const ListQuery = z.object({
  limit: z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(500, 'must be at most 500').default(50),
});

/** The finance service's internal read API; the BFF serves it to readers under /api/campaign-finance. */
export const financeRoutes = (ctx: ServiceContext) => {
  const { hub } = financeQueries(ctx.docs);
  return new Hono()
    .get('/summary', async (c) => c.json((await hub()).summary))
    .get('/candidates', async (c) => c.json((await hub()).candidates))
    .get('/candidates/:id', validate('param', CandidateParam), async (c) => {
      const { id } = c.req.valid('param');
      const detail = (await hub()).details.get(id);
      if (!detail) throw new NotFoundError(`No Michigan candidate with FEC id '${id}'`);
      return c.json(detail);
    })
    .get('/by-bioguide/:id', validate('param', BioguideParam), async (c) => {
      const { id } = c.req.valid('param');
      const h = await hub();
      const fecId = h.byBioguide.get(id);
      const detail = fecId ? h.details.get(fecId) : undefined;
      if (!detail) throw new NotFoundError(`No FEC money on record here for the member with bioguide id '${id}'`);
      return c.json(detail);
    })
    .get('/contributions/recent', validate('query', ListQuery), async (c) => c.json((await hub()).recent.slice(0, c.req.valid('query').limit)))
    .get('/donors/top', validate('query', ListQuery), async (c) => c.json((await hub()).donors.slice(0, c.req.valid('query').limit)))
    .get('/sources', async (c) => c.json({ sources: (await hub()).sources }));
};
