import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface NatsServer {
  url: string;
  port: number;
  /** The JetStream store folder (kept across restart). */
  storeDir: string;
  /** Kill the server and remove its store. */
  stop(): Promise<void>;
  /** Stop and start again on the same port and store, as after a crash. */
  restart(): Promise<void>;
}

function findBinary(): string {
  const fromEnv = process.env.NATS_SERVER_BIN;
  if (fromEnv) return fromEnv;
  const onPath = (process.env.PATH ?? '').split(':').map((dir) => join(dir, 'nats-server')).find((file) => existsSync(file));
  return onPath ?? '/usr/sbin/nats-server';
}

/** A TCP port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Start a real nats-server with JetStream on a free port and a fresh temp
 * store, for tests. The binary is $NATS_SERVER_BIN, `nats-server` on PATH, or
 * Debian's /usr/sbin/nats-server.
 */
export interface NatsServerOptions {
  /**
   * A configuration file's text (users, permissions); the address, ports and
   * store folder are the test's own, whatever the file says.
   */
  config?: string;
  /** Environment for the server, e.g. the passwords a config file reads as $VARIABLES. */
  env?: Record<string, string>;
}

export async function startNatsServer(options: NatsServerOptions = {}): Promise<NatsServer> {
  const binary = findBinary();
  const port = await freePort();
  const storeDir = await mkdtemp(join(tmpdir(), 'mitics-nats-'));
  const args = ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
  if (options.config !== undefined) {
    // The server refuses a store folder given twice (file and flag): the file's is replaced.
    const config = options.config.replace(/^(\s*store_dir\s*[:=]?\s*).*$/m, `$1${JSON.stringify(storeDir)}`);
    const file = join(storeDir, '..', `${storeDir.split('/').pop() ?? 'nats'}.conf`);
    await writeFile(file, config);
    args.splice(args.indexOf('-sd'), 2);
    args.unshift('-c', file);
    args.push('-m', String(await freePort()));
  }
  let child: ChildProcess | null = null;
  let output = '';

  async function launch(): Promise<void> {
    const proc = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
    child = proc;
    output = '';
    proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const spawnError = new Promise<never>((_, reject) => proc.once('error', (error) => reject(new Error(`cannot start ${binary}: ${error.message}`))));
    spawnError.catch(() => undefined);
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`nats-server exited with ${proc.exitCode}: ${output}`);
      const ready = await Promise.race([accepts(port), spawnError]);
      // The port opens a moment before JetStream is ready; the log line says when it is.
      if (ready && /Server is ready/.test(output)) return;
      if (Date.now() > deadline) throw new Error(`nats-server did not accept connections on ${port}: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function kill(): Promise<void> {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGKILL');
    await exited;
  }

  await launch();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    storeDir,
    async stop() {
      await kill();
      await rm(storeDir, { recursive: true, force: true });
    },
    async restart() {
      await kill();
      await launch();
    },
  };
}
