import { z } from 'zod';

/** RFC 9457 problem details, the one error body every Mitics API answers with. */
export const Problem = z.object({
  type: z.string().default('about:blank'),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  detail: z.string().optional(),
  /** Field messages for a validation failure: path (dot-joined) to message. */
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type Problem = z.infer<typeof Problem>;
