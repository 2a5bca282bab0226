import type { ApplicationReceipt, JobApplicationBody, JobPost } from '@mitics/contracts';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, apiSend } from '../../../lib/api-client';

/** Query and mutation keys of the careers page; nothing else builds them. */
export const careersKeys = {
  all: ['careers'] as const,
  /** GET /api/jobs: the open positions. */
  jobs: () => [...careersKeys.all, 'jobs'] as const,
  apply: () => [...careersKeys.all, 'apply'] as const,
};

/** GET /api/jobs: active job posts, newest first (staff §7). */
export function jobsQueryOptions() {
  return queryOptions({ queryKey: careersKeys.jobs(), queryFn: () => apiFetch<JobPost[]>('/api/jobs') });
}

/** POST /api/jobs/{id}/apply. */
export function applyForJob({ jobId, body }: { jobId: string; body: JobApplicationBody }): Promise<ApplicationReceipt> {
  return apiSend<ApplicationReceipt>('POST', `/api/jobs/${encodeURIComponent(jobId)}/apply`, body);
}
