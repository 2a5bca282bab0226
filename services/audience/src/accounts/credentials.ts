import type { Collection, DocumentStore } from '@mitics/kit';

/**
 * Password hashes, one document per account, kept apart from events and read
 * models: events go to NATS and read models are rebuilt from events, so
 * neither may hold a hash. Nothing here is ever sent in a response or logged.
 *
 * The document is written before the account's `UserRegistered` event, and
 * its unique indexes on the username key and the email make it the
 * reservation of both: of two registrations of one username, even from two
 * processes, only one gets its credentials stored.
 */
export const CREDENTIALS = 'credentials';

export interface CredentialDoc {
  /** The account's id. */
  _id: string;
  usernameKey: string;
  email: string;
  hash: string;
  createdAt: string;
}

const ready = new WeakMap<DocumentStore, Promise<void>>();

/** The credentials collection, its unique indexes ensured once per document store. */
export async function credentials(docs: DocumentStore): Promise<Collection<CredentialDoc>> {
  const collection = docs.collection<CredentialDoc>(CREDENTIALS);
  let indexed = ready.get(docs);
  if (!indexed) {
    indexed = (async () => {
      await collection.ensureIndex('usernameKey', { unique: true });
      await collection.ensureIndex('email', { unique: true });
    })();
    ready.set(docs, indexed);
    indexed.catch(() => ready.delete(docs));
  }
  await indexed;
  return collection;
}
