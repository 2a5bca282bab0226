import type { AdminJobPost, JobPost } from '@mitics/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';

import { formatLongDate, parseDate } from '../../../lib/dates';
import { Button } from '../../../ui/button';
import { textLink } from '../../../ui/layout.css';
import { applicationsQueryOptions, type JobChange } from '../api/jobs';
import { CheckboxField, SelectField, TextAreaField, TextInputField } from '../components/fields';
import { LoadFailure, Loading } from '../components/load-states';
import * as styles from '../components/staff.css';
import { useInvalidFields } from '../components/use-invalid-fields';
import { emptyJobForm, JOB_TYPE_OPTIONS, jobBody, jobFormFrom, jobProblem, type JobForm, type JobTextField } from '../lib/job-form';
import * as jobStyles from './jobs.css';

function typeOptions(current: string) {
  const types: string[] = [...JOB_TYPE_OPTIONS];
  if (current && !types.includes(current)) types.push(current);
  return types.map((type) => ({ id: type, label: type }));
}

type JobDialogProps = {
  /** The post to edit; null creates one. */
  job: JobPost | null;
  isPending: boolean;
  onSubmit: (change: JobChange) => void;
  onClose: () => void;
};

/** Create or edit a job post (staff §2, §5): the required fields say so with the panel's toast. */
export function JobDialog({ job, isPending, onSubmit, onClose }: JobDialogProps) {
  const [form, setForm] = useState<JobForm>(() => (job ? jobFormFrom(job) : emptyJobForm));
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useInvalidFields<JobTextField>();

  const set =
    <K extends keyof JobForm>(field: K) =>
    (value: JobForm[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
      if (field !== 'isActive') fields.clear(field as JobTextField);
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const problem = jobProblem(form);
    if (problem) {
      fields.report(problem, formRef.current);
      return;
    }
    onSubmit(job ? { action: 'update', id: job.id, body: jobBody(form) } : { action: 'create', body: jobBody(form) });
  };

  const title = job ? 'Edit Job Post' : 'Create Job Post';
  return (
    <ModalOverlay isOpen isDismissable={!isPending} onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.wideModal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.dialogTitle}>
            {title}
          </Heading>
          <Form ref={formRef} className={styles.form} onSubmit={submit} validationBehavior="aria" aria-label={title}>
            <TextInputField label="Job Title" name="title" value={form.title} onChange={set('title')} isRequired isInvalid={fields.isInvalid('title')} />
            <div className={styles.twoColumns}>
              <TextInputField label="Department" name="department" value={form.department} onChange={set('department')} isRequired isInvalid={fields.isInvalid('department')} />
              <SelectField label="Type" name="type" options={typeOptions(form.type)} value={form.type} onChange={set('type')} />
            </div>
            <div className={styles.twoColumns}>
              <TextInputField label="Location" name="location" value={form.location} onChange={set('location')} />
              <TextInputField label="Salary Range" name="salaryRange" value={form.salaryRange} onChange={set('salaryRange')} placeholder="Optional" />
            </div>
            <TextInputField
              label="Application Deadline"
              name="applicationDeadline"
              type="date"
              value={form.applicationDeadline}
              onChange={set('applicationDeadline')}
              isInvalid={fields.isInvalid('applicationDeadline')}
              description="Optional. Applications are taken through this day."
            />
            <TextAreaField label="Description" name="description" rows={4} value={form.description} onChange={set('description')} isRequired isInvalid={fields.isInvalid('description')} />
            <TextAreaField
              label="Requirements"
              name="requirements"
              rows={4}
              value={form.requirements}
              onChange={set('requirements')}
              isRequired
              isInvalid={fields.isInvalid('requirements')}
              description="One per line"
            />
            <TextAreaField
              label="Responsibilities"
              name="responsibilities"
              rows={4}
              value={form.responsibilities}
              onChange={set('responsibilities')}
              isRequired
              isInvalid={fields.isInvalid('responsibilities')}
              description="One per line"
            />
            <CheckboxField isSelected={form.isActive} onChange={set('isActive')} name="isActive">
              Active (shown on the careers page)
            </CheckboxField>
            <div className={styles.formActions}>
              <Button type="submit" isPending={isPending}>
                {isPending ? 'Saving...' : job ? 'Save Changes' : 'Create Job Post'}
              </Button>
              <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
                Cancel
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Delete a job post, after a confirmation; its applications stay readable by admins through the API. */
export function DeleteJobDialog({ job, isPending, onConfirm, onClose }: { job: JobPost; isPending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <ModalOverlay isOpen isDismissable={!isPending} onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.dialogTitle}>
            Delete this job post?
          </Heading>
          <p>&ldquo;{job.title}&rdquo; will be removed from the careers page. This cannot be undone.</p>
          <div className={styles.formActions}>
            <Button className={styles.dangerButton} isPending={isPending} onPress={onConfirm}>
              {isPending ? 'Deleting...' : 'Delete'}
            </Button>
            <Button variant="secondary" onPress={onClose} autoFocus>
              Cancel
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function Link({ href, label }: { href: string | null; label: string }) {
  if (!href) return null;
  return (
    <>
      <dt className={jobStyles.dt}>{label}</dt>
      <dd>
        <a href={href} target="_blank" rel="noopener noreferrer" className={textLink}>
          {href}
        </a>
      </dd>
    </>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <dt className={jobStyles.dt}>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** The applications received for one job (staff §2), newest first. Admins only: the server refuses anyone else. */
export function ApplicationsDialog({ job, onClose }: { job: AdminJobPost; onClose: () => void }) {
  const applications = useQuery(applicationsQueryOptions(job.id));
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.wideModal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.dialogTitle}>
            Applications: {job.title}
          </Heading>
          {applications.isPending ? (
            <Loading label="Loading applications" />
          ) : applications.isError ? (
            <LoadFailure what="applications" onRetry={() => void applications.refetch()} />
          ) : applications.data.length === 0 ? (
            <p className={styles.empty}>No applications received yet for this job</p>
          ) : (
            <ul className={styles.list} aria-label={`Applications for ${job.title}`}>
              {applications.data.map((application) => {
                const submitted = parseDate(application.submittedAt);
                return (
                  <li key={application.id} className={jobStyles.application} data-testid="application">
                    <p className={styles.rowTitle}>{application.applicantName}</p>
                    <p className={styles.muted}>
                      <a className={textLink} href={`mailto:${application.email}`}>
                        {application.email}
                      </a>
                      {application.phone ? ` · ${application.phone}` : ''} · Submitted {submitted ? formatLongDate(submitted) : 'Recently'}
                    </p>
                    <dl className={jobStyles.dl}>
                      <Link label="Resume" href={application.resumeUrl} />
                      <Link label="Portfolio" href={application.portfolioUrl} />
                      <Link label="LinkedIn" href={application.linkedinUrl} />
                      <Detail label="Availability" value={application.availability} />
                      <Detail label="Experience" value={application.experienceLevel} />
                      <Detail label="Heard via" value={application.referralSource} />
                    </dl>
                    <p className={jobStyles.letter}>{application.coverLetter}</p>
                  </li>
                );
              })}
            </ul>
          )}
          <div className={styles.formActions}>
            <Button variant="secondary" onPress={onClose} autoFocus>
              Close
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
