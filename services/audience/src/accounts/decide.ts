import {
  ACCOUNT_TAKEN,
  UserActivated,
  UserDeactivated,
  UserRegistered,
  UserRoleChanged,
  Username,
  normaliseEmail,
  type Role,
} from '@mitics/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@mitics/kit';
import type { z } from 'zod';
import { exhaustive, type AccountState, type NewAccountEvent } from './account.ts';

export const NO_SUCH_ACCOUNT = 'No such account';
export const LAST_ADMIN_DEACTIVATE = 'You cannot deactivate the last active admin. Make another account an active admin first';
export const LAST_ADMIN_DEMOTE = 'You cannot remove the admin role from the last active admin. Make another account an active admin first';
const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * Every command carries its time (`at`, ISO) from the caller: decide never
 * reads a clock. Nothing here carries a password: the hash is stored apart
 * before the command runs, and events never hold either.
 */
export type RegisterUser = {
  type: 'RegisterUser';
  data: {
    userId: string;
    username: string;
    /** As typed; decide normalises it (trimmed, lowercase). */
    email: string;
    fullName: string;
    role: Role;
    bio: string | null;
    /** false for a registration (pending approval); true for the first admin. */
    isActive: boolean;
    at: string;
  };
};

/** Approve a pending account, or re-activate a deactivated one. */
export type ActivateUser = { type: 'ActivateUser'; data: { at: string } };

/**
 * `activeAdmins`: how many active admins there are now, from the read model,
 * so decide can keep at least one without reading other streams.
 */
export type DeactivateUser = { type: 'DeactivateUser'; data: { at: string; activeAdmins: number } };

export type ChangeUserRole = { type: 'ChangeUserRole'; data: { role: Role; at: string; activeAdmins: number } };

export type AccountCommand = RegisterUser | ActivateUser | DeactivateUser | ChangeUserRole;

// Each event is built from its contract, so type, version and payload shape cannot drift apart.
const registered = (data: z.infer<typeof UserRegistered.data>): NewAccountEvent => ({ type: UserRegistered.type, version: UserRegistered.version, data });
const activated = (data: z.infer<typeof UserActivated.data>): NewAccountEvent => ({ type: UserActivated.type, version: UserActivated.version, data });
const deactivated = (data: z.infer<typeof UserDeactivated.data>): NewAccountEvent => ({ type: UserDeactivated.type, version: UserDeactivated.version, data });
const roleChanged = (data: z.infer<typeof UserRoleChanged.data>): NewAccountEvent => ({ type: UserRoleChanged.type, version: UserRoleChanged.version, data });

/** Registers an account under a fresh id; the stream must be new. */
export function registerUser({ data }: RegisterUser, state: AccountState): NewAccountEvent[] {
  if (state.kind === 'registered') throw new ConflictError(ACCOUNT_TAKEN);
  const username = Username.safeParse(data.username);
  if (!username.success) {
    const message = username.error.issues[0]?.message ?? 'Please choose another username';
    throw new ValidationError(message, { username: message });
  }
  const email = normaliseEmail(data.email);
  if (!UserRegistered.data.shape.email.safeParse(email).success) throw new ValidationError(INVALID_EMAIL, { email: INVALID_EMAIL });
  const fullName = data.fullName.trim();
  if (!fullName) throw new ValidationError('Please fill in all required fields', { fullName: 'Please fill in all required fields' });
  return [
    registered({
      userId: data.userId,
      username: username.data,
      email,
      fullName,
      role: data.role,
      bio: data.bio?.trim() || null,
      isActive: data.isActive,
      registeredAt: data.at,
    }),
  ];
}

/** Approves a pending account or re-activates a deactivated one; an active account records nothing. */
export function activateUser({ data }: ActivateUser, state: AccountState): NewAccountEvent[] {
  if (state.kind === 'absent') throw new NotFoundError(NO_SUCH_ACCOUNT);
  if (state.account.isActive) return [];
  return [activated({ userId: state.account.id, at: data.at })];
}

/** Deactivates an account, never the last active admin; an inactive account records nothing. */
export function deactivateUser({ data }: DeactivateUser, state: AccountState): NewAccountEvent[] {
  if (state.kind === 'absent') throw new NotFoundError(NO_SUCH_ACCOUNT);
  const { account } = state;
  if (!account.isActive) return [];
  if (account.role === 'admin' && data.activeAdmins <= 1) throw new ConflictError(LAST_ADMIN_DEACTIVATE);
  return [deactivated({ userId: account.id, at: data.at })];
}

/** Changes an account's role, never demoting the last active admin; the same role records nothing. */
export function changeUserRole({ data }: ChangeUserRole, state: AccountState): NewAccountEvent[] {
  if (state.kind === 'absent') throw new NotFoundError(NO_SUCH_ACCOUNT);
  const { account } = state;
  if (account.role === data.role) return [];
  if (account.role === 'admin' && account.isActive && data.activeAdmins <= 1) throw new ConflictError(LAST_ADMIN_DEMOTE);
  return [roleChanged({ userId: account.id, role: data.role, from: account.role, at: data.at })];
}

/** The events one command produces from the current state; throws a typed error to refuse. */
export function decide(command: AccountCommand, state: AccountState): NewAccountEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'ActivateUser':
      return activateUser(command, state);
    case 'DeactivateUser':
      return deactivateUser(command, state);
    case 'ChangeUserRole':
      return changeUserRole(command, state);
    default:
      return exhaustive(command);
  }
}
