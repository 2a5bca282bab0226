import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { oauthSignature, parseOAuthHeader, type XCredentials } from '../x/oauth1.ts';

/** Credentials the fake accepts (and tests configure the service with). */
export const FAKE_X_CREDENTIALS: XCredentials = {
  apiKey: 'fake-consumer-key',
  apiSecret: 'fake-consumer-secret',
  accessToken: 'fake-access-token',
  accessTokenSecret: 'fake-access-token-secret',
};

export const FAKE_X_ACCOUNT = { id: '1001', username: 'MiticsNews' };

export interface FakeTweet {
  id: string;
  text: string;
  createdAt: string;
}

/**
 * What the next POST /2/tweets does: answer normally, fail with a status,
 * or hang — `hang-after-create` keeps the tweet and never answers (the crash
 * window between X accepting a post and the service hearing it), `hang` never
 * answers and keeps nothing.
 */
export type PostBehaviour = { kind: 'ok' } | { kind: 'fail'; status: number; detail?: string } | { kind: 'hang' } | { kind: 'hang-after-create' };

export interface FakeX {
  url: string;
  tweets: FakeTweet[];
  /** POST /2/tweets calls received (accepted or not). */
  postAttempts: number;
  /** Requests refused for a bad signature. */
  unauthorised: number;
  /** Behaviours for the next POST /2/tweets calls, in order; afterwards every post is 'ok'. */
  nextPosts(...behaviours: PostBehaviour[]): void;
  /** Make GET /2/users/me refuse the credentials (false) or accept them again. */
  acceptCredentials(ok: boolean): void;
  close(): Promise<void>;
}

const URL_IN_TEXT = /https?:\/\/\S+/g;

/**
 * A local stand-in for X's API v2 (users/me, tweets, user timeline) that checks
 * every request's OAuth 1.0a signature against FAKE_X_CREDENTIALS, refuses
 * duplicate texts as X does, and can fail or hang on demand.
 */
export async function startFakeX(credentials: XCredentials = FAKE_X_CREDENTIALS): Promise<FakeX> {
  const tweets: FakeTweet[] = [];
  const queue: PostBehaviour[] = [];
  const hanging = new Set<ServerResponse>();
  let credentialsOk = true;
  let nextId = 1_800_000_000_000_000_000n;
  const state = { postAttempts: 0, unauthorised: 0 };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
      const oauth = parseOAuthHeader(req.headers.authorization);
      const signed =
        oauth?.oauth_consumer_key === credentials.apiKey &&
        oauth.oauth_token === credentials.accessToken &&
        oauth.oauth_signature ===
          oauthSignature(
            req.method ?? 'GET',
            url,
            Object.fromEntries(Object.entries(oauth).filter(([k]) => k !== 'oauth_signature')),
            credentials.apiSecret,
            credentials.accessTokenSecret,
          );
      if (!signed || !credentialsOk) {
        state.unauthorised += 1;
        json(res, 401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
        return;
      }
      if (req.method === 'GET' && url.pathname === '/2/users/me') return json(res, 200, { data: { ...FAKE_X_ACCOUNT, name: 'Mitics' } });
      if (req.method === 'GET' && url.pathname === `/2/users/${FAKE_X_ACCOUNT.id}/tweets`) {
        const since = Date.parse(url.searchParams.get('start_time') ?? '');
        const data = tweets
          .filter((t) => !Number.isFinite(since) || Date.parse(t.createdAt) >= since)
          .reverse()
          .map((t) => ({ id: t.id, text: t.text, created_at: t.createdAt, entities: { urls: (t.text.match(URL_IN_TEXT) ?? []).map((u) => ({ url: 'https://t.co/x', expanded_url: u })) } }));
        return json(res, 200, data.length ? { data, meta: { result_count: data.length } } : { meta: { result_count: 0 } });
      }
      if (req.method === 'POST' && url.pathname === '/2/tweets') {
        state.postAttempts += 1;
        let text: unknown;
        try {
          text = (JSON.parse(body) as { text?: unknown }).text;
        } catch {
          text = undefined;
        }
        if (typeof text !== 'string' || !text) return json(res, 400, { title: 'Invalid Request', detail: 'text is required' });
        const behaviour = queue.shift() ?? { kind: 'ok' };
        if (behaviour.kind === 'fail') return json(res, behaviour.status, { title: 'Error', detail: behaviour.detail ?? `status ${behaviour.status}` });
        if (behaviour.kind === 'hang') {
          hanging.add(res);
          return;
        }
        if (tweets.some((t) => t.text === text)) {
          return json(res, 403, { title: 'Forbidden', detail: 'You are not allowed to create a Tweet with duplicate content.' });
        }
        nextId += 1n;
        const tweet = { id: String(nextId), text, createdAt: new Date().toISOString() };
        tweets.push(tweet);
        if (behaviour.kind === 'hang-after-create') {
          hanging.add(res);
          return;
        }
        return json(res, 201, { data: { id: tweet.id, text: tweet.text } });
      }
      json(res, 404, { title: 'Not Found', detail: `${req.method} ${url.pathname}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tweets,
    get postAttempts() {
      return state.postAttempts;
    },
    get unauthorised() {
      return state.unauthorised;
    },
    nextPosts: (...behaviours) => queue.push(...behaviours),
    acceptCredentials: (ok) => {
      credentialsOk = ok;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
