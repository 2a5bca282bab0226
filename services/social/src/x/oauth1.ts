import { createHmac, randomBytes } from 'node:crypto';

/** X's user-context credentials (OAuth 1.0a): the app's key and secret, and the account's access token and secret. */
export interface XCredentials {
  apiKey: string;
  apiSecret: string;
  accessToken: string;
  accessTokenSecret: string;
}

/** RFC 3986 percent-encoding, as OAuth 1.0a requires (encodeURIComponent leaves !'()* alone). */
export const percent = (value: string): string => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signature of a request: HMAC-SHA1 over method, base URL and the sorted oauth and query parameters. */
export function oauthSignature(method: string, url: URL, oauth: Record<string, string>, consumerSecret: string, tokenSecret: string): string {
  const params: Array<[string, string]> = [...Object.entries(oauth), ...url.searchParams.entries()];
  const normalised = params
    .map(([k, v]) => [percent(k), percent(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const base = `${url.protocol}//${url.host}${url.pathname}`;
  const text = [method.toUpperCase(), percent(base), percent(normalised)].join('&');
  return createHmac('sha1', `${percent(consumerSecret)}&${percent(tokenSecret)}`).update(text).digest('base64');
}

/** The Authorization header of a request signed with these credentials (a JSON body is not part of the signature). */
export function oauthHeader(method: string, url: URL, credentials: XCredentials, now: () => Date = () => new Date()): string {
  const oauth: Record<string, string> = {
    oauth_consumer_key: credentials.apiKey,
    oauth_nonce: randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(Math.floor(now().getTime() / 1000)),
    oauth_token: credentials.accessToken,
    oauth_version: '1.0',
  };
  const signature = oauthSignature(method, url, oauth, credentials.apiSecret, credentials.accessTokenSecret);
  return `OAuth ${Object.entries({ ...oauth, oauth_signature: signature })
    .map(([k, v]) => `${percent(k)}="${percent(v)}"`)
    .join(', ')}`;
}

/** The parameters of an OAuth Authorization header (for the fake X to check what it is sent). */
export function parseOAuthHeader(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith('OAuth ')) return null;
  const params: Record<string, string> = {};
  for (const part of header.slice(6).split(',')) {
    const match = /^\s*([^=]+)="([^"]*)"\s*$/.exec(part);
    if (!match?.[1] || match[2] === undefined) return null;
    params[decodeURIComponent(match[1])] = decodeURIComponent(match[2]);
  }
  return params;
}
