import { describe, expect, it } from 'vitest';
import { natsConnectTarget } from './nats-url.ts';

describe('NATS_URL with credentials', () => {
  it('takes user and password out of the URL and keeps them out of the display form', () => {
    const target = natsConnectTarget('nats://content:s3cr%40t@nats:4222');
    expect(target).toEqual({ servers: ['nats://nats:4222'], user: 'content', pass: 's3cr@t', display: 'nats://nats:4222' });
  });

  it('leaves a URL without credentials as it is', () => {
    expect(natsConnectTarget('nats://127.0.0.1:4222')).toEqual({ servers: ['nats://127.0.0.1:4222'], display: 'nats://127.0.0.1:4222' });
  });

  it('reads a comma-separated list and a bare host', () => {
    const target = natsConnectTarget('nats://bff:pw@a:4222, b:4222');
    expect(target.servers).toEqual(['nats://a:4222', 'nats://b:4222']);
    expect(target.user).toBe('bff');
  });
});
