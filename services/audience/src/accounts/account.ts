import { UserActivated, UserDeactivated, UserRegistered, UserRoleChanged, type AccountEvent, type UserAccount } from '@mitics/contracts';

/** One staff account's write-side state: nobody yet, or the account. */
export type AccountState = { kind: 'absent' } | { kind: 'registered'; account: UserAccount };

export const initialState = (): AccountState => ({ kind: 'absent' });

/** Every account's events live in its own stream. */
export const accountStream = (userId: string): string => `user-${userId}`;

/** An account event as decide emits it: the contract's type, version and payload. */
export type NewAccountEvent = AccountEvent & { version: number };

/** The key usernames are unique by: the username lower-cased (it is already trimmed). */
export const usernameKey = (username: string): string => username.trim().toLowerCase();

/**
 * Pending and deactivated are both `isActive: false`; an account that was
 * never approved has no `approvedAt`.
 */
export function accountStatus(account: UserAccount): 'active' | 'pending' | 'deactivated' {
  if (account.isActive) return 'active';
  return account.approvedAt === null ? 'pending' : 'deactivated';
}

const contracts = {
  [UserRegistered.type]: UserRegistered,
  [UserActivated.type]: UserActivated,
  [UserDeactivated.type]: UserDeactivated,
  [UserRoleChanged.type]: UserRoleChanged,
} as const;

const isAccountEventType = (type: string): type is keyof typeof contracts => Object.hasOwn(contracts, type);

/**
 * Reads a stored event back as a typed account event, checking its payload
 * against the contract. Events of other types give null; an account event
 * that fails its schema is a defect and throws.
 */
export function toAccountEvent(event: { type: string; data: unknown }): AccountEvent | null {
  if (!isAccountEventType(event.type)) return null;
  switch (event.type) {
    case 'audience.user.registered':
      return { type: event.type, data: UserRegistered.data.parse(event.data) };
    case 'audience.user.activated':
      return { type: event.type, data: UserActivated.data.parse(event.data) };
    case 'audience.user.deactivated':
      return { type: event.type, data: UserDeactivated.data.parse(event.data) };
    case 'audience.user.role-changed':
      return { type: event.type, data: UserRoleChanged.data.parse(event.data) };
    default:
      return exhaustive(event.type);
  }
}

/** Applies one event. Pure; shared by the command side and the read model. */
export function evolve(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'audience.user.registered': {
      if (state.kind === 'registered') return state;
      const { userId, username, email, fullName, role, bio, isActive, registeredAt } = event.data;
      return {
        kind: 'registered',
        account: { id: userId, username, email, fullName, role, bio, isActive, createdAt: registeredAt, approvedAt: isActive ? registeredAt : null },
      };
    }
    case 'audience.user.activated':
      if (state.kind === 'absent') return state;
      return { kind: 'registered', account: { ...state.account, isActive: true, approvedAt: event.data.at } };
    case 'audience.user.deactivated':
      if (state.kind === 'absent') return state;
      return { kind: 'registered', account: { ...state.account, isActive: false } };
    case 'audience.user.role-changed':
      if (state.kind === 'absent') return state;
      return { kind: 'registered', account: { ...state.account, role: event.data.role } };
    default:
      return exhaustive(event);
  }
}

export function exhaustive(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
