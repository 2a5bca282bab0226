import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_PENDING,
  INVALID_ADMIN_PASSWORD,
  INVALID_SIGN_IN,
  type AccountSignInBody,
  type AccountVerifyAdminBody,
  type UserAccount,
} from '@mitics/contracts';
import { ForbiddenError, UnauthorizedError, type ServiceContext } from '@mitics/kit';
import { accountStatus } from './account.ts';
import type { AccountDeps } from './commands.ts';
import { credentials } from './credentials.ts';
import { accountQueries } from './projections/accounts.ts';
import { accountKey, addressKey, createThrottle, type ThrottleKey } from './throttle.ts';

/** A password check's answer: the account, or how long the caller must wait (nothing was checked, or this failure locked it). */
export type CheckOutcome = { user: UserAccount } | { lockedForMs: number };

/**
 * Password checks (sign-in and admin verify) for one service context, behind
 * the brute-force limits. Unknown accounts cost one hash like known ones and
 * get the same answers, lockouts included.
 */
export function passwordChecks(ctx: ServiceContext, { passwords }: AccountDeps) {
  const throttle = createThrottle(ctx.docs, ctx.clock);
  const queries = accountQueries(ctx.docs);

  /** Whether `password` is the account's; verifies against a dummy hash when there is no account. */
  async function matches(account: UserAccount | null, password: string): Promise<boolean> {
    const stored = account ? await (await credentials(ctx.docs)).findOne({ _id: account.id }) : null;
    return stored ? passwords.verify(password, stored.hash) : passwords.verifyNothing(password);
  }

  /**
   * Runs one check under the limits: a locked key answers at once, without
   * looking at the password; a wrong password counts on every key; a right
   * one clears the account key.
   */
  function limited(keys: [ThrottleKey, ThrottleKey], check: () => Promise<UserAccount | null>, onSuccess: (user: UserAccount) => void, refusal: () => Error) {
    return throttle.serialised(keys, async (): Promise<CheckOutcome> => {
      const waiting = await throttle.lockedFor(keys);
      if (waiting > 0) return { lockedForMs: waiting };
      const user = await check();
      if (!user) {
        const locked = await throttle.fail(keys);
        if (locked > 0) return { lockedForMs: locked };
        throw refusal();
      }
      await throttle.reset(keys[0]);
      onSuccess(user);
      return { user };
    });
  }

  return {
    /**
     * Sign-in by username or email. A wrong password and an unknown account
     * both answer 401 INVALID_SIGN_IN; a right password on a pending or
     * deactivated account answers 403 with which one it is.
     */
    async signIn(body: AccountSignInBody): Promise<CheckOutcome> {
      // The account, not the typed string: its username and email share one budget.
      const account = await queries.byLogin(body.login);
      const who = account ? `id:${account.id}` : `login:${body.login.trim().toLowerCase()}`;
      const keys: [ThrottleKey, ThrottleKey] = [accountKey(who, body.address), addressKey(body.address)];
      return limited(
        keys,
        async () => ((await matches(account, body.password)) ? account : null),
        (user) => {
          const status = accountStatus(user);
          if (status === 'pending') throw new ForbiddenError(ACCOUNT_PENDING);
          if (status === 'deactivated') throw new ForbiddenError(ACCOUNT_DEACTIVATED);
        },
        () => new UnauthorizedError(INVALID_SIGN_IN),
      );
    },

    /**
     * The admin gate: the password of the signed-in active admin `userId`.
     * Anything else answers 401 INVALID_ADMIN_PASSWORD.
     */
    verifyAdmin(body: AccountVerifyAdminBody): Promise<CheckOutcome> {
      const keys: [ThrottleKey, ThrottleKey] = [accountKey(`id:${body.userId}`, body.address), addressKey(body.address)];
      return limited(
        keys,
        async () => {
          const candidate = await queries.byId(body.userId);
          const admin = candidate?.role === 'admin' && candidate.isActive ? candidate : null;
          return (await matches(admin, body.password)) ? admin : null;
        },
        () => undefined,
        () => new UnauthorizedError(INVALID_ADMIN_PASSWORD),
      );
    },
  };
}

export type PasswordChecks = ReturnType<typeof passwordChecks>;
