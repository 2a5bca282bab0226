import type { RegisterBody } from '@mitics/contracts';

import { PASSWORD_TOO_SHORT, REQUIRED_FIELDS } from './messages';

export type RegistrationRole = RegisterBody['role'];

export type RegisterForm = {
  fullName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: RegistrationRole;
  bio: string;
};

export const emptyRegisterForm: RegisterForm = {
  fullName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: 'contributor',
  bio: '',
};

/** The registration roles with their labels (staff §2). */
export const REGISTRATION_ROLES: ReadonlyArray<{ id: RegistrationRole; label: string }> = [
  { id: 'contributor', label: 'Contributor (Write articles)' },
  { id: 'editor', label: 'Editor (Review & edit articles)' },
];

export const PASSWORDS_DIFFER = "Passwords don't match";
export const MIN_PASSWORD_LENGTH = 6;

export type RegisterProblem = { message: string; fields: Array<keyof RegisterForm> };

/**
 * The first broken rule, in the spec's order (§5): username, email, full name
 * and password required; the confirmation equal to the password; at least six
 * characters. Null when the form may be sent.
 */
export function registerProblem(form: RegisterForm): RegisterProblem | null {
  const missing = (['fullName', 'username', 'email', 'password'] as const).filter((field) => form[field].trim() === '');
  if (missing.length > 0) return { message: REQUIRED_FIELDS, fields: missing };
  if (form.password !== form.confirmPassword) return { message: PASSWORDS_DIFFER, fields: ['confirmPassword'] };
  if (form.password.length < MIN_PASSWORD_LENGTH) return { message: PASSWORD_TOO_SHORT, fields: ['password'] };
  return null;
}

/** What POST /api/users/register gets: never the confirmation; bio only when written. */
export function registerBody(form: RegisterForm): RegisterBody {
  const bio = form.bio.trim();
  return {
    username: form.username.trim(),
    email: form.email.trim(),
    fullName: form.fullName.trim(),
    password: form.password,
    role: form.role,
    ...(bio ? { bio } : {}),
  };
}

export const registerToasts = {
  success: {
    title: 'Registration Successful!',
    description: 'Your account has been created. Please wait for admin approval.',
  },
  failure: (detail: string | undefined) => ({
    title: 'Registration Failed',
    description: detail ?? 'Please try again',
    variant: 'destructive' as const,
  }),
};
