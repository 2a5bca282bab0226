/**
 * `npm run start:distributed`: every service and the BFF as separate processes,
 * talking over HTTP and NATS JetStream (NATS_URL, required). MongoDB at
 * MONGO_URL when set; otherwise each service keeps an embedded store in its own
 * folder under MITICS_DATA_DIR. Ctrl-C (or SIGTERM) stops them all gracefully.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve, join } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const env = process.env;

function fail(message: string): never {
  console.error(`Invalid configuration: ${message}`);
  process.exit(1);
}

if (!env.NATS_URL) fail('NATS_URL is required (e.g. nats://127.0.0.1:4222, a server with JetStream enabled)');
const dataDir = resolve(env.MITICS_DATA_DIR ?? '.data-distributed');
const port = Number(env.PORT ?? 3000);
const contentPort = Number(env.CONTENT_PORT ?? 4101);
const audiencePort = Number(env.AUDIENCE_PORT ?? 4105);
const civicDataPort = Number(env.CIVIC_DATA_PORT ?? 4102);
const financePort = Number(env.FINANCE_PORT ?? 4103);
const socialPort = Number(env.SOCIAL_PORT ?? 4106);
mkdirSync(dataDir, { recursive: true });
const adminKey = env.MITICS_ADMIN_API_KEY ?? randomBytes(32).toString('hex');
if (!env.MITICS_ADMIN_API_KEY) {
  // Secrets go to a file only its owner reads, never into a log.
  const file = join(dataDir, 'admin-api-key');
  writeFileSync(file, `${adminKey}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  console.log(`No MITICS_ADMIN_API_KEY set: a key for this run is in ${file}`);
}
// The BFF proves itself to the services with this; a fresh one per run unless set.
const serviceToken = env.MITICS_SERVICE_TOKEN ?? randomBytes(32).toString('hex');
const careersPort = Number(env.CAREERS_PORT ?? 4104);
/** The newsletter unsubscribe links' secret: the variable, else one kept in the data folder so links survive restarts. */
function unsubscribeSecret(): string {
  if (env.MITICS_UNSUBSCRIBE_SECRET) return env.MITICS_UNSUBSCRIBE_SECRET;
  const file = join(dataDir, 'unsubscribe-secret');
  let secret = '';
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    // Not made yet.
  }
  if (secret.length >= 32) return secret;
  secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

interface Proc {
  name: string;
  entry: string;
  env: Record<string, string>;
  port: number;
}

const procs: Proc[] = [
  {
    name: 'content',
    entry: 'services/content/src/main.ts',
    port: contentPort,
    env: {
      PORT: String(contentPort),
      MITICS_DATA_DIR: join(dataDir, 'content'),
      MITICS_SEED: env.MITICS_SEED ?? '1',
      MONGO_DB: env.CONTENT_MONGO_DB ?? 'mitics-content',
    },
  },
  {
    name: 'audience',
    entry: 'services/audience/src/main.ts',
    port: audiencePort,
    env: {
      PORT: String(audiencePort),
      MITICS_DATA_DIR: join(dataDir, 'audience'),
      MONGO_DB: env.AUDIENCE_MONGO_DB ?? 'mitics-audience',
      MITICS_UNSUBSCRIBE_SECRET: unsubscribeSecret(),
    },
  },
  {
    name: 'careers',
    entry: 'services/careers/src/main.ts',
    port: careersPort,
    env: {
      PORT: String(careersPort),
      MITICS_DATA_DIR: join(dataDir, 'careers'),
      MITICS_SEED: env.MITICS_SEED ?? '1',
      MONGO_DB: env.CAREERS_MONGO_DB ?? 'mitics-careers',
    },
  },
  {
    // After content: it follows content events (the content stream must exist).
    name: 'civic-data',
    entry: 'services/civic-data/src/main.ts',
    port: civicDataPort,
    env: {
      PORT: String(civicDataPort),
      MITICS_DATA_DIR: join(dataDir, 'civic-data'),
      MONGO_DB: env.CIVIC_DATA_MONGO_DB ?? 'mitics-civic-data',
    },
  },
  {
    // An empty store gets the committed Michigan FEC snapshot and the labelled demo contributions.
    name: 'finance',
    entry: 'services/finance/src/main.ts',
    port: financePort,
    env: {
      PORT: String(financePort),
      MITICS_DATA_DIR: join(dataDir, 'finance'),
      MONGO_DB: env.FINANCE_MONGO_DB ?? 'mitics-finance',
    },
  },
  {
    // Follows content events on NATS; posts to X when X_API_KEY and the other three credentials are set.
    name: 'social',
    entry: 'services/social/src/main.ts',
    port: socialPort,
    env: {
      PORT: String(socialPort),
      MITICS_DATA_DIR: join(dataDir, 'social'),
      MONGO_DB: env.SOCIAL_MONGO_DB ?? 'mitics-social',
      PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${port}`,
    },
  },
  {
    name: 'bff',
    entry: 'bff/src/main.ts',
    port,
    // The BFF follows content events on NATS for its live updates (/api/live).
    env: {
      PORT: String(port),
      CONTENT_URL: `http://127.0.0.1:${contentPort}`,
      AUDIENCE_URL: `http://127.0.0.1:${audiencePort}`,
      CIVIC_DATA_URL: `http://127.0.0.1:${civicDataPort}`,
      FINANCE_URL: `http://127.0.0.1:${financePort}`,
      CAREERS_URL: `http://127.0.0.1:${careersPort}`,
      SOCIAL_URL: `http://127.0.0.1:${socialPort}`,
      NATS_URL: env.NATS_URL,
      MITICS_ADMIN_API_KEY: adminKey,
    },
  },
];

const children: ChildProcess[] = [];
let stopping = false;

async function waitHealthy(p: Proc): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${p.port}/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${p.name} did not become healthy on port ${p.port}`);
}

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const timer = setTimeout(() => process.exit(code), 10_000);
  timer.unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r))))).then(() => process.exit(code));
}

for (const p of procs) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, p.entry)], {
    cwd: root,
    env: { ...env, MITICS_SERVICE_TOKEN: serviceToken, ...p.env },
    stdio: 'inherit',
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${p.name} exited (${signal ?? code}); stopping the others`);
      stopAll(1);
    }
  });
  await waitHealthy(p);
}
console.log(`Mitics (distributed) is running on http://127.0.0.1:${port}`);
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
