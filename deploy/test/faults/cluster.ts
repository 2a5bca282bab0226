/**
 * A distributed Mitics for fault tests: its own nats-server (JetStream on a
 * temp store), every service (content, audience, civic-data, social, careers,
 * finance) and the BFF, each a child process started as `npm run start:distributed` starts it,
 * on free ports and a fresh data folder. Any of them can be killed with
 * SIGKILL and started again on the same port, data folder and NATS store.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, startNatsServer, type NatsServer } from '@mitics/kit/testing';
import { FAKE_X_CREDENTIALS, startFakeX, type FakeX } from '@mitics/social/testing';

const root = resolve(import.meta.dirname, '../../..');

export type ProcName = 'content' | 'audience' | 'civic-data' | 'social' | 'careers' | 'finance' | 'bff';

interface ProcSpec {
  name: ProcName;
  entry: string;
  port: number;
  env: Record<string, string>;
  /** What answers 200 once the process is up; default /health. */
  probe?: string;
}

export interface Proc {
  name: ProcName;
  port: number;
  url: string;
  dataDir: string;
  /** SIGKILL: no shutdown hook runs, in-flight requests are cut. */
  kill(): Promise<void>;
  /** Start again on the same port and data folder; resolves once /health answers. */
  start(): Promise<void>;
  /** SIGTERM and wait for the exit (graceful shutdown). */
  stop(): Promise<void>;
  /** How many times the process was started. */
  starts(): number;
  /** Whether the process is alive now. */
  running(): boolean;
}

export interface Cluster {
  nats: NatsServer;
  x: FakeX;
  /** The BFF's address, what readers and staff reach. */
  base: string;
  adminKey: string;
  serviceToken: string;
  procs: Record<ProcName, Proc>;
  /** The first admin's password, read from the audience data folder. */
  adminPassword(): Promise<string>;
  /** Every process's output so far, for failure messages. */
  output(): string;
  close(): Promise<void>;
}

async function waitReady(url: string, child: () => ChildProcess | null, what: string, output: () => string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const proc = child();
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) throw new Error(`${what} exited during start-up:\n${output()}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become healthy:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts the whole distributed site; resolves once every process answers /health. */
export async function startCluster(): Promise<Cluster> {
  const nats = await startNatsServer();
  const x = await startFakeX();
  const dataDir = await mkdtemp(join(tmpdir(), 'mitics-faults-'));
  const [bffPort, contentPort, audiencePort, civicPort, socialPort, careersPort, financePort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const adminKey = randomBytes(24).toString('hex');
  const serviceToken = randomBytes(32).toString('hex');
  const base = `http://127.0.0.1:${bffPort}`;
  // The BFF serves a web app; these tests need only a page shell, not a build of the web.
  const webDist = join(dataDir, 'web-dist');
  await mkdir(webDist, { recursive: true });
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><title>Mitics</title></head><body><div id="root"></div></body></html>');
  const common = {
    HOST: '127.0.0.1',
    NATS_URL: nats.url,
    MITICS_SERVICE_TOKEN: serviceToken,
    LOG_LEVEL: 'warn',
    MONGO_URL: '',
    MITICS_SEED: '0',
  };
  const specs: ProcSpec[] = [
    { name: 'content', entry: 'services/content/src/main.ts', port: contentPort, env: { FEED_POLL_MINUTES: '0' } },
    {
      name: 'audience',
      entry: 'services/audience/src/main.ts',
      port: audiencePort,
      env: { MITICS_UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'), MITICS_ADMIN_USERNAME: 'admin' },
    },
    // Without the snapshot: these tests need its consumer of content events, not the Legislature.
    { name: 'civic-data', entry: 'services/civic-data/src/main.ts', port: civicPort, env: { CIVIC_SNAPSHOT: '0', OPENSTATES_API_KEY: '' } },
    {
      name: 'social',
      entry: 'services/social/src/main.ts',
      port: socialPort,
      env: {
        PUBLIC_ORIGIN: base,
        X_API_BASE_URL: x.url,
        X_API_KEY: FAKE_X_CREDENTIALS.apiKey,
        X_API_SECRET: FAKE_X_CREDENTIALS.apiSecret,
        X_ACCESS_TOKEN: FAKE_X_CREDENTIALS.accessToken,
        X_ACCESS_TOKEN_SECRET: FAKE_X_CREDENTIALS.accessTokenSecret,
        SOCIAL_RETRY_BASE_MS: '200',
      },
    },
    // Careers starts empty (MITICS_SEED=0): every job post in it is one the tests wrote.
    { name: 'careers', entry: 'services/careers/src/main.ts', port: careersPort, env: {} },
    // Finance loads the committed Michigan snapshot into its empty store on first start, as deployed.
    { name: 'finance', entry: 'services/finance/src/main.ts', port: financePort, env: { FINANCE_SNAPSHOT: '1' } },
    {
      name: 'bff',
      entry: 'bff/src/main.ts',
      port: bffPort,
      // What staff reach first; its /health also asks every service.
      probe: '/api/auth/me',
      env: {
        CONTENT_URL: `http://127.0.0.1:${contentPort}`,
        AUDIENCE_URL: `http://127.0.0.1:${audiencePort}`,
        CIVIC_DATA_URL: `http://127.0.0.1:${civicPort}`,
        CAREERS_URL: `http://127.0.0.1:${careersPort}`,
        FINANCE_URL: `http://127.0.0.1:${financePort}`,
        SOCIAL_URL: `http://127.0.0.1:${socialPort}`,
        MITICS_ADMIN_API_KEY: adminKey,
        WEB_DIST_DIR: webDist,
      },
    },
  ];

  let output = '';
  const procs = {} as Record<ProcName, Proc>;
  for (const spec of specs) {
    let child: ChildProcess | null = null;
    let starts = 0;
    const procDir = join(dataDir, spec.name);
    const url = `http://127.0.0.1:${spec.port}`;
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      ...common,
      PORT: String(spec.port),
      MITICS_DATA_DIR: procDir,
      ...spec.env,
    };
    const proc: Proc = {
      name: spec.name,
      port: spec.port,
      url,
      dataDir: procDir,
      starts: () => starts,
      running: () => child !== null && child.exitCode === null && child.signalCode === null,
      async start() {
        starts++;
        const started = spawn(process.execPath, ['--import', 'tsx', join(root, spec.entry)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
        child = started;
        const tag = (d: Buffer) => {
          output += d
            .toString()
            .split('\n')
            .filter((l) => l.length > 0)
            .map((l) => `[${spec.name}#${starts}] ${l}\n`)
            .join('');
        };
        started.stdout?.on('data', tag);
        started.stderr?.on('data', tag);
        await waitReady(`${url}${spec.probe ?? '/health'}`, () => child, `${spec.name} (start ${starts})`, () => output);
      },
      async kill() {
        const running = child;
        if (!running || running.exitCode !== null || running.signalCode !== null) return;
        const exited = new Promise((r) => running.once('exit', r));
        running.kill('SIGKILL');
        await exited;
      },
      async stop() {
        const running = child;
        if (!running || running.exitCode !== null || running.signalCode !== null) return;
        const exited = new Promise((r) => running.once('exit', r));
        running.kill('SIGTERM');
        await exited;
      },
    };
    procs[spec.name] = proc;
  }
  try {
    // Content first: its stream must exist before the others follow it.
    await procs.content.start();
    await Promise.all([procs.audience.start(), procs['civic-data'].start(), procs.social.start(), procs.careers.start(), procs.finance.start()]);
    await procs.bff.start();
  } catch (error) {
    await Promise.all(Object.values(procs).map((p) => p.kill()));
    await nats.stop();
    await x.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    nats,
    x,
    base,
    adminKey,
    serviceToken,
    procs,
    adminPassword: async () => {
      const file = await readFile(join(procs.audience.dataDir, 'first-admin-password'), 'utf8');
      const password = /^password: (.+)$/m.exec(file)?.[1];
      if (!password) throw new Error('the first-admin password file holds no password');
      return password;
    },
    output: () => output,
    async close() {
      await Promise.all(Object.values(procs).map((p) => p.stop()));
      await nats.stop();
      await x.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
