import { z } from 'zod';

/** The Lansing weather readout the BFF serves at /api/weather (reader §3, §9). */
export const Weather = z.object({
  location: z.string(),
  temp: z.number(),
  condition: z.string(),
  icon: z.string(),
  lastUpdate: z.string(),
});
export type Weather = z.infer<typeof Weather>;

/** What /health answers: overall and per dependency. */
export const Health = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  service: z.string(),
  checks: z.record(z.string(), z.object({ ok: z.boolean(), detail: z.string().optional() })),
});
export type Health = z.infer<typeof Health>;
