import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, exitOnConfigError, loadConfig, logLevel, port, url } from './config.ts';

const Schema = z.object({
  PORT: port.default(3000),
  NATS_URL: url,
  LOG_LEVEL: logLevel.default('info'),
  DATA_DIR: z.string().default('./data'),
});

describe('loadConfig', () => {
  it('parses and coerces valid variables, with defaults', () => {
    expect(loadConfig(Schema, { PORT: '8080', NATS_URL: 'nats://localhost:4222' })).toEqual({ PORT: 8080, NATS_URL: 'nats://localhost:4222', LOG_LEVEL: 'info', DATA_DIR: './data' });
  });

  it('names every wrong or missing variable and why', () => {
    let error: unknown;
    try {
      loadConfig(Schema, { PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration: /);
    expect(message).toContain('NATS_URL is required');
    expect(message).toContain('PORT must be a whole number');
    expect(message).toContain('LOG_LEVEL must be one of');
    expect((error as ConfigError).problems).toEqual({ PORT: 'must be a whole number', NATS_URL: 'is required', LOG_LEVEL: expect.stringContaining('must be one of') });
  });

  it('treats an empty variable as missing and checks ranges', () => {
    expect(() => loadConfig(Schema, { NATS_URL: '' })).toThrow('NATS_URL is required');
    expect(() => loadConfig(Schema, { NATS_URL: 'nats://x:1', PORT: '70000' })).toThrow('PORT must be between 0 and 65535');
    expect(() => loadConfig(Schema, { NATS_URL: 'not a url' })).toThrow('NATS_URL must be a URL');
  });
});

describe('exitOnConfigError', () => {
  it('prints the message and exits 1 on a ConfigError', () => {
    const printed: string[] = [];
    const codes: number[] = [];
    const io = {
      error: (m: string) => void printed.push(m),
      exit: (code: number): never => {
        codes.push(code);
        throw new Error('exited');
      },
    };
    expect(() => exitOnConfigError(() => loadConfig(Schema, {}), io)).toThrow('exited');
    expect(printed).toEqual(['Invalid configuration: NATS_URL is required']);
    expect(codes).toEqual([1]);
  });

  it('works as a catch handler', async () => {
    const printed: string[] = [];
    const io = {
      error: (m: string) => void printed.push(m),
      exit: (code: number): never => {
        throw new Error(`exit ${code}`);
      },
    };
    const failing = Promise.reject(new ConfigError('Invalid configuration: PORT must be a whole number', { PORT: 'must be a whole number' }));
    await expect(failing.catch((error: unknown) => exitOnConfigError(error, io))).rejects.toThrow('exit 1');
    expect(printed).toEqual(['Invalid configuration: PORT must be a whole number']);
    await expect(Promise.reject(new TypeError('bug')).catch((error: unknown) => exitOnConfigError(error, io))).rejects.toBeInstanceOf(TypeError);
  });

  it('returns the config when it is valid and rethrows other errors', () => {
    expect(exitOnConfigError(() => loadConfig(Schema, { NATS_URL: 'nats://x:1' })).NATS_URL).toBe('nats://x:1');
    expect(() =>
      exitOnConfigError(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });
});
