import { z } from 'zod';
import { oauthHeader, type XCredentials } from './oauth1.ts';

/**
 * Why a call to X failed. `retryable`: the network, a timeout, a 5xx or a rate
 * limit (try again later); otherwise X refused the request itself.
 * `duplicate`: X refused the text as one it already has.
 */
export class XError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    readonly duplicate = false,
    /** From x-rate-limit-reset, when X says when to come back. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'XError';
  }
}

export interface XAccount {
  id: string;
  username: string;
}

export interface XPost {
  id: string;
  text: string;
  /** Expanded URLs of the links in the post (X shortens them in `text`). */
  urls: string[];
}

/** What the social service needs from X's API v2; the fake X in tests implements the same HTTP. */
export interface XClient {
  /** GET /2/users/me: verifies the credentials. */
  me(): Promise<XAccount>;
  /** POST /2/tweets. */
  createPost(text: string): Promise<{ id: string }>;
  /** GET /2/users/:id/tweets since a time: the account's recent posts, to find one whose answer was lost. */
  recentPosts(accountId: string, since: Date): Promise<XPost[]>;
}

export interface XClientOptions {
  baseUrl: string;
  credentials: XCredentials;
  /** Per call. Default 10 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const Me = z.object({ data: z.object({ id: z.string(), username: z.string() }) });
const Created = z.object({ data: z.object({ id: z.string() }) });
const Timeline = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        entities: z.object({ urls: z.array(z.object({ expanded_url: z.string().optional(), url: z.string().optional() })).optional() }).optional(),
      }),
    )
    .optional(),
});
const Problem = z.object({ detail: z.string().optional(), title: z.string().optional(), errors: z.array(z.object({ message: z.string().optional() })).optional() }).partial();

async function problemText(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const problem = Problem.parse(JSON.parse(text));
    return problem.detail ?? problem.errors?.[0]?.message ?? problem.title ?? text.slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}

/** An X API v2 client signing each call with OAuth 1.0a user context. */
export function createXClient({ baseUrl, credentials, timeoutMs = 10_000, fetch: fetchFn = fetch }: XClientOptions): XClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const url = new URL(`${base}${path}`);
    let res: Response;
    try {
      res = await fetchFn(url, {
        method,
        headers: {
          authorization: oauthHeader(method, url, credentials),
          'user-agent': 'Mitics-Social/1.0',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : error instanceof Error ? error.message : String(error);
      throw new XError(`X could not be reached (${reason})`, null, true);
    }
    if (res.ok) return res.json().catch(() => {
      throw new XError('X answered with something that is not JSON', res.status, true);
    });
    const detail = await problemText(res);
    const reset = Number(res.headers.get('x-rate-limit-reset'));
    const retryAfterMs = res.status === 429 && Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - Date.now()) : null;
    const duplicate = res.status === 403 && /duplicate/i.test(detail);
    const retryable = res.status === 429 || res.status >= 500;
    throw new XError(`X answered ${res.status}${detail ? `: ${detail}` : ''}`, res.status, retryable, duplicate, retryAfterMs);
  }

  return {
    async me() {
      return Me.parse(await call('GET', '/2/users/me')).data;
    },
    async createPost(text) {
      return Created.parse(await call('POST', '/2/tweets', { text })).data;
    },
    async recentPosts(accountId, since) {
      const params = new URLSearchParams({ max_results: '100', 'tweet.fields': 'entities,created_at', start_time: since.toISOString().replace(/\.\d{3}Z$/, 'Z') });
      const timeline = Timeline.parse(await call('GET', `/2/users/${encodeURIComponent(accountId)}/tweets?${params}`));
      return (timeline.data ?? []).map((post) => ({
        id: post.id,
        text: post.text,
        urls: (post.entities?.urls ?? []).map((u) => u.expanded_url ?? u.url ?? '').filter(Boolean),
      }));
    },
  };
}
