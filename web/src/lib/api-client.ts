import type { CSRF_HEADER as ContractCsrfHeader, CSRF_HEADER_VALUE as ContractCsrfValue } from '@mitics/contracts';

/**
 * The CSRF header of the contracts, restated as literals so the entry bundle
 * does not pull in the contracts' zod schemas; the types keep them equal.
 */
export const CSRF_HEADER: typeof ContractCsrfHeader = 'x-mitics-csrf';
export const CSRF_HEADER_VALUE: typeof ContractCsrfValue = '1';

/**
 * A non-OK answer from the API. `message` is `${status}: ${text || statusText}`
 * (staff §7); `detail` is the server's own words for people, when it sent any.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** problem+json `detail` (else a legacy `message`, else the first field error). */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Builds `/api/...` with the defined params only, in the order given. */
export function apiUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The words for people in an error body: problem `detail`, a legacy `message`, or the first field error. */
export function detailFrom(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!body || typeof body !== 'object') return undefined;
  const { detail, message, errors } = body as { detail?: unknown; message?: unknown; errors?: unknown };
  for (const candidate of [detail, message]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim();
  }
  if (errors && typeof errors === 'object') {
    const first = Object.values(errors).find((value): value is string => typeof value === 'string' && value.trim() !== '');
    if (first) return first.trim();
  }
  return undefined;
}

/**
 * Fetches JSON from the BFF with cookies. Every state-changing call carries the
 * CSRF header the BFF requires. A non-OK response throws an ApiError carrying
 * the status, with the response text (or the status text when empty). An empty
 * answer (204) resolves to undefined.
 */
export async function apiFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (!SAFE_METHODS.has(method)) headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  const response = await fetch(url, { credentials: 'include', ...init, headers });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, detailFrom(text));
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A JSON call that changes something: POST, PUT, PATCH or DELETE, with an optional JSON body. */
export function apiSend<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  return apiFetch<T>(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The HTTP status carried by an error, when it has one. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The server's message for people carried by an error, when it sent one. */
export function errorDetail(error: unknown): string | undefined {
  return error instanceof ApiError ? error.detail : undefined;
}
