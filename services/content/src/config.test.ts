import { describe, expect, it } from 'vitest';
import { ConfigError } from '@mitics/kit';
import { loadContentConfig } from './config.ts';

const TOKEN = 'service-token-'.padEnd(40, 'x');

describe('content configuration', () => {
  it('applies the defaults around a NATS address', () => {
    expect(loadContentConfig({ NATS_URL: 'nats://127.0.0.1:4222', MITICS_SERVICE_TOKEN: TOKEN })).toEqual({
      PORT: 4101,
      HOST: '0.0.0.0',
      NATS_URL: 'nats://127.0.0.1:4222',
      MITICS_SERVICE_TOKEN: TOKEN,
      MONGO_DB: 'mitics-content',
      MITICS_DATA_DIR: './.data/content',
      MITICS_SEED: false,
      LOG_LEVEL: 'info',
      FEED_POLL_MINUTES: 15,
      MITICS_TEST_FEED_ORIGINS: new Set(),
    });
  });

  it('reads the feed schedule and the test-only feed origins, refusing anything but origins', () => {
    const config = loadContentConfig({ NATS_URL: 'nats://127.0.0.1:4222', MITICS_SERVICE_TOKEN: TOKEN, FEED_POLL_MINUTES: '0', MITICS_TEST_FEED_ORIGINS: 'http://127.0.0.1:4010, http://localhost:5000' });
    expect(config.FEED_POLL_MINUTES).toBe(0);
    expect([...config.MITICS_TEST_FEED_ORIGINS]).toEqual(['http://127.0.0.1:4010', 'http://localhost:5000']);
    expect(() => loadContentConfig({ NATS_URL: 'nats://127.0.0.1:4222', MITICS_SERVICE_TOKEN: TOKEN, MITICS_TEST_FEED_ORIGINS: 'http://127.0.0.1:4010/feeds' })).toThrow(/MITICS_TEST_FEED_ORIGINS must be comma-separated origins/);
  });

  it('names every missing or wrong variable', () => {
    const failure = (() => {
      try {
        loadContentConfig({ PORT: 'eighty', MITICS_SEED: 'yes', MONGO_URL: 'not a url' });
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(ConfigError);
    if (!(failure instanceof ConfigError)) return;
    expect(Object.keys(failure.problems).sort()).toEqual(['MITICS_SEED', 'MITICS_SERVICE_TOKEN', 'MONGO_URL', 'NATS_URL', 'PORT']);
  });
});
