import type { JobApplication, JobApplicationInput, JobPost, JobPostInput, JobPostPatch } from '@mitics/contracts';
import type { ServiceContext } from '@mitics/kit';
import { applicationStream, evolveStoredApplication, initialApplicationState, type ApplicationState } from '../applications/application.ts';
import { submitApplication } from '../applications/decide.ts';
import type { CommandMeta } from '../http/meta.ts';
import { decideJobAll, existingJob, type JobCommand } from './decide.ts';
import { evolveStoredJob, initialJobState, jobStream, type JobState } from './job.ts';

/** Runs commands on one job post as one atomic append; answers the post as they leave it. */
export async function runJobCommands(ctx: ServiceContext, jobId: string, commands: (state: JobState) => JobCommand[], meta: CommandMeta): Promise<JobState> {
  const { state } = await ctx.commands.execute({
    stream: jobStream(jobId),
    initialState: initialJobState(),
    evolve: evolveStoredJob,
    decide: (current) => decideJobAll(commands(current), current),
    meta,
  });
  return state;
}

/** PostJob from a validated body, with a new id. */
export async function postJob(ctx: ServiceContext, input: JobPostInput, meta: CommandMeta, at = ctx.clock().toISOString()): Promise<JobPost> {
  const jobId = ctx.newId();
  const { isActive, ...fields } = input;
  const state = await runJobCommands(ctx, jobId, () => [{ type: 'PostJob', data: { jobId, fields, isActive, at } }], meta);
  return existingJob(state);
}

/** The commands one PUT stands for: field edits, then the Active toggle. */
export function commandsForPatch(patch: JobPostPatch, at: string): JobCommand[] {
  const { isActive, ...changes } = patch;
  const commands: JobCommand[] = [];
  if (Object.values(changes).some((v) => v !== undefined)) commands.push({ type: 'UpdateJob', data: { changes, at } });
  if (isActive !== undefined) commands.push({ type: 'SetJobActive', data: { isActive, at } });
  return commands;
}

/** The job's current write-side state, folded from its stream (not the read model). */
async function loadJob(ctx: ServiceContext, jobId: string): Promise<JobState> {
  const events = await ctx.store.readStream(jobStream(jobId));
  return events.reduce(evolveStoredJob, initialJobState());
}

/**
 * SubmitApplication for one job: decided against the job as its own stream
 * holds it a moment before, so a closed or deleted job refuses at once. A job
 * closed in the instant between that read and the append can still take this
 * one application; the admins see it like any other.
 */
export async function applyForJob(ctx: ServiceContext, jobId: string, form: JobApplicationInput, meta: CommandMeta): Promise<JobApplication> {
  const job = await loadJob(ctx, jobId);
  const applicationId = ctx.newId();
  const at = ctx.clock().toISOString();
  const { state } = await ctx.commands.execute<ApplicationState>({
    stream: applicationStream(applicationId),
    initialState: initialApplicationState(),
    evolve: evolveStoredApplication,
    decide: (current) => submitApplication({ type: 'SubmitApplication', data: { applicationId, job, form, at } }, current),
    meta,
  });
  if (state.kind !== 'submitted') throw new Error('the application was not recorded');
  return state.application;
}
