import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '@mitics/kit';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  FIRST_LOCKOUT_MS,
  MAX_LOCKOUT_MS,
  accountKey,
  addressKey,
  afterFailure,
  createThrottle,
  lockedFor,
  lockoutMessage,
  retryAfterSeconds,
  type Throttle,
  type ThrottleDoc,
  type ThrottlePolicy,
} from './throttle.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = new Date('2026-11-22T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** Failures at the given offsets from T0, one after the other. */
function failures(policy: ThrottlePolicy, offsets: number[]): ThrottleDoc | null {
  let record: ThrottleDoc | null = null;
  for (const offset of offsets) record = afterFailure(record, 'k', policy, at(offset));
  return record;
}

describe('the lockout rules', () => {
  it('lets an account key fail 4 times freely, then locks it for 10 minutes', () => {
    const four = failures(ACCOUNT_POLICY, [0, 1000, 2000, 3000]);
    expect(lockedFor(four, at(3000))).toBe(0);
    const five = afterFailure(four, 'k', ACCOUNT_POLICY, at(4000));
    expect(lockedFor(five, at(4000))).toBe(FIRST_LOCKOUT_MS);
  });

  it('doubles the lockout on each failure after one has ended, up to 24 hours', () => {
    let record = failures(ACCOUNT_POLICY, [0, 0, 0, 0, 0]);
    let now = 0;
    const lockouts = [lockedFor(record, at(now))];
    for (let i = 0; i < 10; i++) {
      now += lockedFor(record, at(now));
      record = afterFailure(record, 'k', ACCOUNT_POLICY, at(now));
      lockouts.push(lockedFor(record, at(now)));
    }
    expect(lockouts.map((ms) => ms / MINUTE)).toEqual([10, 20, 40, 80, 160, 320, 640, 1280, 1440, 1440, 1440]);
    expect(Math.max(...lockouts)).toBe(MAX_LOCKOUT_MS);
  });

  it('forgets a key after 24 hours without a failure', () => {
    const locked = failures(ACCOUNT_POLICY, [0, 0, 0, 0, 0]);
    const later = afterFailure(locked, 'k', ACCOUNT_POLICY, at(FIRST_LOCKOUT_MS + 24 * HOUR));
    expect(later).toMatchObject({ failures: 1, lockouts: 0, lockedUntil: null });
  });

  it('lets an address fail 20 times an hour freely, then locks it', () => {
    const twenty = failures(ADDRESS_POLICY, Array.from({ length: 20 }, (_, i) => i * MINUTE));
    expect(lockedFor(twenty, at(20 * MINUTE))).toBe(0);
    expect(lockedFor(afterFailure(twenty, 'k', ADDRESS_POLICY, at(21 * MINUTE)), at(21 * MINUTE))).toBe(FIRST_LOCKOUT_MS);
  });

  it('counts an address afresh each hour', () => {
    const twenty = failures(ADDRESS_POLICY, Array.from({ length: 20 }, (_, i) => i * MINUTE));
    const nextHour = afterFailure(twenty, 'k', ADDRESS_POLICY, at(HOUR));
    expect(nextHour).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('words the wait in whole minutes, rounded up, and Retry-After in seconds', () => {
    expect(lockoutMessage(FIRST_LOCKOUT_MS)).toBe('Too many sign-in attempts. Please try again in 10 minutes.');
    expect(lockoutMessage(9 * MINUTE + 1)).toBe('Too many sign-in attempts. Please try again in 10 minutes.');
    expect(lockoutMessage(30_000)).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(retryAfterSeconds(FIRST_LOCKOUT_MS)).toBe(600);
    expect(retryAfterSeconds(1)).toBe(1);
  });
});

describe('the throttle store', () => {
  let storage: Storage;
  let now: Date;
  let throttle: Throttle;

  beforeEach(async () => {
    storage = await openStorage({ kind: 'embedded-memory' });
    now = T0;
    throttle = createThrottle(storage.docs, () => now);
  });

  afterEach(async () => {
    await storage.close();
  });

  it('keeps failures in the document store, shared by every throttle over it', async () => {
    const keys = [accountKey('login:ann', '10.0.0.1'), addressKey('10.0.0.1')];
    for (let i = 0; i < 4; i++) expect(await throttle.fail(keys)).toBe(0);
    const other = createThrottle(storage.docs, () => now);
    expect(await other.fail(keys)).toBe(FIRST_LOCKOUT_MS);
    expect(await throttle.lockedFor(keys)).toBe(FIRST_LOCKOUT_MS);
    now = at(4 * MINUTE);
    expect(await throttle.lockedFor(keys)).toBe(6 * MINUTE);
    expect(await throttle.lockedFor([addressKey('10.0.0.1')])).toBe(0);
  });

  it('forgets an account key on reset', async () => {
    const key = accountKey('login:ann', '10.0.0.1');
    for (let i = 0; i < 5; i++) await throttle.fail([key]);
    await throttle.reset(key);
    expect(await throttle.lockedFor([key])).toBe(0);
    expect(await throttle.fail([key])).toBe(0);
  });

  it('runs checks sharing a key one at a time, and others side by side', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = throttle.serialised([accountKey('a', 'x'), addressKey('x')], async () => {
      order.push('first start');
      await gate;
      order.push('first end');
    });
    const second = throttle.serialised([accountKey('b', 'x'), addressKey('x')], async () => {
      order.push('second');
    });
    const unrelated = throttle.serialised([accountKey('c', 'y'), addressKey('y')], async () => {
      order.push('unrelated');
    });
    await unrelated;
    expect(order).toEqual(['first start', 'unrelated']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first start', 'unrelated', 'first end', 'second']);
  });
});
