import { Writable } from 'node:stream';
import { createLogger, type Logger } from '@mitics/kit';
import { createPasswordHasher, type PasswordHasher } from './passwords.ts';

/**
 * Test helpers for the accounts tests. A cheap hasher (N = 2^4) keeps the
 * many sign-ins of the route tests fast; the production cost has its own
 * tests.
 */
export function countingHasher(hasher: PasswordHasher = createPasswordHasher({ logN: 4 })) {
  const calls = { hash: 0, verify: 0, verifyNothing: 0 };
  const counted: PasswordHasher = {
    hash: (password) => (calls.hash++, hasher.hash(password)),
    verify: (password, stored) => (calls.verify++, hasher.verify(password, stored)),
    verifyNothing: (password) => (calls.verifyNothing++, hasher.verifyNothing(password)),
  };
  return { passwords: counted, calls };
}

/** A real JSON logger (the kit's, with its redaction) whose output tests can read back. */
export function captureLogger(): { logger: Logger; text: () => string } {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  return { logger: createLogger({ service: 'audience', level: 'debug', destination }), text: () => text };
}
