/**
 * The few typed errors domain and route code throws. The app factory maps each
 * to one problem+json status; anything else is a 500 with a generic message.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 429 | 503,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class ValidationError extends DomainError {
  constructor(message: string, errors?: Record<string, string>) {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
/** A business rule refused the command given the current state (e.g. publishing twice). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}
/** Optimistic concurrency: the stream moved on since it was read. */
export class ConcurrencyError extends DomainError {
  constructor(
    readonly stream: string,
    readonly expected: number | 'no_stream',
    readonly actual: number,
  ) {
    super(412, `Stream ${stream} is at version ${actual}, expected ${String(expected)}`);
  }
}
/** A unique index refused a document. */
export class DuplicateKeyError extends DomainError {
  constructor(readonly key: string) {
    super(409, `Duplicate value for ${key}`);
  }
}
/** A dependency (store, bus, another service) is down. */
export class UnavailableError extends DomainError {
  constructor(message: string) {
    super(503, message);
  }
}

/** A limit on how often a caller may do something; `retryAfterSeconds` goes out as Retry-After. */
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
