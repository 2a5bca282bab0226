import { JobPostBody } from '@mitics/contracts';
import type { ServiceContext } from '@mitics/kit';
import { postJob } from '../jobs/commands.ts';
import { jobQueries } from '../jobs/projections/jobs.ts';
import { seedJobPosts, type SeedJobPost } from './jobs.ts';

export interface SeedJobsOptions {
  now: Date;
  actor: string;
  jobs?: SeedJobPost[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Posts the demo openings through the same command admins use, so they exist
 * as events like any other post. Does nothing when any post exists, so a
 * restart never duplicates them. Returns how many were added.
 */
export async function seedJobs(ctx: ServiceContext, { now, actor, jobs = seedJobPosts }: SeedJobsOptions): Promise<number> {
  if (!(await jobQueries(ctx.docs).isEmpty())) return 0;
  const correlationId = `seed-${now.toISOString()}`;
  const ordered = [...jobs].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const job of ordered) {
    const deadline = job.deadlineInDays === null ? null : new Date(now.getTime() + job.deadlineInDays * DAY_MS).toISOString().slice(0, 10);
    // Parsed like a POST body, so demo data obeys the same rules as admin input.
    const input = JobPostBody.parse({ ...job.body, applicationDeadline: deadline });
    await postJob(ctx, input, { actor, correlationId }, { at: new Date(now.getTime() - job.daysAgo * DAY_MS).toISOString() });
  }
  ctx.logger.info({ count: ordered.length }, 'seeded demo job posts');
  return ordered.length;
}
