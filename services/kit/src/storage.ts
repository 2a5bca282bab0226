import { join } from 'node:path';
import type { DocumentStore } from './documents/port.ts';
import { openEmbeddedDocumentStore } from './documents/embedded.ts';
import type { EventStore } from './event-store/port.ts';
import { openEmbeddedEventStore } from './event-store/embedded.ts';
import { lockFolder } from './event-store/folder-lock.ts';

export type StorageConfig =
  | { kind: 'embedded'; dir: string }
  | { kind: 'embedded-memory' }
  | { kind: 'mongo'; url: string; database: string };

export interface Storage {
  store: EventStore;
  docs: DocumentStore;
  /** Close both; safe to call more than once. */
  close(): Promise<void>;
}

/**
 * Open the event store and the document store a service runs on, chosen by
 * configuration only. Embedded: `<dir>/events.db` and `<dir>/collections/*.db`.
 */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  switch (config.kind) {
    case 'embedded': {
      const unlock = await lockFolder(config.dir);
      try {
        const store = await openEmbeddedEventStore({ dir: config.dir });
        const docs = await openEmbeddedDocumentStore({ dir: join(config.dir, 'collections') });
        return { store, docs, close: () => Promise.all([store.close(), docs.close()]).then(unlock) };
      } catch (error) {
        await unlock();
        throw error;
      }
    }
    case 'embedded-memory': {
      const store = await openEmbeddedEventStore();
      const docs = await openEmbeddedDocumentStore();
      return { store, docs, close: () => Promise.all([store.close(), docs.close()]).then(() => undefined) };
    }
    case 'mongo': {
      // Imported on demand so embedded-only processes never load the driver.
      const { openMongoStorage } = await import('./mongo.ts');
      return openMongoStorage(config);
    }
  }
}
