/**
 * Sessions as `npm start` runs them: the first admin from the environment,
 * sign-in over a real socket, and a session that survives a restart of the
 * process (the embedded store under <MITICS_DATA_DIR>/bff).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionInfo } from '@mitics/contracts';
import { startRealSite, type RealSite } from '../src/testing/real-site.ts';

const ADMIN = { MITICS_ADMIN_USERNAME: 'night-editor', MITICS_ADMIN_PASSWORD: 'mackinac-bridge-1957-span' };

let dataDir: string;
let site: RealSite;
const start = () => startRealSite({ ...ADMIN, MITICS_SEED: '0', LOG_LEVEL: 'info' }, { dataDir, keepData: true });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mitics-sessions-'));
  site = await start();
});

afterAll(async () => {
  if (site) await site.close();
  await rm(dataDir, { recursive: true, force: true });
});

const me = async (cookie: string) => SessionInfo.parse(await (await fetch(`${site.url}/api/auth/me`, { headers: { cookie } })).json()).user;

describe('sessions on the embedded site', () => {
  it('signs in the configured first admin, and the session survives a restart until sign-out', async () => {
    const res = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mitics-csrf': '1', origin: site.url },
      body: JSON.stringify({ login: ADMIN.MITICS_ADMIN_USERNAME, password: ADMIN.MITICS_ADMIN_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^mitics_session=/);
    expect(await me(cookie)).toMatchObject({ username: 'night-editor', role: 'admin' });

    const firstRun = site.output();
    expect(await site.close()).toBe(0);
    site = await start();
    expect(await me(cookie)).toMatchObject({ username: 'night-editor', role: 'admin' });
    expect((await fetch(`${site.url}/api/admin/users`, { headers: { cookie } })).status).toBe(200);

    const out = await fetch(`${site.url}/api/auth/logout`, { method: 'POST', headers: { cookie, 'x-mitics-csrf': '1', origin: site.url } });
    expect(out.status).toBe(204);
    expect(await me(cookie)).toBeNull();
    for (const output of [firstRun, site.output()]) expect(output).not.toContain(ADMIN.MITICS_ADMIN_PASSWORD);
    expect(firstRun).toContain('"path":"/api/auth/login"');
  });
});
