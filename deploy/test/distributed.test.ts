import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection } from 'nats';
import { EventEnvelope, type Article } from '@mitics/contracts';
import { startNatsServer } from '@mitics/kit/testing';

const root = resolve(import.meta.dirname, '../..');
const KEY = 'distributed-test-key-0123456789';

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

let nats: Awaited<ReturnType<typeof startNatsServer>>;
let launcher: ChildProcess;
let nc: NatsConnection;
let dataDir: string;
let base: string;
let output = '';

beforeAll(async () => {
  nats = await startNatsServer();
  dataDir = await mkdtemp(join(tmpdir(), 'mitics-dist-'));
  const [port, contentPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
  launcher = spawn(process.execPath, ['--import', 'tsx', join(root, 'deploy/start-distributed.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NATS_URL: nats.url,
      PORT: String(port),
      CONTENT_PORT: String(contentPort),
      MITICS_DATA_DIR: dataDir,
      MITICS_ADMIN_API_KEY: KEY,
      MITICS_SEED: '0',
      LOG_LEVEL: 'warn',
      MONGO_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launcher.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  launcher.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await until('the distributed site', async () => ((await fetch(`${base}/health`)).ok ? true : undefined), 90_000).catch((e: unknown) => {
    throw new Error(`${String(e)}\n${output}`);
  });
  nc = await connect({ servers: nats.url });
});

afterAll(async () => {
  await nc?.close();
  if (launcher && launcher.exitCode === null) {
    const exited = new Promise((r) => launcher.once('exit', r));
    launcher.kill('SIGTERM');
    await exited;
  }
  await nats?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('distributed mode with a real NATS', () => {
  it('refuses to start without NATS_URL, naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'deploy/start-distributed.ts')], {
      cwd: root,
      env: { ...process.env, NATS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(1);
    expect(err).toContain('NATS_URL is required');
  });

  it('publishes content.article.published on NATS and lists the article after POST /api/articles', async () => {
    const jsm = await nc.jetstreamManager();
    const title = `Distributed check ${Date.now()}`;
    const res = await fetch(`${base}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title, excerpt: 'Excerpt', content: 'Body text.', author: 'Staff', category: 'michigan-politics' }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Article;

    const list = (await (await fetch(`${base}/api/articles?limit=5`)).json()) as Article[];
    expect(list.map((a) => a.id)).toContain(created.id);

    // The last message on the subject, read straight from the stream with its headers.
    const event = await until('the published event', async () => {
      const m = await jsm.streams.getMessage('CONTENT', { last_by_subj: 'content.article.published' });
      const envelope = EventEnvelope.parse(m.json());
      return { envelope, msgId: m.header?.get('Nats-Msg-Id'), subject: m.subject };
    });
    expect(event.subject).toBe('content.article.published');
    expect(event.envelope.type).toBe('content.article.published');
    expect(event.msgId).toBe(event.envelope.id);
    expect(event.envelope.stream).toBe(`article-${created.id}`);
    expect(event.envelope.actor).toBe('apikey:admin');
    expect((event.envelope.data as { article: Article }).article.title).toBe(title);
  });
});
