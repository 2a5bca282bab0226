import { createServiceClient, type ServiceClient } from '../clients/service-client.ts';

/**
 * A client for a service that is not running (nothing listens on port 9), for
 * tests of routes that do not need it and for the "service down" paths.
 */
export function unreachable(name: string): ServiceClient {
  return createServiceClient(name, 'http://127.0.0.1:9', (req) => fetch(req));
}
