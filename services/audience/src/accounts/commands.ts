import { ACCOUNT_TAKEN, normaliseEmail, type AccountRegisterBody, type Role, type UserAccount } from '@mitics/contracts';
import {
  ConflictError,
  DuplicateKeyError,
  TooManyRequestsError,
  ValidationError,
  type Collection,
  type ServiceContext,
  type StoredEvent,
} from '@mitics/kit';
import type { CommandMeta } from '../http/meta.ts';
import { accountStream, evolve, initialState, toAccountEvent, usernameKey, type AccountState } from './account.ts';
import { credentials, type CredentialDoc } from './credentials.ts';
import { decide, type AccountCommand } from './decide.ts';
import { passwordProblem, passwords as productionPasswords, type PasswordHasher } from './passwords.ts';
import { accountQueries } from './projections/accounts.ts';
import { createRateLimit, REGISTRATIONS_PER_HOUR, registrationLimitMessage, retryAfterSeconds } from './throttle.ts';

/** What account commands need beyond the service context. */
export interface AccountDeps {
  passwords: PasswordHasher;
}

export const defaultAccountDeps: AccountDeps = { passwords: productionPasswords };

/**
 * A reservation (credentials without an account event) older than this was
 * left by a process that died between the two writes: nobody is still
 * finishing it, so it may be cleared.
 */
export const STALE_RESERVATION_MS = 5 * 60_000;

/** Folds stored events, skipping any that are not account events. */
export function evolveStored(state: AccountState, stored: StoredEvent): AccountState {
  const event = toAccountEvent(stored);
  return event ? evolve(state, event) : state;
}

/**
 * Account writes are serialised in this process, one lane for registrations
 * (a double click never even races) and one for the admin's changes (so two
 * admins demoting each other cannot both pass the last-admin rule here).
 * Across processes the credentials' unique indexes keep usernames and emails
 * unique; see CONTEXT.md for the last-admin rule.
 */
const lanes = new WeakMap<ServiceContext, Map<string, Promise<unknown>>>();
/** Registrations waiting in this process's lane. */
const waiting = new WeakMap<ServiceContext, number>();

/**
 * Registrations beyond this many waiting are turned away: each costs a slow
 * password hash, and the lane runs one at a time so that sign-ins (which hash
 * too) always have the rest of the thread pool.
 */
export const MAX_WAITING_REGISTRATIONS = 20;

function serialised<T>(ctx: ServiceContext, lane: 'register' | 'admin', task: () => Promise<T>): Promise<T> {
  let tails = lanes.get(ctx);
  if (!tails) {
    tails = new Map();
    lanes.set(ctx, tails);
  }
  const tail = tails.get(lane) ?? Promise.resolve();
  const result = tail.then(task, task);
  tails.set(
    lane,
    result.then(
      () => undefined,
      () => undefined,
    ),
  );
  return result;
}

function accountOf(state: AccountState): UserAccount {
  if (state.kind === 'absent') throw new Error('The account command left no account');
  return state.account;
}

export interface RegisterInput {
  username: string;
  email: string;
  fullName: string;
  password: string;
  role: Role;
  bio?: string | null | undefined;
  /** true only for the first admin; a registration waits for approval. */
  isActive?: boolean;
}

/**
 * RegisterUser: refuses a common password (or one equal to the username or
 * email) and a taken username or email, stores the password's hash, then
 * records `UserRegistered` (which never holds the password or the hash).
 */
export function register(ctx: ServiceContext, input: RegisterInput, meta: CommandMeta, { passwords }: AccountDeps = defaultAccountDeps): Promise<UserAccount> {
  return serialised(ctx, 'register', async () => {
    const problem = passwordProblem(input.password, input);
    if (problem) throw new ValidationError(problem, { password: problem });
    if (await accountQueries(ctx.docs).isTaken(input.username, input.email)) throw new ConflictError(ACCOUNT_TAKEN);

    const userId = ctx.newId();
    const stream = accountStream(userId);
    const at = ctx.clock().toISOString();
    const collection = await credentials(ctx.docs);
    const reservation: CredentialDoc = {
      _id: userId,
      usernameKey: usernameKey(input.username),
      email: normaliseEmail(input.email),
      hash: await passwords.hash(input.password),
      createdAt: at,
    };
    // The hash is stored before the event, so an account never exists without its password.
    await reserve(ctx, collection, reservation);
    try {
      const command: AccountCommand = {
        type: 'RegisterUser',
        data: { userId, username: input.username, email: input.email, fullName: input.fullName, role: input.role, bio: input.bio ?? null, isActive: input.isActive ?? false, at },
      };
      const { state } = await ctx.commands.execute({ stream, initialState: initialState(), evolve: evolveStored, decide: (current) => decide(command, current), meta });
      return accountOf(state);
    } catch (error) {
      // Not recorded after all: free the username and email again.
      const recorded = (await ctx.store.readStream(stream)).length > 0;
      if (!recorded) await collection.delete(userId);
      throw error;
    }
  });
}

const limits = new WeakMap<ServiceContext, ReturnType<typeof createRateLimit>>();
function registrationLimit(ctx: ServiceContext) {
  let limit = limits.get(ctx);
  if (!limit) {
    limit = createRateLimit(ctx.docs, ctx.clock, { name: 'registrations', limit: REGISTRATIONS_PER_HOUR, windowMs: 60 * 60_000 });
    limits.set(ctx, limit);
  }
  return limit;
}

export type RegistrationOutcome = { kind: 'created'; account: UserAccount } | { kind: 'taken' };

/**
 * A registration from the register page, with the limits a public form needs:
 * 5 an hour per client address, a bounded queue, one at a time. A username or
 * email that is taken costs the same hash as a new one and gets the same
 * answer from the route (REGISTRATION_RECEIVED), so trying names tells nobody
 * who works here.
 */
export async function requestRegistration(
  ctx: ServiceContext,
  body: AccountRegisterBody,
  meta: CommandMeta,
  deps: AccountDeps = defaultAccountDeps,
): Promise<RegistrationOutcome> {
  const wait = await registrationLimit(ctx).take(body.address);
  if (wait > 0) throw new TooManyRequestsError(registrationLimitMessage(wait), retryAfterSeconds(wait));
  const queued = waiting.get(ctx) ?? 0;
  if (queued >= MAX_WAITING_REGISTRATIONS) {
    throw new TooManyRequestsError('Registrations are busy right now. Please try again in a minute.', 60);
  }
  waiting.set(ctx, queued + 1);
  try {
    const { address: _address, ...input } = body;
    const account = await register(ctx, { ...input, isActive: false }, meta, deps);
    return { kind: 'created', account };
  } catch (error) {
    if (!(error instanceof ConflictError) || error.message !== ACCOUNT_TAKEN) throw error;
    // The same work as a registration that went through, in the same lane.
    await serialised(ctx, 'register', () => deps.passwords.hash(body.password));
    return { kind: 'taken' };
  } finally {
    waiting.set(ctx, (waiting.get(ctx) ?? 1) - 1);
  }
}

/**
 * Stores the credentials, whose unique indexes refuse a username or email
 * already reserved. A reservation left behind by a crash between the hash and
 * the event (old, and no account recorded for it) is cleared and the store
 * tried once more.
 */
async function reserve(ctx: ServiceContext, collection: Collection<CredentialDoc>, doc: CredentialDoc): Promise<void> {
  try {
    await collection.put(doc);
    return;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  const clashes = await collection.find({ $or: [{ usernameKey: doc.usernameKey }, { email: doc.email }] });
  const cutoff = ctx.clock().getTime() - STALE_RESERVATION_MS;
  for (const clash of clashes) {
    const stale = Date.parse(clash.createdAt) < cutoff && (await ctx.store.readStream(accountStream(clash._id))).length === 0;
    if (!stale) throw new ConflictError(ACCOUNT_TAKEN);
  }
  for (const clash of clashes) await collection.delete(clash._id);
  try {
    await collection.put(doc);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new ConflictError(ACCOUNT_TAKEN);
    throw error;
  }
}

function runAdminCommand(ctx: ServiceContext, userId: string, command: (activeAdmins: number) => AccountCommand, meta: CommandMeta): Promise<UserAccount> {
  return serialised(ctx, 'admin', async () => {
    const activeAdmins = await accountQueries(ctx.docs).activeAdminCount();
    const { state } = await ctx.commands.execute({
      stream: accountStream(userId),
      initialState: initialState(),
      evolve: evolveStored,
      decide: (current) => decide(command(activeAdmins), current),
      meta,
    });
    return accountOf(state);
  });
}

/** ActivateUser (the admin's Approve); an active account is answered as it is. */
export const activate = (ctx: ServiceContext, userId: string, meta: CommandMeta): Promise<UserAccount> =>
  runAdminCommand(ctx, userId, () => ({ type: 'ActivateUser', data: { at: ctx.clock().toISOString() } }), meta);

/** DeactivateUser; an inactive account is answered as it is, the last active admin refused. */
export const deactivate = (ctx: ServiceContext, userId: string, meta: CommandMeta): Promise<UserAccount> =>
  runAdminCommand(ctx, userId, (activeAdmins) => ({ type: 'DeactivateUser', data: { at: ctx.clock().toISOString(), activeAdmins } }), meta);

/** ChangeUserRole; the same role is answered as it is, demoting the last active admin refused. */
export const changeRole = (ctx: ServiceContext, userId: string, role: Role, meta: CommandMeta): Promise<UserAccount> =>
  runAdminCommand(ctx, userId, (activeAdmins) => ({ type: 'ChangeUserRole', data: { role, at: ctx.clock().toISOString(), activeAdmins } }), meta);
