import { JobClosed, JobDeleted, JobOpened, JobPosted, JobUpdated, type JobFields, type JobFieldsPatch, type JobPost } from '@mitics/contracts';
import { ConflictError, NotFoundError } from '@mitics/kit';
import { emit, evolveJob, exhaustive, type JobState, type NewCareersEvent } from './job.ts';

/** Every command carries its time (`at`, ISO) from the caller: decide never reads a clock. */
export type PostJob = { type: 'PostJob'; data: { jobId: string; fields: JobFields; isActive: boolean; at: string } };
export type UpdateJob = { type: 'UpdateJob'; data: { changes: JobFieldsPatch; at: string } };
export type SetJobActive = { type: 'SetJobActive'; data: { isActive: boolean; at: string } };
export type DeleteJob = { type: 'DeleteJob'; data: { at: string } };

export type JobCommand = PostJob | UpdateJob | SetJobActive | DeleteJob;

export const JOB_NOT_FOUND = 'Job post not found';

/** The existing job a command acts on; deleted and unknown jobs are not found. */
export function existingJob(state: JobState): JobPost {
  if (state.kind !== 'present') throw new NotFoundError(JOB_NOT_FOUND);
  return state.job;
}

export function postJob({ data }: PostJob, state: JobState): NewCareersEvent[] {
  if (state.kind !== 'absent') throw new ConflictError(`Job post ${data.jobId} already exists`);
  return [emit(JobPosted, { ...data.fields, jobId: data.jobId, isActive: data.isActive, postedAt: data.at })];
}

export function updateJob({ data }: UpdateJob, state: JobState): NewCareersEvent[] {
  const job = existingJob(state);
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data.changes)) {
    if (value !== undefined && job[key as keyof JobPost] !== value) changes[key] = value;
  }
  if (Object.keys(changes).length === 0) return [];
  return [emit(JobUpdated, { jobId: job.id, changes: changes as JobFieldsPatch, updatedAt: data.at })];
}

export function setJobActive({ data }: SetJobActive, state: JobState): NewCareersEvent[] {
  const job = existingJob(state);
  if (job.isActive === data.isActive) return [];
  return [data.isActive ? emit(JobOpened, { jobId: job.id, at: data.at }) : emit(JobClosed, { jobId: job.id, at: data.at })];
}

export function deleteJob({ data }: DeleteJob, state: JobState): NewCareersEvent[] {
  const job = existingJob(state);
  return [emit(JobDeleted, { jobId: job.id, deletedAt: data.at })];
}

/** The events one command produces from the current state; throws a typed error to refuse. */
export function decideJob(command: JobCommand, state: JobState): NewCareersEvent[] {
  switch (command.type) {
    case 'PostJob':
      return postJob(command, state);
    case 'UpdateJob':
      return updateJob(command, state);
    case 'SetJobActive':
      return setJobActive(command, state);
    case 'DeleteJob':
      return deleteJob(command, state);
    default:
      return exhaustive(command);
  }
}

/** Decides several commands as one unit (one PUT): each sees the state the previous ones left. */
export function decideJobAll(commands: JobCommand[], state: JobState): NewCareersEvent[] {
  const events: NewCareersEvent[] = [];
  let current = state;
  for (const command of commands) {
    for (const event of decideJob(command, current)) {
      events.push(event);
      current = evolveJob(current, event);
    }
  }
  return events;
}
