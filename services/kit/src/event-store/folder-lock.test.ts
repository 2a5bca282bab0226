import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStorage } from '../storage.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mitics-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded data folder lock', () => {
  it('refuses a second opener while the first holds the folder, and frees it on close', async () => {
    const first = await openStorage({ kind: 'embedded', dir });
    await expect(openStorage({ kind: 'embedded', dir })).rejects.toThrow('already open in this process');
    await first.close();
    const again = await openStorage({ kind: 'embedded', dir });
    await again.close();
  });

  it('refuses a folder held by another live process, naming it', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(join(dir, 'LOCK'), String(child.pid));
      await expect(openStorage({ kind: 'embedded', dir })).rejects.toThrow(`in use by process ${child.pid}`);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    const pid = child.pid;
    await new Promise((r) => child.once('exit', r));
    await writeFile(join(dir, 'LOCK'), String(pid));
    const storage = await openStorage({ kind: 'embedded', dir });
    expect((await readFile(join(dir, 'LOCK'), 'utf8')).trim()).toBe(String(process.pid));
    await storage.close();
  });
});
