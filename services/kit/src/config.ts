import { z } from 'zod';

/** Thrown by loadConfig; the message names every wrong or missing variable. */
export class ConfigError extends Error {
  constructor(
    message: string,
    /** Variable name to what is wrong with it. */
    readonly problems: Record<string, string>,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** A TCP port from the environment: '3000' -> 3000; 0 asks the system for a free one (tests, benchmarks). */
export const port = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

/** An absolute URL (http, nats, mongodb, ...). */
export const url = z.string({ error: 'is required' }).trim().min(1, 'is required').pipe(z.url({ error: 'must be a URL' }));

/** pino levels, plus 'silent' for tests. */
export const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
  error: 'must be one of fatal, error, warn, info, debug, trace, silent',
});

/** 'true'/'false'/'1'/'0' from the environment (z.coerce.boolean would read 'false' as true). */
export const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/**
 * Validate environment variables against a zod object schema. Empty strings
 * count as missing, so `PORT=` in a .env file reads as "PORT is required"
 * rather than a confusing "must be a whole number".
 *
 * @throws ConfigError naming every wrong or missing variable.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const input: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;

  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.') || '(config)';
    if (problems[name] !== undefined) continue;
    problems[name] = describeIssue(issue, input[name]);
  }
  const parts = Object.entries(problems).map(([name, why]) => joinProblem(name, why));
  throw new ConfigError(`Invalid configuration: ${parts.join('; ')}`, problems);
}

function describeIssue(issue: z.core.$ZodIssue, value: string | undefined): string {
  // zod's default for a missing key reads "Invalid input: expected string, received undefined".
  if (value === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
    return 'is required';
  }
  return issue.message;
}

function joinProblem(name: string, why: string): string {
  // Our own messages read as a sentence after the name ("PORT must be ..."); zod's
  // defaults ("Invalid URL") do not, so they get a colon.
  return /^(must|is|should|cannot) /.test(why) ? `${name} ${why}` : `${name}: ${why}`;
}

export interface ExitIo {
  error(message: string): void;
  exit(code: number): never;
}

const processIo: ExitIo = {
  error: (message) => console.error(message),
  exit: (code) => process.exit(code),
};

/**
 * For `main`: print a ConfigError's message and exit 1 instead of dumping a
 * stack trace. Two ways to use it:
 * - wrap the load: `const config = exitOnConfigError(() => loadConfig(Schema))`;
 * - as a catch handler: `main().catch(exitOnConfigError)`.
 * Any other error is rethrown (from a catch handler: an unhandled rejection,
 * which prints its stack and exits 1).
 */
export function exitOnConfigError<T>(load: () => T, io?: ExitIo): T;
export function exitOnConfigError(error: unknown, io?: ExitIo): never;
export function exitOnConfigError<T>(loadOrError: unknown, io: ExitIo = processIo): T {
  const fail = (error: unknown): never => {
    if (error instanceof ConfigError) {
      io.error(error.message);
      return io.exit(1);
    }
    throw error;
  };
  if (typeof loadOrError !== 'function') return fail(loadOrError);
  try {
    return (loadOrError as () => T)();
  } catch (error) {
    return fail(error);
  }
}
