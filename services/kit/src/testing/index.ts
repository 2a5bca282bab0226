export { memoryAdapters, type MemoryAdapters } from './memory.ts';
export { freePort, startNatsServer, type NatsServer } from './nats-server.ts';
export { waitFor } from './wait.ts';
export { percentile, seededRandom, timeRequests, latencyLine, type RequestTarget } from './bench.ts';
