import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Child {
  proc: ChildProcessWithoutNullStreams;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the first stdout line matching `pattern`. */
  line(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code (or signal) once the child is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Run a TypeScript fixture in its own Node process, through tsx. */
export function spawnFixture(fixture: URL, args: string[] = []): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(fixture), ...args], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, NO_COLOR: '1' },
  });
  let out = '';
  const waiters: { pattern: RegExp; resolve(line: string): void }[] = [];
  const check = (): void => {
    for (const waiter of [...waiters]) {
      const line = out.split('\n').find((l) => waiter.pattern.test(l));
      if (line !== undefined) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  proc.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    check();
  });
  proc.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    proc,
    output: () => out,
    exited,
    line(pattern, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms; output:\n${out}`)), timeoutMs);
        void exited.then(({ code, signal }) => {
          clearTimeout(timer);
          reject(new Error(`child exited (${code ?? signal}) before printing ${pattern}; output:\n${out}`));
        });
        waiters.push({
          pattern,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
        check();
      });
    },
  };
}
