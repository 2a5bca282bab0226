import type { JobPost, JobPostBody } from '@mitics/contracts';

import type { FormProblem } from './article-form';
import { REQUIRED_FIELDS } from './messages';

export type JobForm = {
  title: string;
  department: string;
  type: string;
  location: string;
  description: string;
  requirements: string;
  responsibilities: string;
  salaryRange: string;
  applicationDeadline: string;
  isActive: boolean;
};

export type JobTextField = Exclude<keyof JobForm, 'isActive'>;

/** The job types the form offers (staff §3); a post with another keeps it as a choice. */
export const JOB_TYPE_OPTIONS = ['Full-time', 'Part-time', 'Internship', 'Volunteer'] as const;

/** A new post: Full-time, Remote and active by default (staff §3). */
export const emptyJobForm: JobForm = {
  title: '',
  department: '',
  type: 'Full-time',
  location: 'Remote',
  description: '',
  requirements: '',
  responsibilities: '',
  salaryRange: '',
  applicationDeadline: '',
  isActive: true,
};

export function jobFormFrom(job: JobPost): JobForm {
  return {
    title: job.title,
    department: job.department,
    type: job.type,
    location: job.location,
    description: job.description,
    requirements: job.requirements,
    responsibilities: job.responsibilities,
    salaryRange: job.salaryRange ?? '',
    applicationDeadline: job.applicationDeadline ?? '',
    isActive: job.isActive,
  };
}

const REQUIRED: readonly JobTextField[] = ['title', 'department', 'description', 'requirements', 'responsibilities'];

/** Job create (staff §5): title, department, description, requirements, responsibilities required. */
export function jobProblem(form: JobForm): FormProblem<JobTextField> | null {
  const missing = REQUIRED.filter((field) => form[field].trim() === '');
  if (missing.length > 0) return { message: REQUIRED_FIELDS, fields: missing };
  if (form.applicationDeadline && !/^\d{4}-\d{2}-\d{2}$/.test(form.applicationDeadline)) {
    return { message: 'Please enter the deadline as a date', fields: ['applicationDeadline'] };
  }
  return null;
}

/** The body of POST /api/jobs and PUT /api/jobs/{id}: trimmed, empty optional fields as null, defaults for type and location. */
export function jobBody(form: JobForm): JobPostBody {
  return {
    title: form.title.trim(),
    department: form.department.trim(),
    type: form.type.trim() || 'Full-time',
    location: form.location.trim() || 'Remote',
    description: form.description.trim(),
    requirements: form.requirements.trim(),
    responsibilities: form.responsibilities.trim(),
    salaryRange: form.salaryRange.trim() || null,
    applicationDeadline: form.applicationDeadline || null,
    isActive: form.isActive,
  };
}
