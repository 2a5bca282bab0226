import type { Logger } from 'pino';
import { createInProcessBus } from '../bus/in-process.ts';
import { silentLogger } from '../logger.ts';
import type { ServiceAdapters } from '../service.ts';
import { openStorage } from '../storage.ts';

export interface MemoryAdapters extends ServiceAdapters {
  /** Close bus and storage. */
  close(): Promise<void>;
}

/**
 * Adapters for route and service tests: in-memory embedded store and
 * documents, the in-process bus (fast retries), a silent logger. Pass `clock`
 * and `newId` for deterministic time and ids.
 *
 * @example
 * const adapters = await memoryAdapters();
 * const service = await startService(contentService, adapters);
 * const res = await service.app.request('/articles', { method: 'POST', body: ... });
 */
export async function memoryAdapters(options: { clock?: () => Date; newId?: () => string; logger?: Logger } = {}): Promise<MemoryAdapters> {
  const storage = await openStorage({ kind: 'embedded-memory' });
  const logger = options.logger ?? silentLogger();
  const bus = createInProcessBus({ logger, retryDelayMs: 10, maxRetryDelayMs: 100 });
  return {
    store: storage.store,
    docs: storage.docs,
    bus,
    logger,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.newId ? { newId: options.newId } : {}),
    async close() {
      await bus.close();
      await storage.close();
    },
  };
}
