import { describe, expect, it } from 'vitest';
import { ACCOUNT_TAKEN, UserActivated, UserDeactivated, UserRegistered, UserRoleChanged } from '@mitics/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@mitics/kit';
import { accountStatus, evolve, initialState, toAccountEvent, type AccountState, type NewAccountEvent } from './account.ts';
import { LAST_ADMIN_DEACTIVATE, LAST_ADMIN_DEMOTE, NO_SUCH_ACCOUNT, decide, type AccountCommand, type RegisterUser } from './decide.ts';

const T0 = '2026-11-20T12:00:00.000Z';
const T1 = '2026-11-21T09:30:00.000Z';
const T2 = '2026-11-22T16:45:00.000Z';

const registerCmd = (overrides: Partial<RegisterUser['data']> = {}): RegisterUser => ({
  type: 'RegisterUser',
  data: { userId: 'u1', username: 'ann_voter', email: 'ann@example.com', fullName: 'Ann Voter', role: 'contributor', bio: null, isActive: false, at: T0, ...overrides },
});
const activateCmd = (at = T1): AccountCommand => ({ type: 'ActivateUser', data: { at } });
const deactivateCmd = (activeAdmins = 2, at = T2): AccountCommand => ({ type: 'DeactivateUser', data: { at, activeAdmins } });
const roleCmd = (role: 'contributor' | 'editor' | 'admin', activeAdmins = 2, at = T2): AccountCommand => ({ type: 'ChangeUserRole', data: { role, at, activeAdmins } });

/** Given these earlier commands (decided and applied in order), the state they leave. */
function given(...commands: AccountCommand[]): AccountState {
  let state = initialState();
  for (const command of commands) for (const event of decide(command, state)) state = evolve(state, event);
  return state;
}

const when = (state: AccountState, command: AccountCommand): NewAccountEvent[] => decide(command, state);

function refusalOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

function accountOf(state: AccountState) {
  if (state.kind === 'absent') throw new Error('expected an account');
  return state.account;
}

describe('registering', () => {
  it('records a pending account with the normalised email, trimmed name and no bio', () => {
    const events = when(initialState(), registerCmd({ email: '  Ann@Example.COM ', fullName: '  Ann Voter ', bio: '   ' }));
    expect(events).toEqual([
      {
        type: 'audience.user.registered',
        version: 1,
        data: { userId: 'u1', username: 'ann_voter', email: 'ann@example.com', fullName: 'Ann Voter', role: 'contributor', bio: null, isActive: false, registeredAt: T0 },
      },
    ]);
    expect(UserRegistered.data.safeParse(events[0]?.data).success).toBe(true);
    const account = accountOf(events.reduce(evolve, initialState()));
    expect(account).toEqual({
      id: 'u1',
      username: 'ann_voter',
      email: 'ann@example.com',
      fullName: 'Ann Voter',
      role: 'contributor',
      bio: null,
      isActive: false,
      createdAt: T0,
      approvedAt: null,
    });
    expect(accountStatus(account)).toBe('pending');
  });

  it('records the first admin active and approved from the start', () => {
    const account = accountOf(given(registerCmd({ role: 'admin', isActive: true })));
    expect(account).toMatchObject({ role: 'admin', isActive: true, approvedAt: T0 });
    expect(accountStatus(account)).toBe('active');
  });

  it('keeps the bio, trimmed', () => {
    expect(when(initialState(), registerCmd({ bio: '  Covers Lansing.  ' }))[0]?.data).toMatchObject({ bio: 'Covers Lansing.' });
  });

  it('never records a password or anything like one', () => {
    const [event] = when(initialState(), registerCmd());
    expect(Object.keys(event?.data ?? {}).sort()).toEqual(['bio', 'email', 'fullName', 'isActive', 'registeredAt', 'role', 'userId', 'username']);
  });

  it('refuses a second registration of the same account id', () => {
    const refusal = refusalOf(() => when(given(registerCmd()), registerCmd({ at: T1 })));
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal).toMatchObject({ message: ACCOUNT_TAKEN });
  });

  it('refuses an invalid username or email', () => {
    for (const data of [{ username: 'ann voter' }, { username: '' }, { email: 'ann@' }, { fullName: '  ' }]) {
      expect(() => when(initialState(), registerCmd(data)), JSON.stringify(data)).toThrow(ValidationError);
    }
  });
});

describe('approving', () => {
  it('activates a pending account and records when', () => {
    const state = given(registerCmd());
    expect(when(state, activateCmd())).toEqual([{ type: 'audience.user.activated', version: 1, data: { userId: 'u1', at: T1 } }]);
    const account = accountOf(given(registerCmd(), activateCmd()));
    expect(account).toMatchObject({ isActive: true, approvedAt: T1 });
    expect(UserActivated.data.safeParse(when(state, activateCmd())[0]?.data).success).toBe(true);
  });

  it('records nothing for an account already active', () => {
    expect(when(given(registerCmd(), activateCmd()), activateCmd(T2))).toEqual([]);
  });

  it('re-activates a deactivated account', () => {
    const account = accountOf(given(registerCmd(), activateCmd(), deactivateCmd(), activateCmd('2026-11-23T08:00:00.000Z')));
    expect(account).toMatchObject({ isActive: true, approvedAt: '2026-11-23T08:00:00.000Z' });
  });

  it('refuses an account that does not exist', () => {
    const refusal = refusalOf(() => when(initialState(), activateCmd()));
    expect(refusal).toBeInstanceOf(NotFoundError);
    expect(refusal).toMatchObject({ message: NO_SUCH_ACCOUNT });
  });
});

describe('deactivating', () => {
  it('deactivates an active account, which then reads as deactivated rather than pending', () => {
    const state = given(registerCmd(), activateCmd());
    expect(when(state, deactivateCmd())).toEqual([{ type: 'audience.user.deactivated', version: 1, data: { userId: 'u1', at: T2 } }]);
    expect(UserDeactivated.data.safeParse(when(state, deactivateCmd())[0]?.data).success).toBe(true);
    const account = accountOf(given(registerCmd(), activateCmd(), deactivateCmd()));
    expect(account).toMatchObject({ isActive: false, approvedAt: T1 });
    expect(accountStatus(account)).toBe('deactivated');
  });

  it('records nothing for a pending or already deactivated account', () => {
    expect(when(given(registerCmd()), deactivateCmd())).toEqual([]);
    expect(when(given(registerCmd(), activateCmd(), deactivateCmd()), deactivateCmd())).toEqual([]);
  });

  it('refuses to deactivate the last active admin', () => {
    const admin = given(registerCmd({ role: 'admin', isActive: true }));
    const refusal = refusalOf(() => when(admin, deactivateCmd(1)));
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal).toMatchObject({ message: LAST_ADMIN_DEACTIVATE });
  });

  it('deactivates an admin while another admin is active', () => {
    expect(when(given(registerCmd({ role: 'admin', isActive: true })), deactivateCmd(2))).toHaveLength(1);
  });

  it('refuses an account that does not exist', () => {
    expect(() => when(initialState(), deactivateCmd())).toThrow(NotFoundError);
  });
});

describe('changing roles', () => {
  it('records the new role and the old one', () => {
    const state = given(registerCmd(), activateCmd());
    const events = when(state, roleCmd('editor'));
    expect(events).toEqual([{ type: 'audience.user.role-changed', version: 1, data: { userId: 'u1', role: 'editor', from: 'contributor', at: T2 } }]);
    expect(UserRoleChanged.data.safeParse(events[0]?.data).success).toBe(true);
    expect(accountOf(given(registerCmd(), roleCmd('admin'))).role).toBe('admin');
  });

  it('records nothing for the role the account already has', () => {
    expect(when(given(registerCmd()), roleCmd('contributor'))).toEqual([]);
  });

  it('refuses to demote the last active admin', () => {
    const admin = given(registerCmd({ role: 'admin', isActive: true }));
    const refusal = refusalOf(() => when(admin, roleCmd('editor', 1)));
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal).toMatchObject({ message: LAST_ADMIN_DEMOTE });
  });

  it('demotes an admin while another is active, and an inactive admin whatever the count', () => {
    expect(when(given(registerCmd({ role: 'admin', isActive: true })), roleCmd('editor', 2))).toHaveLength(1);
    expect(when(given(registerCmd({ role: 'admin', isActive: false })), roleCmd('editor', 1))).toHaveLength(1);
  });

  it('refuses an account that does not exist', () => {
    expect(() => when(initialState(), roleCmd('editor'))).toThrow(NotFoundError);
  });
});

describe('reading stored events back', () => {
  it('checks each account event against its contract', () => {
    const [event] = when(initialState(), registerCmd());
    expect(toAccountEvent({ type: 'audience.user.registered', data: event?.data })).toEqual({ type: 'audience.user.registered', data: event?.data });
    expect(() => toAccountEvent({ type: 'audience.user.registered', data: { ...event?.data, role: 'owner' } })).toThrow();
    expect(() => toAccountEvent({ type: 'audience.user.activated', data: { userId: 'u1' } })).toThrow();
  });

  it('ignores events of other types', () => {
    expect(toAccountEvent({ type: 'audience.subscriber.subscribed', data: {} })).toBeNull();
    expect(toAccountEvent({ type: 'toString', data: {} })).toBeNull();
  });
});
