import { z } from 'zod';
import { defineEvent } from '../shared/event.ts';
import { Id, IsoDateTime } from '../shared/ids.ts';
import { Role, User } from './entities.ts';

/**
 * Staff accounts (staff-site §3, §4, §6 and issue 4). Passwords and their
 * hashes live only inside the audience service: no schema here carries a hash,
 * and only the request bodies that must (registration, sign-in, admin verify)
 * carry a password.
 */

export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose one that is harder to guess';
export const INVALID_SIGN_IN = 'Invalid username or password';
export const INVALID_ADMIN_PASSWORD = 'Invalid password';
export const ACCOUNT_PENDING = 'Your account is waiting for admin approval';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated';
export const ACCOUNT_TAKEN = 'That username or email is already registered';
/**
 * The one answer to a registration, whether or not the username or email was
 * free (staff §8 'Registration Successful!'): nobody can list staff accounts
 * by trying names.
 */
export const REGISTRATION_RECEIVED = 'Your account has been created. Please wait for admin approval.';

/** A username: letters, digits, dot, dash, underscore; compared case-insensitively. */
export const Username = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELDS)
  .max(60, 'Username must be at most 60 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may only use letters, digits, dots, dashes and underscores');

/** What an admin sees of an account: the User of staff §3 plus bio and dates. Never a password or hash. */
export const UserAccount = User.extend({
  bio: z.string().nullable(),
  createdAt: IsoDateTime,
  /** When the account was last activated (approved); null while pending. */
  approvedAt: IsoDateTime.nullable(),
});
export type UserAccount = z.infer<typeof UserAccount>;

/** POST /api/users/register: validated in the spec's order (§5); the confirmation is checked by the web only. */
export const RegisterBody = z.object({
  username: Username,
  email: z.string().trim().min(1, REQUIRED_FIELDS).pipe(z.email('Please enter a valid email address').max(254)),
  fullName: z.string().trim().min(1, REQUIRED_FIELDS).max(120, 'Full name must be at most 120 characters'),
  password: z.string().min(1, REQUIRED_FIELDS).min(6, PASSWORD_TOO_SHORT).max(200, 'Password must be at most 200 characters'),
  role: z.enum(['contributor', 'editor']).default('contributor'),
  bio: z.string().trim().max(2000, 'Bio must be at most 2000 characters').optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** POST /api/auth/login: a username or an email address, and the password. */
export const SignInBody = z.object({
  login: z.string().trim().min(1, 'Please enter your username or email').max(254),
  password: z.string().min(1, 'Please enter your password').max(200),
});
export type SignInBody = z.infer<typeof SignInBody>;

/** POST /api/admin/verify (staff §7). */
export const AdminVerifyBody = z.object({
  password: z.string().refine((v) => v.trim().length > 0, 'Please enter the admin password').pipe(z.string().max(200)),
});
export type AdminVerifyBody = z.infer<typeof AdminVerifyBody>;

/** PUT /api/admin/users/{id}/role (staff §7). */
export const RoleChangeBody = z.object({ role: Role });
export type RoleChangeBody = z.infer<typeof RoleChangeBody>;

/** The answer of sign-in, admin verify and GET /api/auth/me: who is signed in (null: nobody). */
export const SessionInfo = z.object({ user: UserAccount.nullable() });
export type SessionInfo = z.infer<typeof SessionInfo>;

/** POST /api/review/{id}/request-changes: the notes the author reads under 'Editor Notes:'. */
export const RequestChangesBody = z.object({
  reviewNotes: z.string().trim().min(1, 'Please write notes for the author').max(5000, 'Notes must be at most 5000 characters'),
});
export type RequestChangesBody = z.infer<typeof RequestChangesBody>;

/**
 * The header every state-changing call from the web carries (with an Origin
 * of the site itself): a cross-site form or script cannot set it without a
 * CORS preflight the BFF never grants.
 */
export const CSRF_HEADER = 'x-mitics-csrf';
export const CSRF_HEADER_VALUE = '1';

// Internal audience-service bodies (BFF → audience), validated there too.

/** POST /accounts/sign-in: `address` is the client address the BFF saw, for per-address limits. */
export const AccountSignInBody = SignInBody.extend({ address: z.string().trim().min(1).max(100) });
export type AccountSignInBody = z.infer<typeof AccountSignInBody>;

/** POST /accounts/verify-admin: the signed-in admin's id (the gate opens only for a signed-in admin). */
export const AccountVerifyAdminBody = AdminVerifyBody.extend({
  userId: Id,
  address: z.string().trim().min(1).max(100),
});
export type AccountVerifyAdminBody = z.infer<typeof AccountVerifyAdminBody>;

/** POST /accounts/register: the registration and the client address, for per-address limits. */
export const AccountRegisterBody = RegisterBody.extend({ address: z.string().trim().min(1).max(100) });
export type AccountRegisterBody = z.infer<typeof AccountRegisterBody>;

/** The answer to POST /api/users/register (201), the same whether or not an account was made. */
export const RegistrationReceived = z.object({ message: z.string() });
export type RegistrationReceived = z.infer<typeof RegistrationReceived>;

// Events: what happened to accounts. No password, no hash, ever.

export const UserRegistered = defineEvent(
  'audience.user.registered',
  1,
  z.object({
    userId: Id,
    username: z.string(),
    email: z.email(),
    fullName: z.string(),
    role: Role,
    bio: z.string().nullable(),
    /** false: pending approval; the bootstrap admin starts active. */
    isActive: z.boolean(),
    registeredAt: IsoDateTime,
  }),
);
export const UserActivated = defineEvent('audience.user.activated', 1, z.object({ userId: Id, at: IsoDateTime }));
export const UserDeactivated = defineEvent('audience.user.deactivated', 1, z.object({ userId: Id, at: IsoDateTime }));
export const UserRoleChanged = defineEvent('audience.user.role-changed', 1, z.object({ userId: Id, role: Role, from: Role, at: IsoDateTime }));

export const accountEvents = { UserRegistered, UserActivated, UserDeactivated, UserRoleChanged } as const;
export type AccountEvent = {
  [K in keyof typeof accountEvents]: {
    type: (typeof accountEvents)[K]['type'];
    data: z.infer<(typeof accountEvents)[K]['data']>;
  };
}[keyof typeof accountEvents];
