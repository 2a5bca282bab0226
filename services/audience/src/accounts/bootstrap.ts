import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { UserAccount } from '@mitics/contracts';
import { ConflictError, type Logger, type ServiceContext } from '@mitics/kit';
import { defaultAccountDeps, register, type AccountDeps } from './commands.ts';
import { accountQueries, type AccountQueries } from './projections/accounts.ts';

export const DEFAULT_ADMIN_USERNAME = 'admin';
const EMAIL_LIKE = z.email();

/** An email given as the admin's username signs in as that email too; its local part, tidied, becomes the username. */
function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60);
  return local.replace(/^-+|-+$/g, '') || DEFAULT_ADMIN_USERNAME;
}

/** Whether an admin account shows in the read model within `timeoutMs` (real time: this waits on other processes). */
async function adminAppears(queries: AccountQueries, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await queries.adminCount()) > 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface FirstAdminSettings {
  /** MITICS_ADMIN_USERNAME; 'admin' when absent. */
  username?: string | undefined;
  /** MITICS_ADMIN_PASSWORD; a generated one, written to FIRST_ADMIN_FILE, when absent. */
  password?: string | undefined;
  /** The folder the generated password is written to (the data folder); needed only when there is no password. */
  secretsDir?: string | undefined;
}

/** The file under the data folder holding a generated first-admin password (mode 600). */
export const FIRST_ADMIN_FILE = 'first-admin-password';

/** Writes the generated sign-in where only this user can read it; answers its path. */
async function writeFirstAdminFile(dir: string, username: string, password: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, FIRST_ADMIN_FILE);
  await writeFile(file, `username: ${username}\npassword: ${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}

/**
 * Makes sure there is an admin: when no admin account exists, creates an
 * active one with the configured username and password (or 'admin' and a
 * generated password, written to a file only this user can read under
 * `secretsDir`, whose path is logged: logs are shipped and kept, so a password
 * never goes there). When an admin exists, does nothing and logs nothing.
 * Answers the admin created, or null.
 *
 * Safe to run from several processes at once: the username reservation lets
 * one of them create the admin, and the others find it and do nothing.
 */
export async function ensureFirstAdmin(ctx: ServiceContext, settings: FirstAdminSettings, logger: Logger, deps: AccountDeps = defaultAccountDeps): Promise<UserAccount | null> {
  const queries = accountQueries(ctx.docs);
  if ((await queries.adminCount()) > 0) return null;
  if (!settings.password && !settings.secretsDir) {
    throw new Error('Cannot create the first admin: set MITICS_ADMIN_PASSWORD, or give a data folder for the generated password');
  }
  const username = settings.username?.trim() || DEFAULT_ADMIN_USERNAME;
  const emailLike = EMAIL_LIKE.safeParse(username).success;
  const generated = settings.password ? null : randomBytes(15).toString('base64url');
  const password = settings.password ?? generated ?? '';
  const account = { username: emailLike ? usernameFromEmail(username) : username, email: emailLike ? username : `${username}@mitics.local` };
  let admin: UserAccount;
  try {
    admin = await register(
      ctx,
      {
        ...account,
        fullName: 'Administrator',
        password,
        role: 'admin',
        isActive: true,
      },
      { actor: 'system:bootstrap', correlationId: ctx.newId() },
      deps,
    );
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    // An account that is not an admin already has the name: nobody else is making the admin.
    const holders = await Promise.all([queries.byLogin(account.username), queries.byLogin(account.email)]);
    const blocked = holders.some((holder) => holder !== null && holder.role !== 'admin');
    // Otherwise another process is creating the first admin: it shows here once its
    // event is recorded and this process's read model has caught up.
    if (!blocked && (await adminAppears(queries))) return null;
    if ((await queries.adminCount()) > 0) return null;
    throw new Error(
      `Cannot create the first admin: the username or email of "${username}" belongs to an account that is not an admin. Set MITICS_ADMIN_USERNAME to another name.`,
    );
  }
  if (generated && settings.secretsDir) {
    const file = await writeFirstAdminFile(settings.secretsDir, admin.username, generated);
    logger.warn(
      { file },
      `First admin account created — username: ${admin.username}; its generated password is in ${file} (readable only by this user; note it, then delete the file. Set MITICS_ADMIN_USERNAME/MITICS_ADMIN_PASSWORD to choose your own)`,
    );
  } else {
    logger.info({ username: admin.username }, 'First admin account created with the configured password');
  }
  return admin;
}
