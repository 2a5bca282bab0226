import { z } from 'zod';
import { Id, IsoDateTime } from '../shared/ids.ts';

/**
 * Job posts and applications (staff-site §3, §5). The messages are the ones
 * the staff and careers screens show, so the BFF and services answer with the
 * same words the web validates with.
 */

export const REQUIRED_JOB_FIELDS = 'Please fill in all required fields';

/** The job types the forms offer (staff §3); other values are kept and get a neutral badge. */
export const JOB_TYPES = ['Full-time', 'Part-time', 'Internship', 'Volunteer'] as const;

const requiredText = (max: number) => z.string({ error: REQUIRED_JOB_FIELDS }).trim().min(1, REQUIRED_JOB_FIELDS).max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Empty text and null both mean "none". */
const nullableText = (max: number) =>
  z
    .union([optionalText(max), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** A calendar date (yyyy-mm-dd), or none; empty text means none. */
const deadline = z
  .union([z.iso.date({ error: 'must be a date (yyyy-mm-dd)' }), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** A job post as every API shows it. */
export const JobPost = z.object({
  id: Id,
  title: z.string(),
  department: z.string(),
  type: z.string(),
  location: z.string(),
  description: z.string(),
  requirements: z.string(),
  responsibilities: z.string(),
  salaryRange: z.string().nullable(),
  applicationDeadline: z.iso.date().nullable(),
  isActive: z.boolean(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type JobPost = z.infer<typeof JobPost>;

/** A job post in the admin list: with how many applications it has. */
export const AdminJobPost = JobPost.extend({ applicationCount: z.number().int().nonnegative() });
export type AdminJobPost = z.infer<typeof AdminJobPost>;

/** POST /api/jobs (staff §7): title, department, description, requirements and responsibilities required (§5). */
export const JobPostBody = z.object({
  title: requiredText(200),
  department: requiredText(120),
  type: optionalText(60)
    .optional()
    .transform((v) => v || 'Full-time'),
  location: optionalText(120)
    .optional()
    .transform((v) => v || 'Remote'),
  description: requiredText(10_000),
  requirements: requiredText(10_000),
  responsibilities: requiredText(10_000),
  salaryRange: nullableText(120),
  applicationDeadline: deadline,
  isActive: z.boolean().default(true),
});
export type JobPostBody = z.input<typeof JobPostBody>;
export type JobPostInput = z.output<typeof JobPostBody>;

/**
 * PUT /api/jobs/{id}: any of the fields, each checked as on creation (the
 * panel sends the whole form; the Active toggle sends `isActive` alone).
 */
export const JobPostPatchBody = z
  .object({
    title: requiredText(200).optional(),
    department: requiredText(120).optional(),
    type: requiredText(60).optional(),
    location: requiredText(120).optional(),
    description: requiredText(10_000).optional(),
    requirements: requiredText(10_000).optional(),
    responsibilities: requiredText(10_000).optional(),
    salaryRange: z.union([optionalText(120), z.null()]).optional().transform((v) => (v === undefined ? undefined : v || null)),
    applicationDeadline: z
      .union([z.iso.date({ error: 'must be a date (yyyy-mm-dd)' }), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    isActive: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Send at least one field to change');
export type JobPostPatchBody = z.input<typeof JobPostPatchBody>;
export type JobPostPatch = z.output<typeof JobPostPatchBody>;

const APPLICATION_TEXT_MAX = 500;
const optionalUrl = (message: string) =>
  z
    .union([z.literal(''), z.null(), z.string().trim().max(2000, message).pipe(z.url({ error: message, protocol: /^https?$/ }))])
    .optional()
    .transform((v) => v || null);
const optionalField = z
  .union([z.string().trim().max(APPLICATION_TEXT_MAX, `must be at most ${APPLICATION_TEXT_MAX} characters`), z.null()])
  .optional()
  .transform((v) => v || null);

export const APPLICATION_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  resumeUrl: 'Please enter a valid resume URL',
  url: 'Please enter a valid URL',
  coverLetter: 'Cover letter must be at least 50 characters',
} as const;

/**
 * POST /api/jobs/{id}/apply: an application as the applicant submits it (staff §3, rules §5).
 * Optional fields may be empty or null; its output parses again to itself.
 */
export const JobApplicationBody = z.object({
  applicantName: z.string({ error: APPLICATION_MESSAGES.name }).trim().min(2, APPLICATION_MESSAGES.name).max(120, 'Name must be at most 120 characters'),
  email: z.string({ error: APPLICATION_MESSAGES.email }).trim().pipe(z.email(APPLICATION_MESSAGES.email).max(254, APPLICATION_MESSAGES.email)),
  phone: optionalField,
  resumeUrl: optionalUrl(APPLICATION_MESSAGES.resumeUrl),
  coverLetter: z
    .string({ error: APPLICATION_MESSAGES.coverLetter })
    .trim()
    .min(50, APPLICATION_MESSAGES.coverLetter)
    .max(10_000, 'Cover letter must be at most 10000 characters'),
  portfolioUrl: optionalUrl(APPLICATION_MESSAGES.url),
  linkedinUrl: optionalUrl(APPLICATION_MESSAGES.url),
  availability: optionalField,
  experienceLevel: optionalField,
  referralSource: optionalField,
});
export type JobApplicationBody = z.input<typeof JobApplicationBody>;
export type JobApplicationInput = z.output<typeof JobApplicationBody>;

/** A submitted application as the admin listing shows it (staff §3): the fields, its id, job and time. */
export const JobApplication = z.object({
  id: Id,
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
});
export type JobApplication = z.infer<typeof JobApplication>;

/** What POST /api/jobs/{id}/apply answers: the application's id and time, never its content. */
export const ApplicationReceipt = z.object({ ok: z.literal(true), id: Id, submittedAt: IsoDateTime });
export type ApplicationReceipt = z.infer<typeof ApplicationReceipt>;

/** GET /api/admin/applications?jobId={id}. */
export const ApplicationListQuery = z.object({ jobId: Id });
