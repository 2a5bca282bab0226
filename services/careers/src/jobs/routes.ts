import { Hono } from 'hono';
import { z } from 'zod';
import {
  ApplicationListQuery,
  Id,
  JobApplicationBody,
  JobPostBody,
  JobPostPatchBody,
  type AdminJobPost,
  type ApplicationReceipt,
} from '@mitics/contracts';
import { NotFoundError, parseOrRefuse, validate, ValidationError, type ServiceContext } from '@mitics/kit';
import { applicationQueries } from '../applications/projections/applications.ts';
import { limitBody } from '../http/body-limit.ts';
import { metaOf } from '../http/meta.ts';
import { applyForJob, commandsForPatch, postJob, runJobCommands } from './commands.ts';
import { existingJob, JOB_NOT_FOUND } from './decide.ts';
import { jobQueries } from './projections/jobs.ts';

const IdParam = z.object({ id: Id });
const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/;
const JsonObject = z.record(z.string(), z.unknown(), { error: 'Send a JSON object' });

/**
 * The careers service's internal API. Reads come from the read models; writes
 * go through the commands and answer the new state. Who may call what is the
 * BFF's decision: job writes and applications are admin-only there.
 */
export const jobRoutes = (ctx: ServiceContext) => {
  const jobs = jobQueries(ctx.docs);
  const applications = applicationQueries(ctx.docs);
  return (
    new Hono()
      // Applicants see active posts only (staff §4).
      .get('/jobs', async (c) => c.json(await jobs.active()))
      .get('/jobs/all', async (c) => {
        const all = await jobs.all();
        const body: AdminJobPost[] = await Promise.all(all.map(async (job) => ({ ...job, applicationCount: await applications.countForJob(job.id) })));
        return c.json(body);
      })
      .get('/jobs/:id', validate('param', IdParam), async (c) => {
        const job = await jobs.byId(c.req.valid('param').id);
        if (!job) throw new NotFoundError(JOB_NOT_FOUND);
        return c.json(job);
      })
      .post('/jobs', limitBody(), validate('json', JsonObject), async (c) => {
        // A create sent again with the same Idempotency-Key (a retry after a lost answer) answers the first post.
        const key = c.req.header('idempotency-key')?.trim();
        if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
          throw new ValidationError('Idempotency-Key must be 8 to 100 letters, digits, dots, colons, dashes or underscores', { 'idempotency-key': 'malformed' });
        }
        const input = parseOrRefuse(JobPostBody, c.req.valid('json'));
        return c.json(await postJob(ctx, input, metaOf(c, ctx), { idempotencyKey: key }), 201);
      })
      .put('/jobs/:id', limitBody(), validate('param', IdParam), validate('json', JsonObject), async (c) => {
        const patch = parseOrRefuse(JobPostPatchBody, c.req.valid('json'));
        const at = ctx.clock().toISOString();
        const state = await runJobCommands(ctx, c.req.valid('param').id, () => commandsForPatch(patch, at), metaOf(c, ctx));
        return c.json(existingJob(state));
      })
      .delete('/jobs/:id', validate('param', IdParam), async (c) => {
        const { id } = c.req.valid('param');
        await runJobCommands(ctx, id, () => [{ type: 'DeleteJob', data: { at: ctx.clock().toISOString() } }], metaOf(c, ctx));
        return c.json({ id, deleted: true });
      })
      .post('/jobs/:id/applications', limitBody(), validate('param', IdParam), validate('json', JsonObject), async (c) => {
        const form = parseOrRefuse(JobApplicationBody, c.req.valid('json'));
        const application = await applyForJob(ctx, c.req.valid('param').id, form, metaOf(c, ctx));
        const body: ApplicationReceipt = { ok: true, id: application.id, submittedAt: application.submittedAt };
        return c.json(body, 201);
      })
      .get('/applications', validate('query', ApplicationListQuery), async (c) => c.json(await applications.forJob(c.req.valid('query').jobId)))
  );
};
