import type { AdminJobPost } from '@mitics/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Switch } from 'react-aria-components';

import { errorDetail } from '../../../lib/api-client';
import { formatLongDate, parseDate } from '../../../lib/dates';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { showToast } from '../../../ui/toast';
import { changeJob, JOB_TOASTS, jobsQueryOptions, type JobChange } from '../api/jobs';
import { retryMutationOnce } from '../api/retry';
import { staffKeys } from '../api/staff-keys';
import { LoadFailure, Loading } from '../components/load-states';
import * as styles from '../components/staff.css';
import { useLockOnRefusal, type AdminTabProps } from './admin-lock';
import { ApplicationsDialog, DeleteJobDialog, JobDialog } from './job-dialogs';
import * as jobStyles from './jobs.css';

type Open = { kind: 'create' } | { kind: 'edit' | 'delete' | 'applications'; job: AdminJobPost } | null;

/** Job posts (staff §2, §4, §7, §8): create, edit, the Active toggle, delete, and each job's applications. */
export function JobsTab({ onLocked }: AdminTabProps) {
  const jobs = useQuery(jobsQueryOptions());
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  useLockOnRefusal(jobs.error, onLocked);

  const mutation = useMutation({
    mutationKey: staffKeys.mutations.job(),
    mutationFn: changeJob,
    retry: retryMutationOnce,
    onSuccess: (_answer, change) => {
      showToast({ title: JOB_TOASTS[change.action].success });
      // Readers' cached job list is now stale too.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'careers', refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: staffKeys.jobs() });
    },
    onError: (error, change) => showToast({ title: JOB_TOASTS[change.action].failure, description: errorDetail(error), variant: 'destructive' }),
  });

  const run = (change: JobChange) => mutation.mutate(change, { onSuccess: () => setOpen(null) });
  const busyId = mutation.isPending && mutation.variables.action !== 'create' ? mutation.variables.id : null;

  return (
    <section className={styles.card} aria-labelledby="jobs-title">
      <div className={styles.editorBar}>
        <div className={styles.rowMain}>
          <h2 id="jobs-title" className={styles.cardTitle}>
            Job Posts
          </h2>
          {jobs.data ? (
            <p className={styles.muted}>
              {jobs.data.length} {jobs.data.length === 1 ? 'post' : 'posts'}, {jobs.data.filter((job) => job.isActive).length} active
            </p>
          ) : null}
        </div>
        <Button size="sm" onPress={() => setOpen({ kind: 'create' })}>
          Create Job Post
        </Button>
      </div>
      {jobs.isPending ? (
        <Loading label="Loading job posts" />
      ) : jobs.isError ? (
        <LoadFailure what="job posts" onRetry={() => void jobs.refetch()} />
      ) : jobs.data.length === 0 ? (
        <p className={styles.empty}>No job posts yet</p>
      ) : (
        <ul className={styles.list} aria-labelledby="jobs-title">
          {jobs.data.map((job) => {
            const deadline = parseDate(job.applicationDeadline);
            return (
              <li key={job.id} className={styles.row} data-testid="job-row">
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>{job.title}</p>
                  <p className={styles.muted}>
                    {job.department} · {job.type} · {job.location}
                    {deadline ? ` · Deadline ${formatLongDate(deadline)}` : ''}
                  </p>
                  <p className={styles.actions}>
                    <Badge tone={job.isActive ? 'green' : 'neutral'}>{job.isActive ? 'Active' : 'Inactive'}</Badge>
                  </p>
                </div>
                <div className={styles.rowActions}>
                  <Switch
                    className={jobStyles.switchRoot}
                    isSelected={job.isActive}
                    isDisabled={busyId === job.id}
                    onChange={(isActive) => mutation.mutate({ action: 'toggle', id: job.id, isActive })}
                    aria-label={`Active: ${job.title}`}
                  >
                    <span className={jobStyles.track} aria-hidden="true">
                      <span className={jobStyles.thumb} />
                    </span>
                    Active
                  </Switch>
                  <Button variant="secondary" size="sm" onPress={() => setOpen({ kind: 'applications', job })} aria-label={`Applications for ${job.title} (${job.applicationCount})`}>
                    Applications ({job.applicationCount})
                  </Button>
                  <Button variant="secondary" size="sm" onPress={() => setOpen({ kind: 'edit', job })} aria-label={`Edit ${job.title}`}>
                    Edit
                  </Button>
                  <Button variant="secondary" size="sm" onPress={() => setOpen({ kind: 'delete', job })} aria-label={`Delete ${job.title}`}>
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <JobDialog job={open.kind === 'edit' ? open.job : null} isPending={mutation.isPending} onSubmit={run} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteJobDialog job={open.job} isPending={mutation.isPending} onConfirm={() => run({ action: 'delete', id: open.job.id })} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'applications' ? <ApplicationsDialog job={open.job} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
