export * from './errors.ts';
export * from './service.ts';
export { loadConfig, exitOnConfigError, ConfigError, port, url, logLevel, flag, type ExitIo } from './config.ts';
export { createLogger, silentLogger, type Logger, type LoggerOptions } from './logger.ts';
export {
  createApp,
  validate,
  problemResponse,
  parseOrRefuse,
  healthChecks,
  fieldErrors,
  describeFieldErrors,
  statusTitle,
  withTimeout,
  sameSecret,
  PUBLIC_UNAVAILABLE,
  SERVICE_TOKEN_HEADER,
  type AppOptions,
  type HealthChecks,
} from './app.ts';
export type { EventStore, NewEvent, AppendMeta, ExpectedVersion, StoredEvent, AppendResult } from './event-store/port.ts';
export type { DocumentStore, Collection, Filter, FindOptions, Doc } from './documents/port.ts';
export { matchesFilter } from './documents/filter.ts';
export type { EventBus, SubscribeOptions, Subscription, DeliverFrom } from './bus/port.ts';
export { openEmbeddedEventStore, type EmbeddedEventStoreOptions } from './event-store/embedded.ts';
export { openEmbeddedDocumentStore, type EmbeddedDocumentStoreOptions } from './documents/embedded.ts';
export { openStorage, type StorageConfig, type Storage } from './storage.ts';
export { createInProcessBus, type InProcessBusOptions } from './bus/in-process.ts';
export { createNatsBus, type NatsBusOptions } from './bus/nats.ts';
export { natsAuthOptions, natsConnectTarget, type NatsConnectTarget } from './bus/nats-url.ts';
export { subjectMatches } from './bus/subjects.ts';
export { createOutbox, type Outbox, type OutboxOptions } from './outbox.ts';
export { createProjectionRunner, CHECKPOINTS, type ProjectionRunner, type ProjectionRunnerOptions } from './projections.ts';
export { createCommandBus, type CommandBusOptions } from './commands.ts';
export { consume, PROCESSED, type ConsumeOptions } from './consumer.ts';
export {
  startService,
  serveService,
  serveApp,
  type StartOptions,
  type StartedService,
  type ServeOptions,
  type ServedService,
  type ServeAppOptions,
  type NodeFrontDoor,
  type ServedApp,
} from './runner.ts';
export {
  recordKind,
  importRecords,
  removeRecords,
  setValue,
  emptyTally,
  emit,
  stableJson,
  changedFields,
  type CommandMeta,
  type RecordState,
  type RecordKind,
  type RecordKindOptions,
  type EventReader,
  type ImportTally,
} from './records.ts';
export {
  importConfig,
  withImportStore,
  runImportCli,
  tallyLine,
  type ImportStoreOptions,
  type ImportCliOptions,
} from './import-cli.ts';
export {
  DEFAULT_DATA_FOLDER,
  serialiseRecordLines,
  readmeRow,
  writeSnapshot,
  runSnapshotScript,
  type SnapshotScript,
} from './snapshot.ts';
export { runServiceMain, serviceConfigShape, serviceToken } from './service-main.ts';
