import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_TOO_COMMON } from '@mitics/contracts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_IS_LOGIN = 'Your password must not be the same as your username or email';

/** OWASP's scrypt setting: N = 2^17, r = 8, p = 1 (about 128 MiB and a few tenths of a second per hash). */
export const SCRYPT_LOG_N = 17;
const SCRYPT_R = 8;
const SCRYPT_P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MIB = 1024 * 1024;

/**
 * Hashes and checks passwords. Stored hashes describe themselves:
 * `scrypt$<log2 N>$<r>$<p>$<salt base64>$<key base64>`, so the cost can be
 * raised later while old hashes still verify with the cost they were made with.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Whether `password` matches `stored`; a stored value in no known format never matches. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Spends the same work as `verify` against a hash nobody knows the password
   * of, and answers false: an unknown account costs what a known one does, so
   * timing does not tell them apart.
   */
  verifyNothing(password: string): Promise<false>;
}

interface Params {
  logN: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, { logN, r, p }: Params): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs about 128 * N * r bytes; leave room so Node does not refuse it.
  const options: ScryptOptions = { N, r, p, maxmem: Math.max(256 * MIB, 256 * N * r) };
  return new Promise((resolve, reject) => {
    // The async form runs on libuv's pool, so hashing never blocks the event loop.
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function parse(stored: string): (Params & { salt: Buffer; key: Buffer }) | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  // Bounds keep a corrupt document from asking for gigabytes.
  if (params.logN < 1 || params.logN > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
  return { ...params, salt: Buffer.from(salt ?? '', 'base64'), key: Buffer.from(key ?? '', 'base64') };
}

/**
 * A hash at the production cost of a random password that was thrown away
 * (nothing can match it), so the first unknown-account check costs one hash
 * like every other instead of two.
 */
const PRODUCTION_DUMMY = 'scrypt$17$8$1$1ZUSuO92oq0TfuLzRVkBYg==$l2sLoRqbr75KONB3WWeANPP3nAgNnOLOrF4/K8sqhUQ=';

/** A hasher with the given cost; the default is the production cost. Tests may ask for a cheap one. */
export function createPasswordHasher({ logN = SCRYPT_LOG_N, r = SCRYPT_R, p = SCRYPT_P }: Partial<Params> = {}): PasswordHasher {
  const params = { logN, r, p };
  const production = logN === SCRYPT_LOG_N && r === SCRYPT_R && p === SCRYPT_P;
  let dummy: Promise<string> | null = production ? Promise.resolve(PRODUCTION_DUMMY) : null;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, params);
    return `scrypt$${logN}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed || parsed.key.length !== KEY_BYTES) return false;
    const key = await derive(password, parsed.salt, parsed);
    return timingSafeEqual(key, parsed.key);
  }

  return {
    hash,
    verify,
    async verifyNothing(password) {
      dummy ??= hash(randomBytes(18).toString('base64url'));
      await verify(password, await dummy);
      return false;
    },
  };
}

/** The production hasher. */
export const passwords: PasswordHasher = createPasswordHasher();

/** Whether a password is on the list of the most common ones (compared lower-cased, trimmed). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/**
 * Why a password that passed the length rules is still refused, or null: it
 * is one of the most common passwords, or it is the account's own username or
 * email (either is the first thing an attacker tries).
 */
export function passwordProblem(password: string, account: { username: string; email: string }): string | null {
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  const lower = password.trim().toLowerCase();
  if (lower === account.username.trim().toLowerCase() || lower === account.email.trim().toLowerCase()) return PASSWORD_IS_LOGIN;
  return null;
}
