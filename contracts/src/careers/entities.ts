import { z } from 'zod';
import { Id, IsoDateTime } from '../shared/ids.ts';

const required = (field: string) => z.string().trim().min(1, `${field} is required`);
const optionalUrl = (message: string) => z.union([z.url({ error: message }), z.literal('')]).optional();

export const JobType = z.string().default('Full-time');

export const JobPost = z.object({
  id: Id,
  title: required('title'),
  department: required('department'),
  type: JobType,
  location: z.string().default('Remote'),
  description: required('description'),
  requirements: required('requirements'),
  responsibilities: required('responsibilities'),
  salaryRange: z.string().nullable().optional(),
  applicationDeadline: z.iso.date().nullable().optional(),
  isActive: z.boolean(),
});
export type JobPost = z.infer<typeof JobPost>;

/** An application as the applicant submits it (staff §3, rules §5). */
export const JobApplication = z.object({
  applicantName: z.string().trim().min(2, 'Name must be at least 2 characters'),
  email: z.email('Please enter a valid email address'),
  phone: z.string().optional(),
  resumeUrl: optionalUrl('Please enter a valid resume URL'),
  coverLetter: z.string().trim().min(50, 'Cover letter must be at least 50 characters'),
  portfolioUrl: optionalUrl('Please enter a valid URL'),
  linkedinUrl: optionalUrl('Please enter a valid URL'),
  availability: z.string().optional(),
  experienceLevel: z.string().optional(),
  referralSource: z.string().optional(),
});
export type JobApplication = z.infer<typeof JobApplication>;

/** An application as the admin listing shows it. */
export const JobApplicationRecord = JobApplication.extend({ id: Id, jobId: Id, submittedAt: IsoDateTime });
export type JobApplicationRecord = z.infer<typeof JobApplicationRecord>;
