/** What `connect()` of the nats client needs from a NATS_URL that may carry credentials. */
export interface NatsConnectTarget {
  servers: string[];
  user?: string;
  pass?: string;
  /** The servers without credentials, for logs and error messages. */
  display: string;
}

/**
 * The connect() options for a target: credentials, and with a user its own
 * inbox prefix (`_INBOX_<user>`), which deploy/nats.conf lets only that user
 * subscribe to, so no other process can read its replies.
 */
export function natsAuthOptions(target: NatsConnectTarget): { user?: string; pass?: string; inboxPrefix?: string } {
  if (target.user === undefined) return {};
  return { user: target.user, pass: target.pass ?? '', inboxPrefix: `_INBOX_${target.user}` };
}

/**
 * Reads credentials out of `nats://user:password@host:4222` (the nats client
 * ignores them in the URL): one NATS_URL per process then says both where
 * NATS is and who this process is to its permissions (deploy/nats.conf).
 * Several servers may be given, comma-separated or as a list; the first
 * URL with credentials supplies them.
 */
export function natsConnectTarget(servers: string | string[]): NatsConnectTarget {
  const list = (Array.isArray(servers) ? servers : servers.split(',')).map((s) => s.trim()).filter(Boolean);
  let user: string | undefined;
  let pass: string | undefined;
  const plain = list.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry.includes('://') ? entry : `nats://${entry}`);
    } catch {
      return entry;
    }
    if (url.username && user === undefined) {
      user = decodeURIComponent(url.username);
      pass = decodeURIComponent(url.password);
    }
    return `${url.protocol}//${url.host}`;
  });
  return { servers: plain, ...(user !== undefined ? { user, pass: pass ?? '' } : {}), display: plain.join(',') };
}
