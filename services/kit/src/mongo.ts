import { MongoClient } from 'mongodb';
import { openMongoDocumentStore } from './documents/mongo.ts';
import { openMongoEventStore } from './event-store/mongo.ts';
import { guarded } from './internal/mongo-errors.ts';
import type { Storage } from './storage.ts';

/**
 * Event store and documents on one MongoDB database, sharing one client that
 * closes when both are closed.
 */
export async function openMongoStorage(config: { url: string; database: string }): Promise<Storage> {
  // ignoreUndefined: drop undefined fields like the embedded store does, instead of storing null.
  const client = new MongoClient(config.url, { ignoreUndefined: true, serverSelectionTimeoutMS: 5000, appName: 'mitics' });
  await guarded(() => client.connect());
  const db = client.db(config.database);
  let open = 2;
  const release = async (): Promise<void> => {
    open--;
    if (open === 0) await client.close();
  };
  try {
    const store = await openMongoEventStore(db, { onClose: release });
    const docs = openMongoDocumentStore(db, { onClose: release });
    return { store, docs, close: () => Promise.all([store.close(), docs.close()]).then(() => undefined) };
  } catch (error) {
    await client.close();
    throw error;
  }
}
