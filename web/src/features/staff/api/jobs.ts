import type { AdminJobPost, JobApplication, JobPost, JobPostBody, JobPostPatchBody } from '@mitics/contracts';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch, apiSend } from '../../../lib/api-client';
import { retryStaffRead } from './retry';
import { staffKeys } from './staff-keys';

/** GET /api/admin/jobs: every post, active or not, with its application count. */
export function jobsQueryOptions() {
  return queryOptions({ queryKey: staffKeys.jobs(), queryFn: () => apiFetch<AdminJobPost[]>('/api/admin/jobs'), retry: retryStaffRead, staleTime: 0 });
}

/** GET /api/admin/applications?jobId={id}: one job's applications, newest first. */
export function applicationsQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: staffKeys.applications(jobId),
    queryFn: () => apiFetch<JobApplication[]>(`/api/admin/applications?jobId=${encodeURIComponent(jobId)}`),
    retry: retryStaffRead,
    staleTime: 0,
  });
}

export type JobChange =
  | { action: 'create'; body: JobPostBody }
  | { action: 'update'; id: string; body: JobPostPatchBody }
  | { action: 'toggle'; id: string; isActive: boolean }
  | { action: 'delete'; id: string };

/** POST /api/jobs, PUT /api/jobs/{id} (the form, or the Active toggle alone), DELETE /api/jobs/{id}. */
export function changeJob(change: JobChange): Promise<JobPost | { id: string; deleted: true }> {
  switch (change.action) {
    case 'create':
      return apiSend('POST', '/api/jobs', change.body);
    case 'update':
      return apiSend('PUT', `/api/jobs/${encodeURIComponent(change.id)}`, change.body);
    case 'toggle':
      return apiSend('PUT', `/api/jobs/${encodeURIComponent(change.id)}`, { isActive: change.isActive });
    case 'delete':
      return apiSend('DELETE', `/api/jobs/${encodeURIComponent(change.id)}`);
  }
}

/** The toasts of each change (staff §8); the toggle is an update. */
export const JOB_TOASTS: Record<JobChange['action'], { success: string; failure: string }> = {
  create: { success: 'Job post created successfully', failure: 'Failed to create job post' },
  update: { success: 'Job post updated successfully', failure: 'Failed to update job post' },
  toggle: { success: 'Job post updated successfully', failure: 'Failed to update job post' },
  delete: { success: 'Job post deleted successfully', failure: 'Failed to delete job post' },
};
