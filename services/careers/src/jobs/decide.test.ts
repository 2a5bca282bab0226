import { describe, expect, it } from 'vitest';
import { JobApplicationBody, JobPosted, type JobFields } from '@mitics/contracts';
import { ConflictError, NotFoundError } from '@mitics/kit';
import { submitApplication, JOB_CLOSED } from '../applications/decide.ts';
import { initialApplicationState } from '../applications/application.ts';
import { decideJob, decideJobAll, type JobCommand } from './decide.ts';
import { evolveJob, initialJobState, type JobState } from './job.ts';

const T0 = '2026-03-02T15:00:00.000Z';
const T1 = '2026-03-03T09:00:00.000Z';

const fields: JobFields = {
  title: 'Statehouse Reporter',
  department: 'Newsroom',
  type: 'Full-time',
  location: 'Lansing, MI',
  description: 'Cover the Legislature.',
  requirements: 'Two years of reporting.',
  responsibilities: 'Daily stories.',
  salaryRange: null,
  applicationDeadline: '2026-04-01',
};

const post: JobCommand = { type: 'PostJob', data: { jobId: 'job-1', fields, isActive: true, at: T0 } };

function given(...commands: JobCommand[]): JobState {
  let state = initialJobState();
  for (const command of commands) for (const event of decideJob(command, state)) state = evolveJob(state, event);
  return state;
}

const form = JobApplicationBody.parse({
  applicantName: 'Dana Whitfield',
  email: 'dana@example.com',
  coverLetter: 'I have covered city hall in Grand Rapids for three years and want to cover Lansing.',
});

describe('posting a job', () => {
  it('records the post with its fields and active flag', () => {
    const events = decideJob(post, initialJobState());
    expect(events).toEqual([{ type: 'careers.job.posted', version: 1, data: { ...fields, jobId: 'job-1', isActive: true, postedAt: T0 } }]);
    expect(JobPosted.data.safeParse(events[0]?.data).success).toBe(true);
    expect(given(post)).toEqual({ kind: 'present', job: { ...fields, id: 'job-1', isActive: true, createdAt: T0, updatedAt: T0 } });
  });

  it('refuses to post the same id twice', () => {
    expect(() => decideJob(post, given(post))).toThrow(ConflictError);
  });
});

describe('editing a job', () => {
  it('records only the fields that change', () => {
    const events = decideJob({ type: 'UpdateJob', data: { changes: { title: 'Senior Statehouse Reporter', department: 'Newsroom' }, at: T1 } }, given(post));
    expect(events).toEqual([{ type: 'careers.job.updated', version: 1, data: { jobId: 'job-1', changes: { title: 'Senior Statehouse Reporter' }, updatedAt: T1 } }]);
  });

  it('records nothing for an unchanged save', () => {
    expect(decideJob({ type: 'UpdateJob', data: { changes: { ...fields }, at: T1 } }, given(post))).toEqual([]);
  });

  it('refuses an unknown or deleted job', () => {
    const update: JobCommand = { type: 'UpdateJob', data: { changes: { title: 'X' }, at: T1 } };
    expect(() => decideJob(update, initialJobState())).toThrow(NotFoundError);
    expect(() => decideJob(update, given(post, { type: 'DeleteJob', data: { at: T1 } }))).toThrow(NotFoundError);
  });
});

describe('toggling a job active', () => {
  it('closes and reopens it, and records nothing when it already is so', () => {
    const closed = given(post, { type: 'SetJobActive', data: { isActive: false, at: T1 } });
    expect(closed).toMatchObject({ kind: 'present', job: { isActive: false, updatedAt: T1 } });
    expect(decideJob({ type: 'SetJobActive', data: { isActive: false, at: T1 } }, closed)).toEqual([]);
    expect(decideJob({ type: 'SetJobActive', data: { isActive: true, at: T1 } }, closed)[0]?.type).toBe('careers.job.opened');
  });

  it('applies an edit and a toggle as one unit', () => {
    const events = decideJobAll(
      [
        { type: 'UpdateJob', data: { changes: { location: 'Remote' }, at: T1 } },
        { type: 'SetJobActive', data: { isActive: false, at: T1 } },
      ],
      given(post),
    );
    expect(events.map((e) => e.type)).toEqual(['careers.job.updated', 'careers.job.closed']);
  });
});

describe('applying for a job', () => {
  const apply = (job: JobState, at = T1) =>
    submitApplication({ type: 'SubmitApplication', data: { applicationId: 'app-1', job, form, at } }, initialApplicationState());

  it('records the application with the job it was for', () => {
    expect(apply(given(post))).toEqual([
      {
        type: 'careers.application.submitted',
        version: 1,
        data: { ...form, applicationId: 'app-1', jobId: 'job-1', jobTitle: 'Statehouse Reporter', submittedAt: T1 },
      },
    ]);
  });

  it('refuses a closed job, and one whose deadline has passed, with the same message', () => {
    const closed = given(post, { type: 'SetJobActive', data: { isActive: false, at: T1 } });
    expect(() => apply(closed)).toThrow(new ConflictError(JOB_CLOSED));
    expect(apply(given(post), '2026-04-01T23:00:00.000Z')).toHaveLength(1);
    expect(() => apply(given(post), '2026-04-02T00:00:00.000Z')).toThrow(new ConflictError(JOB_CLOSED));
  });

  it('refuses an unknown or deleted job as not found', () => {
    expect(() => apply(initialJobState())).toThrow(NotFoundError);
    expect(() => apply(given(post, { type: 'DeleteJob', data: { at: T1 } }))).toThrow(NotFoundError);
  });
});
