import { z } from 'zod';

/** Query-string integer: '15' -> 15, with a clear message for anything else. */
export const queryInt = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
