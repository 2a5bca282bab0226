import { ApplicationSubmitted, type JobApplicationInput } from '@mitics/contracts';
import { ConflictError } from '@mitics/kit';
import { emit, type JobState, type NewCareersEvent } from '../jobs/job.ts';
import { existingJob } from '../jobs/decide.ts';
import type { ApplicationState } from './application.ts';

export const JOB_CLOSED = 'This position is no longer accepting applications';

/** SubmitApplication: the applicant's validated form, for the job as it stood when they applied. */
export type SubmitApplication = {
  type: 'SubmitApplication';
  data: { applicationId: string; job: JobState; form: JobApplicationInput; at: string };
};

/**
 * Accepts an application for an open job. Unknown and deleted jobs are not
 * found; an inactive job (hidden from applicants, staff §4) and a deadline
 * already passed refuse with 409.
 */
export function submitApplication({ data }: SubmitApplication, state: ApplicationState): NewCareersEvent[] {
  const job = existingJob(data.job);
  if (state.kind !== 'absent') throw new ConflictError(`Application ${data.applicationId} already exists`);
  if (!job.isActive) throw new ConflictError(JOB_CLOSED);
  // The deadline day itself still counts (Michigan time is close enough to UTC for a whole day's grace).
  if (job.applicationDeadline && data.at.slice(0, 10) > job.applicationDeadline) throw new ConflictError(JOB_CLOSED);
  return [emit(ApplicationSubmitted, { ...data.form, applicationId: data.applicationId, jobId: job.id, jobTitle: job.title, submittedAt: data.at })];
}
