import { pino, type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger } from 'pino';

export interface LoggerOptions {
  service: string;
  level?: Level | 'silent';
  /** Where JSON lines go; stdout when absent. Tests pass a stream to read them. */
  destination?: DestinationStream;
}

/**
 * One JSON line per log call, tagged with the service name. Fields that could
 * carry secrets are redacted wherever a caller logs them by mistake; request
 * bodies are never logged by the kit in the first place.
 */
export function createLogger({ service, level = 'info', destination }: LoggerOptions): Logger {
  const options = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'password',
        '*.password',
        'hash',
        '*.hash',
        'passwordHash',
        '*.passwordHash',
        'token',
        '*.token',
        'authorization',
        '*.authorization',
        '*.headers.authorization',
        '*.headers.cookie',
        'body',
        '*.body',
      ],
      censor: '[redacted]',
    },
    formatters: {
      // 'level: "info"' reads better in a log search than pino's numeric 30.
      level: (label: string) => ({ level: label }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing, for tests and tools. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
