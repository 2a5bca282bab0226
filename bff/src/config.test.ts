import { describe, expect, it } from 'vitest';
import { ConfigError } from '@mitics/kit';
import { DEFAULT_WEATHER_API_URL, loadDistributedConfig, loadEmbeddedConfig, publicOriginOf } from './config.ts';

const distributed = {
  MITICS_ADMIN_API_KEY: 'k'.repeat(32),
  MITICS_SERVICE_TOKEN: 't'.repeat(32),
  CONTENT_URL: 'http://content:4101',
  AUDIENCE_URL: 'http://audience:4105',
  CIVIC_DATA_URL: 'http://civic-data:4102',
  FINANCE_URL: 'http://finance:4103',
  CAREERS_URL: 'http://careers:4104',
  SOCIAL_URL: 'http://social:4106',
  NATS_URL: 'nats://nats:4222',
};

describe('BFF configuration', () => {
  it('needs NATS_URL in distributed mode, for live updates', () => {
    expect(loadDistributedConfig(distributed).NATS_URL).toBe('nats://nats:4222');
    const { NATS_URL: _, ...without } = distributed;
    expect(() => loadDistributedConfig(without)).toThrow(ConfigError);
    expect(() => loadDistributedConfig(without)).toThrow(/NATS_URL is required/);
  });

  it('defaults the weather service to Open-Meteo and takes another address', () => {
    expect(loadEmbeddedConfig({}).WEATHER_API_URL).toBe(DEFAULT_WEATHER_API_URL);
    expect(loadEmbeddedConfig({ WEATHER_API_URL: 'http://127.0.0.1:9999/v1/forecast' }).WEATHER_API_URL).toBe('http://127.0.0.1:9999/v1/forecast');
    expect(() => loadEmbeddedConfig({ WEATHER_API_URL: 'not a url' })).toThrow(/WEATHER_API_URL/);
  });

  it('takes PUBLIC_ORIGIN as an origin without a path, and defaults it to 127.0.0.1 on PORT', () => {
    expect(loadEmbeddedConfig({ PUBLIC_ORIGIN: 'https://mitics.example/' }).PUBLIC_ORIGIN).toBe('https://mitics.example');
    expect(() => loadEmbeddedConfig({ PUBLIC_ORIGIN: 'https://mitics.example/news' })).toThrow(/PUBLIC_ORIGIN must be an http\(s\) origin/);
    expect(() => loadEmbeddedConfig({ PUBLIC_ORIGIN: 'ftp://mitics.example' })).toThrow(/PUBLIC_ORIGIN/);
    expect(publicOriginOf(loadEmbeddedConfig({ PUBLIC_ORIGIN: 'https://mitics.example' }))).toBe('https://mitics.example');
    expect(publicOriginOf(loadEmbeddedConfig({ PORT: '8080' }))).toBe('http://127.0.0.1:8080');
    expect(publicOriginOf(loadEmbeddedConfig({ PORT: '0' }))).toBeUndefined();
  });

  it('trusts forwarded headers only from as many proxies as TRUST_PROXY says', () => {
    expect(loadDistributedConfig(distributed).TRUST_PROXY).toBe(0);
    expect(loadDistributedConfig({ ...distributed, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadDistributedConfig({ ...distributed, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEmbeddedConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(() => loadEmbeddedConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be a number of proxies/);
    expect(() => loadEmbeddedConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('needs the service token in distributed mode, 32 characters or more', () => {
    const { MITICS_SERVICE_TOKEN: _, ...without } = distributed;
    expect(() => loadDistributedConfig(without)).toThrow(/MITICS_SERVICE_TOKEN is required/);
    expect(() => loadDistributedConfig({ ...distributed, MITICS_SERVICE_TOKEN: 'short' })).toThrow(/MITICS_SERVICE_TOKEN must be at least 32 characters/);
  });

  it("takes the first admin's username and password in embedded mode, with the audience service's rules", () => {
    const defaults = loadEmbeddedConfig({});
    expect([defaults.MITICS_ADMIN_USERNAME, defaults.MITICS_ADMIN_PASSWORD]).toEqual([undefined, undefined]);
    expect(loadEmbeddedConfig({ MITICS_ADMIN_USERNAME: 'night-editor', MITICS_ADMIN_PASSWORD: 'mackinac-bridge-1957' })).toMatchObject({ MITICS_ADMIN_USERNAME: 'night-editor' });
    expect(() => loadEmbeddedConfig({ MITICS_ADMIN_PASSWORD: 'short' })).toThrow(/MITICS_ADMIN_PASSWORD must be at least 12 characters/);
  });
});
