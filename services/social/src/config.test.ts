import { describe, expect, it } from 'vitest';
import { loadSocialConfig, socialOptionsOf } from './config.ts';

const base = { NATS_URL: 'nats://127.0.0.1:4222', MITICS_SERVICE_TOKEN: 'social-token-'.padEnd(40, 'x') };

describe('social configuration', () => {
  it('runs disconnected without credentials', () => {
    const config = loadSocialConfig(base);
    expect(config).toMatchObject({ PORT: 4106, X_API_BASE_URL: 'https://api.x.com', PUBLIC_ORIGIN: 'http://127.0.0.1:3000', SOCIAL_RETRY_BASE_MS: 30_000 });
    expect(socialOptionsOf(config, config.PUBLIC_ORIGIN).x).toEqual({ baseUrl: 'https://api.x.com', credentials: null });
  });
  it('takes all four X credentials, and names the missing ones when only some are set', () => {
    const all = { X_API_KEY: 'k', X_API_SECRET: 's', X_ACCESS_TOKEN: 't', X_ACCESS_TOKEN_SECRET: 'ts' };
    expect(socialOptionsOf(loadSocialConfig({ ...base, ...all }), 'https://mitics.example/').x).toEqual({
      baseUrl: 'https://api.x.com',
      credentials: { apiKey: 'k', apiSecret: 's', accessToken: 't', accessTokenSecret: 'ts' },
    });
    expect(() => loadSocialConfig({ ...base, X_API_KEY: 'k' })).toThrow(/X_API_SECRET is required when X_API_KEY is set/);
  });
});
