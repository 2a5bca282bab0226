import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'react-router-dom';

import { errorDetail } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { container, textLink } from '../../../ui/layout.css';
import { showToast } from '../../../ui/toast';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { registerAccount } from '../api/accounts';
import { retryMutationOnce } from '../api/retry';
import { staffKeys } from '../api/staff-keys';
import { SelectField, TextAreaField, TextInputField } from '../components/fields';
import { StaffHeader } from '../components/staff-header';
import * as styles from '../components/staff.css';
import { useInvalidFields } from '../components/use-invalid-fields';
import {
  emptyRegisterForm,
  REGISTRATION_ROLES,
  registerBody,
  registerProblem,
  registerToasts,
  type RegisterForm,
} from '../lib/register-form';

/** /register: contributor (or editor) registration, approved later by an admin (staff §2, §5, §8). */
export default function RegisterPage() {
  useDocumentTitle('Join Mitics');
  const [form, setForm] = useState<RegisterForm>(emptyRegisterForm);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useInvalidFields<keyof RegisterForm>();
  const mutation = useMutation({
    mutationKey: staffKeys.mutations.register(),
    mutationFn: registerAccount,
    retry: retryMutationOnce,
  });

  const set =
    <K extends keyof RegisterForm>(field: K) =>
    (value: RegisterForm[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
      fields.clear(field);
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = registerProblem(form);
    if (problem) {
      fields.report(problem, formRef.current);
      return;
    }
    mutation.mutate(registerBody(form), {
      onSuccess: () => {
        setForm(emptyRegisterForm);
        fields.clear();
        showToast(registerToasts.success);
      },
      onError: (error) => showToast(registerToasts.failure(errorDetail(error))),
    });
  };

  return (
    <div className={container}>
      <div className={`${styles.page} ${styles.narrow}`}>
        <StaffHeader kicker="Newsroom" title="Join Mitics">
          Create your contributor account to start writing articles
        </StaffHeader>
        <Form ref={formRef} className={`${styles.card} ${styles.form}`} onSubmit={submit} validationBehavior="aria" aria-label="Registration">
          <TextInputField
            label="Full Name"
            name="fullName"
            value={form.fullName}
            onChange={set('fullName')}
            autoComplete="name"
            isRequired
            isInvalid={fields.isInvalid('fullName')}
          />
          <TextInputField
            label="Username"
            name="username"
            value={form.username}
            onChange={set('username')}
            autoComplete="username"
            isRequired
            isInvalid={fields.isInvalid('username')}
          />
          <TextInputField
            label="Email"
            name="email"
            type="email"
            value={form.email}
            onChange={set('email')}
            autoComplete="email"
            isRequired
            isInvalid={fields.isInvalid('email')}
          />
          <TextInputField
            label="Password"
            name="password"
            type="password"
            value={form.password}
            onChange={set('password')}
            placeholder="At least 6 characters"
            autoComplete="new-password"
            isRequired
            isInvalid={fields.isInvalid('password')}
          />
          <TextInputField
            label="Confirm Password"
            name="confirmPassword"
            type="password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            autoComplete="new-password"
            isRequired
            isInvalid={fields.isInvalid('confirmPassword')}
          />
          <SelectField label="Role" name="role" options={REGISTRATION_ROLES} value={form.role} onChange={set('role')} />
          <TextAreaField label="Bio (optional)" name="bio" rows={3} value={form.bio} onChange={set('bio')} />
          <div className={styles.formActions}>
            <Button type="submit" isPending={mutation.isPending}>
              {mutation.isPending ? 'Creating Account...' : 'Create Account'}
            </Button>
          </div>
          <p className={styles.muted}>
            Already have an account?{' '}
            <Link to="/login" className={textLink}>
              Sign in here
            </Link>
          </p>
        </Form>
      </div>
    </div>
  );
}
