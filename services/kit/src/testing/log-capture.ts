import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logger.ts';

/** A real JSON logger whose lines tests can read back. */
export function captureLogger(service = 'test'): { logger: Logger; lines: () => Record<string, unknown>[]; text: () => string } {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  const logger = createLogger({ service, level: 'debug', destination });
  return {
    logger,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
