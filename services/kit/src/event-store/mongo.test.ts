import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { openStorage } from '../storage.ts';
import { storageContract } from './contract.ts';

/*
 * MongoDB runs where it can: MONGO_URL if set, else a throwaway container when
 * testcontainers finds a runtime. Neither is available on our CI machines, so
 * the suite then registers as skipped and says so in the output.
 */

interface Target {
  url?: string;
  container?: boolean;
  skip?: string;
}

async function resolveTarget(): Promise<Target> {
  const url = process.env.MONGO_URL;
  if (url) return { url };
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return { container: true };
  } catch {
    return { skip: 'MONGO_URL not set and no container runtime' };
  }
}

const target = await resolveTarget();
let url = target.url ?? '';
let stopContainer: (() => Promise<unknown>) | null = null;

storageContract({
  name: 'mongodb',
  ...(target.skip ? { skip: target.skip } : {}),
  sharedWriters: true,
  async setup() {
    if (!target.container) return;
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('mongo:7').withExposedPorts(27017).withWaitStrategy(Wait.forLogMessage(/Waiting for connections/)).start();
    url = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}`;
    stopContainer = () => container.stop();
  },
  async teardown() {
    await stopContainer?.();
  },
  async place() {
    const database = `mitics_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    return {
      open: () => openStorage({ kind: 'mongo', url, database }),
      async dispose() {
        const client = new MongoClient(url);
        try {
          await client.db(database).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  },
});
