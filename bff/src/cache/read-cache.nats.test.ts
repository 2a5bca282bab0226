import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Article } from '@mitics/contracts';
import { contentService } from '@mitics/content';
import { createNatsBus, openStorage, serveApp, SERVICE_TOKEN_HEADER, startService, type EventBus, type ServedApp, type StartedService } from '@mitics/kit';
import { startNatsServer, type NatsServer } from '@mitics/kit/testing';
import { sseReader } from '../../test/support/sse.ts';
import { createBff } from '../app.ts';
import { createServiceClient, httpFetch } from '../clients/service-client.ts';
import { createLiveHub, type LiveHub } from '../live/hub.ts';
import { publishedArticleLookup } from '../live/to-live-event.ts';
import { unreachable } from '../testing/clients.ts';

/**
 * Distributed mode: the content service on its own port behind the service
 * token, its events on a real nats-server with JetStream, the BFF reaching it
 * over HTTP and following the events on its own connection.
 */
const KEY = 'test-admin-key-0123456789abcdef';
const TOKEN = 'test-service-token-0123456789abcdef';
const logger = pino({ level: 'silent' });

let nats: NatsServer;
let contentBus: EventBus;
let bffBus: EventBus;
let content: StartedService;
let contentServer: ServedApp;
let live: LiveHub;
let bffServer: ServedApp;
let base: string;
let contentUrl: string;

beforeAll(async () => {
  nats = await startNatsServer();
  contentBus = await createNatsBus({ servers: nats.url, streams: ['content'], logger, name: 'content' });
  const storage = await openStorage({ kind: 'embedded-memory' });
  content = await startService(contentService, { ...storage, bus: contentBus, logger }, { serviceToken: TOKEN });
  contentServer = await serveApp(content.app, { port: 0, hostname: '127.0.0.1', logger, handleSignals: false });
  contentUrl = `http://127.0.0.1:${contentServer.port}`;
  const client = createServiceClient('content', contentUrl, httpFetch, { token: TOKEN });
  bffBus = await createNatsBus({ servers: nats.url, streams: ['content'], logger, name: 'bff' });
  live = createLiveHub({ bus: bffBus, logger, publicArticle: publishedArticleLookup(client) });
  await live.start();
  const bff = createBff({ logger, adminApiKey: KEY, services: { content: client, audience: unreachable('audience') }, live });
  bffServer = await serveApp(bff, { port: 0, hostname: '127.0.0.1', logger, handleSignals: false, beforeClose: () => live.close(), frontDoor: bff.frontDoor });
  base = `http://127.0.0.1:${bffServer.port}`;
}, 30_000);

afterAll(async () => {
  await bffServer?.shutdown();
  await live?.close();
  await bffBus?.close();
  await contentServer?.shutdown();
  await content?.stop();
  await contentBus?.close();
  await nats?.stop();
});

const titles = async () => ((await (await fetch(`${base}/api/articles?limit=15`)).json()) as Article[]).map((a) => a.title);
const body = (title: string) => JSON.stringify({ title, excerpt: 'E', content: 'Body.', author: 'Desk', category: 'michigan-politics' });

describe('the read cache in distributed mode (real NATS)', () => {
  it('shows an article published through this BFF in the very next read', async () => {
    expect(await titles()).toEqual([]);
    const res = await fetch(`${base}/api/articles`, { method: 'POST', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }, body: body('Budget deal reached') });
    expect(res.status).toBe(201);
    expect(await titles()).toEqual(['Budget deal reached']);
  });

  it('forgets its answers when the JetStream event arrives, before the live stream forwards it', async () => {
    expect(await titles()).not.toContain('Published by another BFF');
    const stream = sseReader((await fetch(`${base}/api/live`)).body);
    await stream.next((f) => f.comments.includes('connected'));
    // A write through another way in (another BFF instance, a background job): straight to the content service.
    const res = await fetch(`${contentUrl}/articles`, {
      method: 'POST',
      headers: { [SERVICE_TOKEN_HEADER]: TOKEN, 'content-type': 'application/json', 'x-actor': 'system:test' },
      body: body('Published by another BFF'),
    });
    expect(res.status).toBe(201);
    await stream.next((f) => f.event === 'article' && (f.data ?? '').includes('Published by another BFF'), 10_000);
    expect((await titles())[0]).toBe('Published by another BFF');
    await stream.close();
  });
});
