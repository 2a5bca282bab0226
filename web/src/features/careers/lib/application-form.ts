import type { APPLICATION_MESSAGES, JobApplicationBody } from '@mitics/contracts';

import { ApiError } from '../../../lib/api-client';

export type ApplicationForm = {
  applicantName: string;
  email: string;
  phone: string;
  resumeUrl: string;
  coverLetter: string;
  portfolioUrl: string;
  linkedinUrl: string;
  availability: string;
  experienceLevel: string;
  referralSource: string;
};

export type ApplicationField = keyof ApplicationForm;

export const emptyApplicationForm: ApplicationForm = {
  applicantName: '',
  email: '',
  phone: '',
  resumeUrl: '',
  coverLetter: '',
  portfolioUrl: '',
  linkedinUrl: '',
  availability: '',
  experienceLevel: '',
  referralSource: '',
};

/** The order fields appear in, so the first invalid one takes focus. */
export const APPLICATION_FIELDS: readonly ApplicationField[] = Object.keys(emptyApplicationForm) as ApplicationField[];

/*
 * The contracts' messages, restated as literals so the careers chunk does not
 * carry zod; the type keeps them equal to the contract's.
 */
const MESSAGES: typeof APPLICATION_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  resumeUrl: 'Please enter a valid resume URL',
  url: 'Please enter a valid URL',
  coverLetter: 'Cover letter must be at least 50 characters',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The form's rules (staff §5), the same as the server's: each invalid field
 * with its message, in form order. Empty when it may be sent.
 */
export function applicationErrors(form: ApplicationForm): Partial<Record<ApplicationField, string>> {
  const errors: Partial<Record<ApplicationField, string>> = {};
  if (form.applicantName.trim().length < 2) errors.applicantName = MESSAGES.name;
  if (!EMAIL.test(form.email.trim())) errors.email = MESSAGES.email;
  if (form.resumeUrl.trim() && !isWebUrl(form.resumeUrl.trim())) errors.resumeUrl = MESSAGES.resumeUrl;
  if (form.coverLetter.trim().length < 50) errors.coverLetter = MESSAGES.coverLetter;
  for (const field of ['portfolioUrl', 'linkedinUrl'] as const) if (form[field].trim() && !isWebUrl(form[field].trim())) errors[field] = MESSAGES.url;
  return Object.fromEntries(APPLICATION_FIELDS.filter((f) => errors[f]).map((f) => [f, errors[f]]));
}

/** What POST /api/jobs/{id}/apply gets: the form, trimmed; optional fields left empty are left out. */
export function applicationBody(form: ApplicationForm): JobApplicationBody {
  const body: Record<string, string> = {};
  for (const field of APPLICATION_FIELDS) {
    const value = form[field].trim();
    if (value) body[field] = value;
  }
  return body as JobApplicationBody;
}

/**
 * The failure toast (staff §8): 'Application Failed' with the error's message,
 * or 'Please try again later.' when the request never got an answer. A refusal
 * carries the server's words; another non-OK answer 'Failed to submit application'.
 */
export function applicationFailure(error: unknown): { title: string; description: string; variant: 'destructive' } {
  const description = error instanceof ApiError ? (error.detail ?? 'Failed to submit application') : 'Please try again later.';
  return { title: 'Application Failed', description, variant: 'destructive' };
}

export const APPLICATION_SUBMITTED = {
  title: 'Application Submitted!',
  description: "We've received your application and will be in touch soon.",
} as const;

export const NO_JOB_SELECTED = { title: 'Application Failed', description: 'No job selected', variant: 'destructive' } as const;
