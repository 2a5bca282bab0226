/**
 * The real site for end-to-end tests: `npm start`'s entry point (every service and
 * the BFF in one process, demo seed) on a free port and a fresh data folder.
 * Use it for the happy paths; use fake-site.ts to force loading, empty and
 * error states the real server would not show on demand.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@mitics/kit/testing';

const root = resolve(import.meta.dirname, '../../..');

export interface RealSite {
  /** The data folder (deleted on close unless `keepData`). */
  dataDir: string;
  url: string;
  /** The generated admin API key, for staff calls (POST /api/articles ...). */
  adminKey: () => Promise<string>;
  output: () => string;
  /** SIGTERM, wait for the exit; resolves to the exit code. */
  close: () => Promise<number | null>;
}

/** Starts the embedded site; resolves when /health answers 200. */
export async function startRealSite(env: Record<string, string> = {}, options: { dataDir?: string; keepData?: boolean } = {}): Promise<RealSite> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'mitics-site-')));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'bff/src/embedded.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), MITICS_DATA_DIR: dataDir, LOG_LEVEL: 'warn', MITICS_ADMIN_API_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`embedded site exited early:\n${output}`);
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`embedded site did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    dataDir,
    url,
    adminKey: async () => (await readFile(join(dataDir, 'admin-api-key'), 'utf8')).trim(),
    output: () => output,
    close: async () => {
      const code =
        child.exitCode !== null
          ? child.exitCode
          : await new Promise<number | null>((r) => {
              child.once('exit', (exitCode) => r(exitCode));
              child.kill('SIGTERM');
            });
      if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
