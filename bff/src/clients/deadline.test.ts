import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestWithDeadline } from './deadline.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let server: Server;
let url: string;

beforeAll(async () => {
  // Headers at once, then a body that never ends.
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"current": {"temperature_2m": 4');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Reads the body while the garbage collector runs every 10 ms; 'hung' when it is still reading after 3 s. */
async function readWhileCollecting(request: () => Request): Promise<string> {
  const collecting = setInterval(gc, 10);
  let timer: NodeJS.Timeout | undefined;
  try {
    const reading = (async () => {
      const res = await fetch(request());
      await res.json();
      return 'read';
    })().catch((error: unknown) => (error instanceof Error ? error.name : String(error)));
    const hung = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('hung'), 3_000)));
    return await Promise.race([reading, hung]);
  } finally {
    clearInterval(collecting);
    clearTimeout(timer);
  }
}

describe('requestWithDeadline', () => {
  it('cuts a body that never ends at its deadline, even when the garbage collector runs meanwhile', async () => {
    const started = performance.now();
    expect(await readWhileCollecting(() => requestWithDeadline(url, {}, 200))).toBe('TimeoutError');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it("follows the caller's own signal too", async () => {
    const caller = new AbortController();
    const request = requestWithDeadline(url, { signal: caller.signal }, 10_000);
    caller.abort(new Error('reader left'));
    expect(request.signal.aborted).toBe(true);
  });
});
