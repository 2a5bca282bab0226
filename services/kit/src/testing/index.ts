export { memoryAdapters, type MemoryAdapters } from './memory.ts';
export { startNatsServer, type NatsServer } from './nats-server.ts';
export { waitFor } from './wait.ts';
