import { ConnectionLost, ConnectionVerified, type SocialConnection } from '@mitics/contracts';
import type { DocumentStore, Projection, ServiceContext } from '@mitics/kit';
import { emit, toSocialEvent } from '../posts/post.ts';
import type { XAccount, XClient } from '../x/client.ts';

/** The connection is one stream: whether X accepted the credentials, as which account. */
export const CONNECTION_STREAM = 'connection';
const CONNECTION = 'connection';

interface ConnectionDoc {
  _id: 'current';
  connected: boolean;
  accountId: string | null;
  username: string | null;
  error: string | null;
  at: string;
}

type ConnectionState = { connected: boolean; accountId: string | null; error: string | null } | null;

export const connectionProjection: Projection = {
  name: 'connection',
  async apply(stored, docs) {
    const event = toSocialEvent(stored);
    if (!event) return;
    const collection = docs.collection<ConnectionDoc>(CONNECTION);
    if (event.type === 'social.connection.verified') {
      await collection.put({ _id: 'current', connected: true, accountId: event.data.accountId, username: event.data.username, error: null, at: event.data.at });
    } else if (event.type === 'social.connection.lost') {
      await collection.put({ _id: 'current', connected: false, accountId: null, username: null, error: event.data.error, at: event.data.at });
    }
  },
};

export async function currentConnection(docs: DocumentStore): Promise<ConnectionDoc | null> {
  return docs.collection<ConnectionDoc>(CONNECTION).findOne({ _id: 'current' });
}

const RECHECK_MS = 60_000;

/**
 * "Connected" means X accepted the credentials: checked at start and again
 * when the status is asked and the last check is over a minute old. A check
 * records an event only when the answer changes.
 */
export function createConnection(ctx: ServiceContext, x: XClient | null) {
  let checkedAt: Date | null = null;
  let account: XAccount | null = null;
  let checking: Promise<void> | null = null;

  async function record(next: { account: XAccount | null; error: string | null }): Promise<void> {
    const at = ctx.clock().toISOString();
    await ctx.commands.execute<ConnectionState>({
      stream: CONNECTION_STREAM,
      initialState: null,
      evolve: (_state, stored) => {
        const event = toSocialEvent(stored);
        if (event?.type === 'social.connection.verified') return { connected: true, accountId: event.data.accountId, error: null };
        if (event?.type === 'social.connection.lost') return { connected: false, accountId: null, error: event.data.error };
        return _state;
      },
      decide: (state) => {
        if (next.account) {
          if (state?.connected && state.accountId === next.account.id) return [];
          return [emit(ConnectionVerified, { accountId: next.account.id, username: next.account.username, at })];
        }
        const error = next.error ?? 'Not connected';
        if (state && !state.connected && state.error === error) return [];
        return [emit(ConnectionLost, { error, at })];
      },
      meta: { actor: 'system:social', correlationId: ctx.newId() },
    });
  }

  async function check(): Promise<void> {
    checking ??= (async () => {
      try {
        if (!x) {
          account = null;
          await record({ account: null, error: 'No X credentials are configured' });
          return;
        }
        try {
          account = await x.me();
          await record({ account, error: null });
        } catch (error) {
          account = null;
          await record({ account: null, error: error instanceof Error ? error.message : String(error) });
        }
      } finally {
        checkedAt = ctx.clock();
        checking = null;
      }
    })();
    return checking;
  }

  return {
    check,
    /** The verified account, checking first when never checked. */
    async account(): Promise<XAccount | null> {
      if (!checkedAt) await check();
      return account;
    },
    async status(): Promise<SocialConnection> {
      if (!checkedAt || ctx.clock().getTime() - checkedAt.getTime() > RECHECK_MS) await check();
      const doc = await currentConnection(ctx.docs);
      return {
        connected: doc?.connected ?? false,
        username: doc?.username ?? null,
        checkedAt: checkedAt?.toISOString() ?? doc?.at ?? null,
        error: doc?.error ?? null,
      };
    },
  };
}
export type Connection = ReturnType<typeof createConnection>;
