import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON } from '@mitics/contracts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { PASSWORD_IS_LOGIN, createPasswordHasher, isCommonPassword, passwordProblem, passwords } from './passwords.ts';

describe('hashing passwords at the production cost', () => {
  it('stores a self-describing scrypt hash with N = 2^17, r = 8, p = 1, a 16-byte salt and a 32-byte key, and verifies only the right password', async () => {
    const password = 'Lake Huron at dawn 1837';
    const stored = await passwords.hash(password);
    const match = /^scrypt\$17\$8\$1\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
    expect(match, stored).not.toBeNull();
    expect(Buffer.from(match?.[1] ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(match?.[2] ?? '', 'base64')).toHaveLength(32);
    expect(stored).not.toContain(password);
    expect(await passwords.verify(password, stored)).toBe(true);
    expect(await passwords.verify('Lake Huron at dawn 1838', stored)).toBe(false);
  });

  it('spends a full-cost hash on an unknown account too, so timing does not tell it apart', async () => {
    const started = performance.now();
    expect(await passwords.verifyNothing('Lake Huron at dawn 1837')).toBe(false);
    // A real N = 2^17 hash takes a few tenths of a second here; skipping it takes well under a millisecond.
    expect(performance.now() - started).toBeGreaterThan(100);
  });
});

describe('hashing passwords', () => {
  const cheap = createPasswordHasher({ logN: 4 });

  it('salts every hash, so one password never gives the same hash twice', async () => {
    const [a, b] = await Promise.all([cheap.hash('same password'), cheap.hash('same password')]);
    expect(a).not.toBe(b);
    expect(await cheap.verify('same password', a)).toBe(true);
    expect(await cheap.verify('same password', b)).toBe(true);
  });

  it('verifies with the cost written in the hash, so raising the cost keeps old hashes working', async () => {
    const old = await cheap.hash('an older password');
    expect(old.startsWith('scrypt$4$8$1$')).toBe(true);
    expect(await createPasswordHasher({ logN: 5 }).verify('an older password', old)).toBe(true);
  });

  it('never matches a stored value in another format, or a corrupt one', async () => {
    const good = await cheap.hash('secret words here');
    for (const stored of ['', 'secret words here', 'bcrypt$10$abc', good.replace(/^scrypt\$4/, 'scrypt$31'), good.slice(0, -8), `${good}x`]) {
      expect(await cheap.verify('secret words here', stored), stored).toBe(false);
    }
  });

  it('spends a verification on an unknown account and never matches', async () => {
    expect(await cheap.verifyNothing('anything at all')).toBe(false);
    expect(await cheap.verifyNothing('')).toBe(false);
  });
});

describe('refusing weak passwords', () => {
  it('knows at least 200 common passwords, all lower-case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    for (const password of COMMON_PASSWORDS) expect(password).toBe(password.toLowerCase());
    for (const password of ['123456', 'password', 'qwerty', 'letmein', 'michigan', 'goblue', 'spartans']) expect(COMMON_PASSWORDS.has(password), password).toBe(true);
  });

  it('refuses a common password in any case', () => {
    for (const password of ['password', 'PassWord', 'LETMEIN', 'Michigan', ' qwerty123 ']) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(passwordProblem(password, { username: 'ann', email: 'ann@example.com' })).toBe(PASSWORD_TOO_COMMON);
    }
  });

  it('refuses the username or the email as the password, in any case', () => {
    expect(passwordProblem('Ann_Voter', { username: 'ann_voter', email: 'ann@example.com' })).toBe(PASSWORD_IS_LOGIN);
    expect(passwordProblem('ANN@example.com', { username: 'ann_voter', email: 'Ann@Example.com' })).toBe(PASSWORD_IS_LOGIN);
  });

  it('accepts anything else', () => {
    expect(passwordProblem('Mackinac fudge 42', { username: 'ann_voter', email: 'ann@example.com' })).toBeNull();
    expect(isCommonPassword('password-for-the-capitol-beat')).toBe(false);
  });
});
