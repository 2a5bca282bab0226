import type { Collection, DocumentStore } from '@mitics/kit';

/**
 * Brute-force limits on password checks (sign-in and admin verify), kept in
 * the service's document store so every instance shares them.
 *
 * Each key (an account key or a client address) has a number of free
 * failures. The failure after them locks the key for 10 minutes, and every
 * further failure after a lockout has ended locks it for twice as long as the
 * one before (at most 24 hours). While a key is locked, nothing is checked:
 * the caller answers 429 straight away. A key is forgotten after 24 hours
 * without a failure (counted from the end of its last lockout), and an
 * account key as soon as its password is right.
 */
export const THROTTLE = 'sign-in-throttle';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const FIRST_LOCKOUT_MS = 10 * MINUTE;
export const MAX_LOCKOUT_MS = 24 * HOUR;
/** A key with no failure for this long starts afresh. */
export const FORGET_AFTER_MS = 24 * HOUR;

export interface ThrottlePolicy {
  freeFailures: number;
  /**
   * Free failures are counted within this window from the first of them
   * (null: until a success or FORGET_AFTER_MS of quiet). Once the key has
   * been locked, the window no longer applies: only quiet forgives it.
   */
  windowMs: number | null;
}

/** Per account and client address: 4 free failures. */
export const ACCOUNT_POLICY: ThrottlePolicy = { freeFailures: 4, windowMs: null };
/** Per client address: 20 free failures an hour. */
export const ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 20, windowMs: HOUR };
/** Registrations per client address: 5 in any hour counted from the first. */
export const REGISTRATIONS_PER_HOUR = 5;

export interface ThrottleDoc {
  _id: string;
  failures: number;
  windowStart: string;
  lastFailureAt: string;
  lockouts: number;
  lockedUntil: string | null;
}

/** A key with the policy that applies to it. */
export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/**
 * One account seen from one client address. The account is its id when the
 * login names one (so its username and its email share one budget), else the
 * typed login. Keyed with the address, so someone guessing from elsewhere
 * locks only themselves out: the owner signs in from their own address.
 */
export const accountKey = (account: string, address: string): ThrottleKey => ({ key: `account:${account}@${address}`, policy: ACCOUNT_POLICY });
export const addressKey = (address: string): ThrottleKey => ({ key: `address:${address}`, policy: ADDRESS_POLICY });


function inMinutes(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / MINUTE));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** How long a locked key still has to wait: the message and the Retry-After seconds. */
export function lockoutMessage(remainingMs: number): string {
  return `Too many sign-in attempts. Please try again in ${inMinutes(remainingMs)}.`;
}

/** The refusal of a registration over the per-address limit. */
export function registrationLimitMessage(remainingMs: number): string {
  return `Too many registrations from your network. Please try again in ${inMinutes(remainingMs)}.`;
}

export const retryAfterSeconds = (remainingMs: number): number => Math.max(1, Math.ceil(remainingMs / 1000));

function lockoutFor(lockouts: number): number {
  return Math.min(FIRST_LOCKOUT_MS * 2 ** Math.min(lockouts - 1, 20), MAX_LOCKOUT_MS);
}

/**
 * The record after one more failure at `now`. Pure, so the rules read (and
 * test) apart from the storage.
 */
export function afterFailure(record: ThrottleDoc | null, key: string, policy: ThrottlePolicy, now: Date): ThrottleDoc {
  const at = now.toISOString();
  const fresh: ThrottleDoc = { _id: key, failures: 0, windowStart: at, lastFailureAt: at, lockouts: 0, lockedUntil: null };
  let next = record ?? fresh;
  const time = now.getTime();
  // Quiet is counted from the end of the last lockout, not from the failure that caused it:
  // otherwise a 24-hour lockout would end with the key forgotten.
  const quietSince = Math.max(Date.parse(next.lastFailureAt), next.lockedUntil ? Date.parse(next.lockedUntil) : 0);
  if (time - quietSince >= FORGET_AFTER_MS) next = fresh;
  if (next.lockouts === 0 && policy.windowMs !== null && time - Date.parse(next.windowStart) >= policy.windowMs) {
    next = { ...next, failures: 0, windowStart: at };
  }
  next = { ...next, failures: next.failures + 1, lastFailureAt: at };
  if (next.failures > policy.freeFailures) {
    const lockouts = next.lockouts + 1;
    next = { ...next, lockouts, lockedUntil: new Date(time + lockoutFor(lockouts)).toISOString() };
  }
  return next;
}

/** Milliseconds a record is still locked at `now` (0: not locked). */
export function lockedFor(record: ThrottleDoc | null, now: Date): number {
  if (!record?.lockedUntil) return 0;
  return Math.max(0, Date.parse(record.lockedUntil) - now.getTime());
}

export interface Throttle {
  /**
   * Runs one password check for these keys, serialised in this process with
   * every other check of any of them, so parallel guesses are counted one by
   * one instead of all reading the same count.
   */
  serialised<T>(keys: ThrottleKey[], task: () => Promise<T>): Promise<T>;
  /** The longest lockout among the keys, in ms (0: none locked). */
  lockedFor(keys: ThrottleKey[]): Promise<number>;
  /** Counts a failure on each key; answers the longest lockout that results (0: none). */
  fail(keys: ThrottleKey[]): Promise<number>;
  /** Forgets a key's failures (a right password for an account key). */
  reset(key: ThrottleKey): Promise<void>;
}

/** The throttle over the service's document store, with the service's clock. */
export function createThrottle(docs: DocumentStore, clock: () => Date): Throttle {
  const records: Collection<ThrottleDoc> = docs.collection<ThrottleDoc>(THROTTLE);
  const tails = new Map<string, Promise<unknown>>();

  function serialisedOne<T>(key: string, task: () => Promise<T>): Promise<T> {
    const tail = tails.get(key) ?? Promise.resolve();
    const result = tail.then(task, task);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, settled);
    // Forget the queue once it is empty, so the map does not grow with every key ever tried.
    void settled.then(() => {
      if (tails.get(key) === settled) tails.delete(key);
    });
    return result;
  }

  function inOrder<T>(names: string[], task: () => Promise<T>): Promise<T> {
    const [first, ...rest] = names;
    return first === undefined ? task() : serialisedOne(first, () => inOrder(rest, task));
  }

  return {
    serialised(keys, task) {
      // Always taken in the same order (sorted), so two checks sharing keys can never wait on each other.
      return inOrder([...new Set(keys.map((k) => k.key))].sort(), task);
    },
    async lockedFor(keys) {
      const now = clock();
      const found = await Promise.all(keys.map((k) => records.findOne({ _id: k.key })));
      return Math.max(0, ...found.map((record) => lockedFor(record, now)));
    },
    async fail(keys) {
      const now = clock();
      let longest = 0;
      for (const { key, policy } of keys) {
        const next = afterFailure(await records.findOne({ _id: key }), key, policy, now);
        await records.put(next);
        longest = Math.max(longest, lockedFor(next, now));
      }
      return longest;
    },
    async reset({ key }) {
      await records.delete(key);
    },
  };
}

interface WindowDoc {
  _id: string;
  count: number;
  windowStart: string;
}

/**
 * A plain rate limit: `limit` uses per key in a window of `windowMs` from the
 * first use. `take` counts one use and answers 0, or how long until the
 * window ends when the key has used them all (nothing is counted then).
 */
export function createRateLimit(docs: DocumentStore, clock: () => Date, { name, limit, windowMs }: { name: string; limit: number; windowMs: number }) {
  const windows: Collection<WindowDoc> = docs.collection<WindowDoc>(`rate-limit-${name}`);
  const tails = new Map<string, Promise<unknown>>();
  return {
    take(key: string): Promise<number> {
      const task = async () => {
        const now = clock();
        const found = await windows.findOne({ _id: key });
        const current = found && now.getTime() - Date.parse(found.windowStart) < windowMs ? found : { _id: key, count: 0, windowStart: now.toISOString() };
        if (current.count >= limit) return Date.parse(current.windowStart) + windowMs - now.getTime();
        await windows.put({ ...current, count: current.count + 1 });
        return 0;
      };
      // One at a time per key in this process, so parallel uses are all counted.
      const result = (tails.get(key) ?? Promise.resolve()).then(task, task);
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, settled);
      void settled.then(() => {
        if (tails.get(key) === settled) tails.delete(key);
      });
      return result;
    },
  };
}
