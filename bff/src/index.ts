export { createBff, type BffDeps } from './app.ts';
export { createServiceClient, httpFetch, type ServiceClient, type FetchFn } from './clients/service-client.ts';
export { startEmbedded } from './embedded.ts';
export { startBff } from './main.ts';
export { createLiveHub, type LiveHub } from './live/hub.ts';
export { createWeatherSource, type WeatherSource } from './weather/weather-source.ts';
export { openNatsSessionStore, SESSIONS_BUCKET } from './session/nats-store.ts';
