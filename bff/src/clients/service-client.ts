import { SERVICE_TOKEN_HEADER, UnavailableError } from '@mitics/kit';
import { requestWithDeadline } from './deadline.ts';

/** How the BFF reaches a service: real HTTP (distributed) or the service app's own fetch (embedded). */
export type FetchFn = (input: Request) => Response | Promise<Response>;

export interface ServiceClient {
  readonly name: string;
  /** Sends a request to the service; a network failure becomes a 503, never a hang. */
  request(path: string, init?: RequestInit & { timeoutMs?: number }): Promise<Response>;
  health(): Promise<{ ok: boolean; detail?: string }>;
}

export interface ServiceClientOptions {
  /** The deployment's service secret, sent on every call (distributed mode); embedded mode needs none. */
  token?: string | undefined;
  /** Where the reason a service could not be reached is written; readers only hear that it is unavailable. */
  onUnavailable?: (service: string, reason: string) => void;
}

/**
 * A client for one service. `baseUrl` is the service's address in distributed
 * mode; in embedded mode any base works since `fetchFn` is the app's own fetch.
 */
export function createServiceClient(name: string, baseUrl: string, fetchFn: FetchFn, options: ServiceClientOptions = {}): ServiceClient {
  const base = baseUrl.replace(/\/+$/, '');
  async function request(path: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Response> {
    const { timeoutMs = 10_000, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (options.token !== undefined) headers.set(SERVICE_TOKEN_HEADER, options.token);
    try {
      return await fetchFn(requestWithDeadline(`${base}${path}`, { ...rest, headers }, timeoutMs));
    } catch (error) {
      // The reason (an address, a socket error) is for the log, not for the public answer.
      options.onUnavailable?.(name, error instanceof Error ? error.message : String(error));
      throw new UnavailableError(`The ${name} service is unavailable right now. Please try again shortly.`);
    }
  }
  return {
    name,
    request,
    async health() {
      try {
        const res = await request('/health', { timeoutMs: 2_000 });
        await res.body?.cancel();
        return res.ok ? { ok: true } : { ok: false, detail: `status ${res.status}` };
      } catch (error) {
        return { ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** Fetch bound to a base URL for distributed mode. */
export const httpFetch: FetchFn = (req) => fetch(req);
