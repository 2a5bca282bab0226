import { expect } from 'vitest';
import type { Env, Hono, Schema } from 'hono';
import type { Problem } from '@mitics/contracts';
import { audienceService } from '@mitics/audience';
import { createApp, silentLogger, startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { createServiceClient, type ServiceClient } from '../clients/service-client.ts';

export interface AudienceRouteHarness {
  app: ReturnType<typeof createApp>;
  adapters: MemoryAdapters;
  stop(): Promise<void>;
}

/** BFF routes under /api in front of a real audience service on in-memory adapters. */
export async function mountWithAudience<E extends Env, S extends Schema, B extends string>(
  routes: (deps: { audience: ServiceClient }) => Hono<E, S, B>,
): Promise<AudienceRouteHarness> {
  const adapters = await memoryAdapters();
  const running: StartedService = await startService(audienceService, adapters);
  const audience = createServiceClient('audience', 'http://audience.test', (req) => running.app.fetch(req));
  const app = createApp({ service: 'bff', logger: silentLogger(), health: async () => ({}) });
  app.route('/api', routes({ audience }));
  return {
    app,
    adapters,
    stop: async () => {
      await running.stop();
      await adapters.close();
    },
  };
}

/** The JSON body of a response with the expected status (the body is shown when the status differs). */
export async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A problem+json refusal with the expected status. */
export async function problem(res: Response, status: number): Promise<Problem> {
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return ok<Problem>(res, status);
}
