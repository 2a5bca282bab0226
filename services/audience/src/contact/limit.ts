import { createHash } from 'node:crypto';
import { CONTACT_LIMIT_PER_HOUR } from '@mitics/contracts';
import type { Collection, DocumentStore } from '@mitics/kit';

/**
 * How many contact messages one client address may send: CONTACT_LIMIT_PER_HOUR
 * within an hour of the first. Kept in the service's document store, so every
 * BFF and audience instance counts together. The address is kept hashed, and
 * never in an event.
 */
export const CONTACT_LIMITS = 'contact-limits';
const HOUR_MS = 60 * 60 * 1000;

interface LimitDoc {
  _id: string;
  count: number;
  windowStart: string;
}

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterMs: number };

const keyOf = (address: string) => createHash('sha256').update(`contact:${address}`).digest('hex').slice(0, 40);

/** The decision for one more message at `now`, and the record it leaves. Pure. */
export function nextLimit(record: LimitDoc | null, key: string, now: Date, perHour = CONTACT_LIMIT_PER_HOUR): { outcome: LimitOutcome; record: LimitDoc } {
  const time = now.getTime();
  const fresh = !record || time - Date.parse(record.windowStart) >= HOUR_MS;
  const current: LimitDoc = fresh ? { _id: key, count: 0, windowStart: now.toISOString() } : record;
  if (current.count >= perHour) {
    return { outcome: { allowed: false, retryAfterMs: Date.parse(current.windowStart) + HOUR_MS - time }, record: current };
  }
  return { outcome: { allowed: true }, record: { ...current, count: current.count + 1 } };
}

/** Counts one message from `address`; refuses once the hour's allowance is used. Serialised per process. */
export function contactLimiter(docs: DocumentStore) {
  const limits: Collection<LimitDoc> = docs.collection<LimitDoc>(CONTACT_LIMITS);
  let tail: Promise<unknown> = Promise.resolve();
  return {
    take(address: string, now: Date): Promise<LimitOutcome> {
      const task = async () => {
        const key = keyOf(address);
        const { outcome, record } = nextLimit(await limits.findOne({ _id: key }), key, now);
        if (outcome.allowed) await limits.put(record);
        return outcome;
      };
      const result = tail.then(task, task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

/** 'Too many messages. Please try again in N minutes.' */
export function limitMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `You have sent too many messages. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
