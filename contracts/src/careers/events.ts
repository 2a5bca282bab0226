import { z } from 'zod';
import { defineEvent } from '../shared/event.ts';
import { Id, IsoDateTime } from '../shared/ids.ts';

/** Every field an admin edits on a job post; carried whole when posted. */
export const JobFields = z.object({
  title: z.string(),
  department: z.string(),
  type: z.string(),
  location: z.string(),
  description: z.string(),
  requirements: z.string(),
  responsibilities: z.string(),
  salaryRange: z.string().nullable(),
  applicationDeadline: z.iso.date().nullable(),
});
export type JobFields = z.infer<typeof JobFields>;

export const JobFieldsPatch = JobFields.partial();
export type JobFieldsPatch = z.infer<typeof JobFieldsPatch>;

/** A new job post, active or not. */
export const JobPosted = defineEvent('careers.job.posted', 1, JobFields.extend({ jobId: Id, isActive: z.boolean(), postedAt: IsoDateTime }));
/** Fields of a job post changed; only the changed ones are carried. */
export const JobUpdated = defineEvent('careers.job.updated', 1, z.object({ jobId: Id, changes: JobFieldsPatch, updatedAt: IsoDateTime }));
/** The post is shown to applicants again. */
export const JobOpened = defineEvent('careers.job.opened', 1, z.object({ jobId: Id, at: IsoDateTime }));
/** The post is hidden from applicants (staff §4: inactive jobs are not visible to applicants). */
export const JobClosed = defineEvent('careers.job.closed', 1, z.object({ jobId: Id, at: IsoDateTime }));
/** The post is gone for good; its applications stay for the admins. */
export const JobDeleted = defineEvent('careers.job.deleted', 1, z.object({ jobId: Id, deletedAt: IsoDateTime }));

/** Someone applied for an open job. Carries the applicant's details: admins only ever read them. */
export const ApplicationSubmitted = defineEvent(
  'careers.application.submitted',
  1,
  z.object({
    applicationId: Id,
    jobId: Id,
    jobTitle: z.string(),
    applicantName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    resumeUrl: z.string().nullable(),
    coverLetter: z.string(),
    portfolioUrl: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    availability: z.string().nullable(),
    experienceLevel: z.string().nullable(),
    referralSource: z.string().nullable(),
    submittedAt: IsoDateTime,
  }),
);

export const careersEvents = { JobPosted, JobUpdated, JobOpened, JobClosed, JobDeleted, ApplicationSubmitted } as const;

/** The union of careers event payloads keyed by type, for exhaustive evolve functions. */
export type CareersEvent = {
  [K in keyof typeof careersEvents]: {
    type: (typeof careersEvents)[K]['type'];
    data: z.infer<(typeof careersEvents)[K]['data']>;
  };
}[keyof typeof careersEvents];
