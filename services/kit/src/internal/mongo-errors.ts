import { MongoNetworkError, MongoNotConnectedError, MongoServerError, MongoServerSelectionError, MongoTopologyClosedError } from 'mongodb';
import { UnavailableError } from '../errors.ts';

/** The field a duplicate-key error (11000) names, or null for any other error. */
export function duplicateKeyField(error: unknown): string | null {
  if (!(error instanceof MongoServerError) || error.code !== 11000) return null;
  const pattern: unknown = error.keyPattern;
  if (pattern && typeof pattern === 'object') {
    const [field] = Object.keys(pattern);
    if (field) return field;
  }
  // Older servers only put it in the message: "... index: slug_1 dup key: ...".
  const match = /index: (\S+?)_-?1\b/.exec(error.message);
  return match?.[1] ?? '_id';
}

/** MongoDB being unreachable becomes UnavailableError (503); anything else passes through. */
export function mapMongoError(error: unknown): unknown {
  if (
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNetworkError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoNotConnectedError
  ) {
    return new UnavailableError(`MongoDB unavailable: ${error.message}`);
  }
  return error;
}

/** Run a driver call, mapping connectivity failures to UnavailableError. */
export async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw mapMongoError(error);
  }
}
