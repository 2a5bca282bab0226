import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionInfo, UserAccount } from '@mitics/contracts';
import { startService, type StartedService } from '@mitics/kit';
import { memoryAdapters, type MemoryAdapters } from '@mitics/kit/testing';
import { audienceService, createAudienceService } from '../definition.ts';
import { ensureFirstAdmin, FIRST_ADMIN_FILE } from './bootstrap.ts';
import { CREDENTIALS, type CredentialDoc } from './credentials.ts';
import { captureLogger, countingHasher } from './testing.ts';

let adapters: MemoryAdapters;
let service: StartedService;
let hasher: ReturnType<typeof countingHasher>;
let logs: ReturnType<typeof captureLogger>;
let secretsDir: string;

beforeEach(async () => {
  secretsDir = await mkdtemp(join(tmpdir(), 'mitics-first-admin-'));
  logs = captureLogger();
  adapters = await memoryAdapters({ clock: () => new Date('2026-11-22T12:00:00.000Z'), logger: logs.logger });
  hasher = countingHasher();
  service = await startService(createAudienceService({ passwords: hasher.passwords }), adapters);
});

afterEach(async () => {
  await service.stop();
  await adapters.close();
  await rm(secretsDir, { recursive: true, force: true });
});

const deps = () => ({ passwords: hasher.passwords });
const accounts = async () => (await (await service.app.request('/accounts')).json() as unknown[]).map((a) => UserAccount.parse(a));
const signIn = async (login: string, password: string) =>
  service.app.request('/accounts/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password, address: 'a' }) });

const GENERATED_LINE = /First admin account created — username: admin; its generated password is in (\S+) \(readable only by this user/;

describe('the first admin', () => {
  it('is created once, active, with a generated password in a file only its owner reads, never in the log', async () => {
    const admin = await ensureFirstAdmin(service.ctx, { secretsDir }, logs.logger, deps());
    expect(admin).toMatchObject({ username: 'admin', email: 'admin@mitics.local', role: 'admin', isActive: true, approvedAt: expect.any(String) });
    const file = GENERATED_LINE.exec(logs.text())?.[1];
    expect(file, logs.text()).toBe(join(secretsDir, FIRST_ADMIN_FILE));
    const warning = logs.text().split('\n').find((line) => GENERATED_LINE.test(line));
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 'warn', service: 'audience', file });
    expect((await stat(file ?? '')).mode & 0o777).toBe(0o600);
    const password = /^password: ([A-Za-z0-9_-]{20})$/m.exec(await readFile(file ?? '', 'utf8'))?.[1];
    expect(password).toBeDefined();
    expect(logs.text()).not.toContain(password);

    expect(await ensureFirstAdmin(service.ctx, { secretsDir }, logs.logger, deps())).toBeNull();
    expect(await ensureFirstAdmin(service.ctx, { password: 'A different password 99' }, logs.logger, deps())).toBeNull();
    expect(await accounts()).toEqual([admin]);
    expect(hasher.calls.hash).toBe(1);

    const session = SessionInfo.parse(await (await signIn('admin', password ?? '')).json());
    expect(session.user?.id).toBe(admin?.id);
    expect(logs.text()).not.toContain(password);
  });

  it('refuses to generate a password with nowhere safe to put it', async () => {
    await expect(ensureFirstAdmin(service.ctx, {}, logs.logger, deps())).rejects.toThrow(/MITICS_ADMIN_PASSWORD/);
    expect(await accounts()).toEqual([]);
  });

  it('uses the configured username and password, and never logs the password', async () => {
    const admin = await ensureFirstAdmin(service.ctx, { username: 'Editor_In_Chief', password: 'Grand Traverse cherries 88' }, logs.logger, deps());
    expect(admin).toMatchObject({ username: 'Editor_In_Chief', email: 'editor_in_chief@mitics.local', role: 'admin', isActive: true });
    expect(logs.text()).toContain('First admin account created with the configured password');
    expect(logs.text()).not.toContain('Grand Traverse cherries 88');
    expect((await signIn('editor_in_chief', 'Grand Traverse cherries 88')).status).toBe(200);
  });

  it('takes an email given as the username as the admin’s email', async () => {
    const admin = await ensureFirstAdmin(service.ctx, { username: 'Chief+Desk@Mitics.news', password: 'Grand Traverse cherries 88' }, logs.logger, deps());
    expect(admin).toMatchObject({ username: 'Chief-Desk', email: 'chief+desk@mitics.news' });
    expect((await signIn('chief+desk@mitics.news', 'Grand Traverse cherries 88')).status).toBe(200);
  });

  it('is not created while any admin exists', async () => {
    await ensureFirstAdmin(service.ctx, { username: 'first', password: 'Grand Traverse cherries 88' }, logs.logger, deps());
    expect(await ensureFirstAdmin(service.ctx, { username: 'second', secretsDir }, logs.logger, deps())).toBeNull();
    expect((await accounts()).map((a) => a.username)).toEqual(['first']);
  });

  it('is created by one of two processes starting at once; the other logs nothing', async () => {
    const other = await startService(createAudienceService({ passwords: hasher.passwords }), adapters);
    try {
      const made = await Promise.all([ensureFirstAdmin(service.ctx, { secretsDir }, logs.logger, deps()), ensureFirstAdmin(other.ctx, { secretsDir }, logs.logger, deps())]);
      expect(made.filter((admin) => admin !== null)).toHaveLength(1);
      expect(await accounts()).toHaveLength(1);
      expect(logs.text().match(new RegExp(GENERATED_LINE.source, 'g'))).toHaveLength(1);
    } finally {
      await other.stop();
    }
  });

  it('refuses to start when the username belongs to a non-admin account', async () => {
    const res = await service.app.request('/accounts/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', email: 'someone@example.com', fullName: 'Someone', password: 'Not the admin 12', address: '203.0.113.7' }),
    });
    expect(res.status).toBe(201);
    await expect(ensureFirstAdmin(service.ctx, { secretsDir }, logs.logger, deps())).rejects.toThrow(/MITICS_ADMIN_USERNAME/);
  });

  it('stores the production-cost hash by default', async () => {
    const real = await startService(audienceService, adapters);
    try {
      await ensureFirstAdmin(real.ctx, { password: 'Grand Traverse cherries 88' }, logs.logger);
      const [credential] = await adapters.docs.collection<CredentialDoc>(CREDENTIALS).find({});
      expect(credential?.hash).toMatch(/^scrypt\$17\$8\$1\$/);
    } finally {
      await real.stop();
    }
  });
});
