/** For the BFF's route tests (vitest only): a BFF over chosen services, and JSON GETs. */
import { silentLogger } from '@mitics/kit';
import { expect } from 'vitest';
import { createBff } from '../app.ts';
import { createServiceClient, type ServiceClient } from '../clients/service-client.ts';
import { unreachable } from './clients.ts';

type OptionalServices = Omit<Parameters<typeof createBff>[0]['services'], 'content' | 'audience'>;

/** A BFF with content and audience unreachable and the given services (in process via `inProcess`, or `unreachable` for the down paths). */
export function bffWith(services: OptionalServices): ReturnType<typeof createBff> {
  return createBff({ logger: silentLogger(), adminApiKey: 'k'.repeat(32), services: { content: unreachable('content'), audience: unreachable('audience'), ...services } });
}

/** A client that calls a started service in this process. */
export function inProcess(name: string, service: { app: { fetch(request: Request): Response | Promise<Response> } }): ServiceClient {
  return createServiceClient(name, `http://${name}.test`, (req) => service.app.fetch(req));
}

/** GET `path`, expect `status`, and give the parsed body with the response. */
export async function getJson(app: { request(path: string): Response | Promise<Response> }, path: string, status = 200): Promise<{ body: unknown; res: Response }> {
  const res = await app.request(path);
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return { body: JSON.parse(text), res };
}
