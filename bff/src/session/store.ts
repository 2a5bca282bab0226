/**
 * Where signed-in sessions live. The BFF owns no business data; sessions are
 * the one thing it keeps, so that a restart does not sign everybody out and
 * several BFF instances (distributed mode) share them.
 *
 * Records are keyed by the sha256 of the cookie's session id (see
 * sessions.ts): someone who reads the store cannot sign in with what they read.
 */
export interface SessionRecord {
  userId: string;
  /** Epoch ms of the sign-in; the absolute timeout counts from here. */
  createdAt: number;
  /** Epoch ms of the last request seen on the session; the idle timeout counts from here. */
  lastSeenAt: number;
}

/**
 * The port both adapters implement (embedded: the kit's document store;
 * distributed: a NATS JetStream key-value bucket). A record disappears on its
 * own at the latest `ttlMs` after its last write; the exact idle and absolute
 * timeouts are enforced by sessions.ts, not by the store.
 */
export interface SessionStore {
  create(key: string, record: SessionRecord): Promise<void>;
  get(key: string): Promise<SessionRecord | null>;
  /** Records a request on the session; does nothing (and never revives it) when the session is gone. */
  touch(key: string, lastSeenAt: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Ends every session of one user; answers how many there were. */
  deleteByUser(userId: string): Promise<number>;
  close(): Promise<void>;
}
