import { createHash } from 'node:crypto';
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

/** The job id one actor's Idempotency-Key stands for: a UUID-shaped digest of both (as content does for articles). */
export function idempotentJobId(actor: string, key: string): string {
  const hex = createHash('sha256').update(`job\n${actor}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface PostJobOptions {
  /** ISO time of posting; the service clock when absent. */
  at?: string;
  /**
   * The caller's Idempotency-Key: the same key from the same actor always
   * names the same job post, so a create sent again (a retry after a lost
   * answer, a crash after the append) answers the first post instead of
   * making a second one.
   */
  idempotencyKey?: string | undefined;
}

/**
 * PostJob from a validated body: a new id, or the one the actor's
 * Idempotency-Key stands for. With a key, a post already made under it is
 * answered as it is now (a deleted one is not found); it is decided on the
 * stream itself, so two requests racing with one key still make one post.
 */
export async function postJob(ctx: ServiceContext, input: JobPostInput, meta: CommandMeta, options: PostJobOptions = {}): Promise<JobPost> {
  const key = options.idempotencyKey;
  const jobId = key ? idempotentJobId(meta.actor, key) : ctx.newId();
  const at = options.at ?? ctx.clock().toISOString();
  const { isActive, ...fields } = input;
  const state = await runJobCommands(ctx, jobId, (current) => (key && current.kind !== 'absent' ? [] : [{ type: 'PostJob', data: { jobId, fields, isActive, at } }]), meta);
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
