export { createBff, type BffDeps } from './app.ts';
export { createServiceClient, httpFetch, type ServiceClient, type FetchFn } from './clients/service-client.ts';
export { startEmbedded } from './embedded.ts';
export { startBff } from './main.ts';
