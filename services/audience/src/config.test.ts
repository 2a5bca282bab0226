import { describe, expect, it } from 'vitest';
import { ConfigError } from '@mitics/kit';
import { loadAudienceConfig } from './config.ts';

const TOKEN = 'service-token-'.padEnd(40, 'x');

describe('audience configuration', () => {
  it('applies the defaults around a NATS address', () => {
    expect(loadAudienceConfig({ NATS_URL: 'nats://127.0.0.1:4222', MITICS_SERVICE_TOKEN: TOKEN })).toEqual({
      PORT: 4105,
      HOST: '0.0.0.0',
      NATS_URL: 'nats://127.0.0.1:4222',
      MITICS_SERVICE_TOKEN: TOKEN,
      MONGO_DB: 'mitics-audience',
      MITICS_DATA_DIR: './.data/audience',
      LOG_LEVEL: 'info',
    });
  });

  it('names every missing or wrong variable', () => {
    const failure = (() => {
      try {
        loadAudienceConfig({ PORT: 'eighty', MONGO_URL: 'not a url', LOG_LEVEL: 'loud' });
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(ConfigError);
    if (!(failure instanceof ConfigError)) return;
    expect(Object.keys(failure.problems).sort()).toEqual(['LOG_LEVEL', 'MITICS_SERVICE_TOKEN', 'MONGO_URL', 'NATS_URL', 'PORT']);
  });

  it('takes an optional first admin username and password', () => {
    const config = loadAudienceConfig({ NATS_URL: 'nats://127.0.0.1:4222', MITICS_SERVICE_TOKEN: TOKEN, MITICS_ADMIN_USERNAME: 'chief', MITICS_ADMIN_PASSWORD: 'Grand Traverse cherries 88' });
    expect(config).toMatchObject({ MITICS_ADMIN_USERNAME: 'chief', MITICS_ADMIN_PASSWORD: 'Grand Traverse cherries 88' });
    expect(loadAudienceConfig({ NATS_URL: 'nats://127.0.0.1:4222', MITICS_SERVICE_TOKEN: TOKEN, MITICS_ADMIN_USERNAME: 'chief@mitics.news' }).MITICS_ADMIN_USERNAME).toBe('chief@mitics.news');
  });

  it('refuses a short or common first admin password and an impossible username', () => {
    for (const [env, variable] of [
      [{ MITICS_ADMIN_PASSWORD: 'short pass' }, 'MITICS_ADMIN_PASSWORD'],
      [{ MITICS_ADMIN_PASSWORD: 'password1234' }, 'MITICS_ADMIN_PASSWORD'],
      [{ MITICS_ADMIN_USERNAME: 'chief editor' }, 'MITICS_ADMIN_USERNAME'],
    ] as const) {
      let failure: unknown = null;
      try {
        loadAudienceConfig({ NATS_URL: 'nats://127.0.0.1:4222', MITICS_SERVICE_TOKEN: TOKEN, ...env });
      } catch (error) {
        failure = error;
      }
      expect(failure, variable).toBeInstanceOf(ConfigError);
      if (failure instanceof ConfigError) expect(Object.keys(failure.problems)).toEqual([variable]);
    }
  });
});
