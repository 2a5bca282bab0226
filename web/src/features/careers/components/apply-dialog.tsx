import type { JobPost } from '@mitics/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';

import { Button } from '../../../ui/button';
import { TextAreaField, TextInputField } from '../../../ui/fields';
import * as page from '../../../ui/page.css';
import { showToast } from '../../../ui/toast';
import { applyForJob, careersKeys } from '../api/careers';
import {
  APPLICATION_FIELDS,
  APPLICATION_SUBMITTED,
  applicationBody,
  applicationErrors,
  applicationFailure,
  emptyApplicationForm,
  NO_JOB_SELECTED,
  type ApplicationField,
  type ApplicationForm,
} from '../lib/application-form';
import * as styles from './careers.css';

type FieldSpec = { field: ApplicationField; label: string; type?: 'text' | 'email' | 'url'; autoComplete?: string; required?: boolean; placeholder?: string };

const CONTACT_FIELDS: FieldSpec[] = [
  { field: 'applicantName', label: 'Full Name', autoComplete: 'name', required: true },
  { field: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', label: 'Phone', autoComplete: 'tel' },
  { field: 'resumeUrl', label: 'Resume URL', type: 'url', placeholder: 'https://' },
];

const LINK_FIELDS: FieldSpec[] = [
  { field: 'portfolioUrl', label: 'Portfolio URL', type: 'url', placeholder: 'https://' },
  { field: 'linkedinUrl', label: 'LinkedIn URL', type: 'url', placeholder: 'https://' },
  { field: 'availability', label: 'Availability', placeholder: 'e.g. Two weeks after an offer' },
  { field: 'experienceLevel', label: 'Experience Level', placeholder: 'e.g. Three years reporting' },
  { field: 'referralSource', label: 'How did you hear about us?' },
];

type ApplyDialogProps = {
  /** The chosen job; null closes the dialog. */
  job: JobPost | null;
  onClose: () => void;
};

/**
 * 'Apply for: {job title}' (staff §2, §4, §5, §8): the application form with
 * the rules under each field. Success closes it, clears the job and resets
 * the form; a failure keeps it open with what was typed.
 */
export function ApplyDialog({ job, onClose }: ApplyDialogProps) {
  const [form, setForm] = useState<ApplicationForm>(emptyApplicationForm);
  const [errors, setErrors] = useState<Partial<Record<ApplicationField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useMutation({ mutationKey: careersKeys.apply(), mutationFn: applyForJob, retry: false });

  const close = () => {
    if (mutation.isPending) return;
    setErrors({});
    onClose();
  };

  const set = (field: ApplicationField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!job) {
      showToast(NO_JOB_SELECTED);
      return;
    }
    const found = applicationErrors(form);
    setErrors(found);
    const first = APPLICATION_FIELDS.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    mutation.mutate(
      { jobId: job.id, body: applicationBody(form) },
      {
        onSuccess: () => {
          showToast(APPLICATION_SUBMITTED);
          setForm(emptyApplicationForm);
          setErrors({});
          onClose();
        },
        onError: (error) => showToast(applicationFailure(error)),
      },
    );
  };

  const field = ({ field: name, label, type, autoComplete, required, placeholder }: FieldSpec) => (
    <TextInputField
      key={name}
      label={label}
      name={name}
      type={type ?? 'text'}
      value={form[name]}
      onChange={set(name)}
      isRequired={required}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      {...(autoComplete ? { autoComplete } : {})}
      {...(placeholder ? { placeholder } : {})}
    />
  );

  return (
    <ModalOverlay isOpen={job !== null} isDismissable={!mutation.isPending} onOpenChange={(open) => !open && close()} className={page.overlay}>
      <Modal className={page.modal}>
        <Dialog className={page.dialog}>
          <Heading slot="title" level={2} className={page.dialogTitle}>
            Apply for: {job?.title}
          </Heading>
          <p className={page.meta}>Fields marked with an asterisk are required.</p>
          <Form ref={formRef} className={styles.formGrid} onSubmit={submit} validationBehavior="aria" aria-label={`Application for ${job?.title ?? 'a job'}`}>
            {CONTACT_FIELDS.map(field)}
            <TextAreaField
              label="Cover Letter"
              name="coverLetter"
              rows={6}
              value={form.coverLetter}
              onChange={set('coverLetter')}
              isRequired
              isInvalid={Boolean(errors.coverLetter)}
              errorMessage={errors.coverLetter}
              description="At least 50 characters: why this job, and why you."
            />
            {LINK_FIELDS.map(field)}
            <div className={page.actions}>
              <Button type="submit" isPending={mutation.isPending}>
                {mutation.isPending ? 'Submitting...' : 'Submit Application'}
              </Button>
              <Button variant="secondary" onPress={close} isDisabled={mutation.isPending}>
                Cancel
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
