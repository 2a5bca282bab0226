import { normaliseEmail, type UserAccount } from '@mitics/contracts';
import type { Collection, DocumentStore, Projection } from '@mitics/kit';
import { evolve, initialState, toAccountEvent, usernameKey, type AccountState } from '../account.ts';

/**
 * The accounts read model: one document per staff account, for the admin
 * list, sign-in lookups and the last-admin rule. Username (lower-cased) and
 * email are unique here too, as a backstop to the credentials reservation.
 * Never a password or hash: those live only in `credentials`.
 */
export const ACCOUNTS = 'accounts';

/** `_v` is the stream version last applied, so a redelivered event is skipped. */
export type AccountDoc = UserAccount & { _id: string; _v: number; usernameKey: string };

const accounts = (docs: DocumentStore): Collection<AccountDoc> => docs.collection<AccountDoc>(ACCOUNTS);

export function toAccount(doc: AccountDoc): UserAccount {
  const { _id, _v, usernameKey: _key, ...account } = doc;
  return account;
}

export const accountsProjection: Projection = {
  name: 'accounts',
  async init(docs) {
    const collection = accounts(docs);
    await collection.ensureIndex('usernameKey', { unique: true });
    await collection.ensureIndex('email', { unique: true });
    await collection.ensureIndex('createdAt');
    await collection.ensureIndex('role');
  },
  async reset(docs) {
    await accounts(docs).deleteMany({});
  },
  async apply(stored, docs) {
    const event = toAccountEvent(stored);
    if (!event) return;
    const collection = accounts(docs);
    const id = event.data.userId;
    const doc = await collection.findOne({ _id: id });
    if (doc && doc._v >= stored.streamVersion) return;
    // The read model folds the same evolve as the write side, so both agree on every field.
    const state: AccountState = doc ? { kind: 'registered', account: toAccount(doc) } : initialState();
    const next = evolve(state, event);
    if (next.kind === 'registered') await collection.put({ ...next.account, _id: id, _v: stored.streamVersion, usernameKey: usernameKey(next.account.username) });
  },
};

const OLDEST_FIRST = { createdAt: 1, _id: 1 } as const;

/** The queries over the accounts read model, bound to one document store. */
export function accountQueries(docs: DocumentStore) {
  const collection = accounts(docs);
  return {
    /** Every account, oldest first (the admin panel's user list). */
    async list(): Promise<UserAccount[]> {
      return (await collection.find({}, { sort: OLDEST_FIRST })).map(toAccount);
    },

    async byId(id: string): Promise<UserAccount | null> {
      const doc = await collection.findOne({ _id: id });
      return doc ? toAccount(doc) : null;
    },

    /** The account a sign-in names: by username (any case) or by email (any case or spacing). */
    async byLogin(login: string): Promise<UserAccount | null> {
      const doc = await collection.findOne({ $or: [{ usernameKey: usernameKey(login) }, { email: normaliseEmail(login) }] });
      return doc ? toAccount(doc) : null;
    },

    /** Whether a username (any case) or an email (normalised) already has an account. */
    async isTaken(username: string, email: string): Promise<boolean> {
      return (await collection.count({ $or: [{ usernameKey: usernameKey(username) }, { email: normaliseEmail(email) }] })) > 0;
    },

    /** The first admin: the earliest-created admin account that is active (the bootstrap one, while it is). */
    async firstActiveAdmin(): Promise<UserAccount | null> {
      const [doc] = await collection.find({ role: 'admin', isActive: true }, { sort: OLDEST_FIRST, limit: 1 });
      return doc ? toAccount(doc) : null;
    },

    activeAdminCount(): Promise<number> {
      return collection.count({ role: 'admin', isActive: true });
    },

    adminCount(): Promise<number> {
      return collection.count({ role: 'admin' });
    },
  };
}

export type AccountQueries = ReturnType<typeof accountQueries>;
