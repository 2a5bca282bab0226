import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_PENDING,
  ACCOUNT_TAKEN,
  EventEnvelope,
  INVALID_ADMIN_PASSWORD,
  INVALID_SIGN_IN,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  REGISTRATION_RECEIVED,
  REQUIRED_FIELDS,
  SessionInfo,
  UserAccount,
  UserRegistered,
  type Problem,
} from '@mitics/contracts';
import { startService, type EventStore, type StartedService } from '@mitics/kit';
import { memoryAdapters, waitFor, type MemoryAdapters } from '@mitics/kit/testing';
import { audienceService, createAudienceService } from '../definition.ts';
import { ensureFirstAdmin } from './bootstrap.ts';
import { STALE_RESERVATION_MS } from './commands.ts';
import { CREDENTIALS, type CredentialDoc } from './credentials.ts';
import { LAST_ADMIN_DEACTIVATE, LAST_ADMIN_DEMOTE } from './decide.ts';
import { PASSWORD_IS_LOGIN } from './passwords.ts';
import { captureLogger, countingHasher } from './testing.ts';

const ADMIN_PASSWORD = 'Mackinac Bridge 1957!';
const ANN_PASSWORD = 'Lansing statehouse rotunda';

let adapters: MemoryAdapters;
let service: StartedService;
let now: Date;
let hasher: ReturnType<typeof countingHasher>;
let logs: ReturnType<typeof captureLogger>;

beforeEach(async () => {
  now = new Date('2026-11-22T12:00:00.000Z');
  logs = captureLogger();
  adapters = await memoryAdapters({ clock: () => now, logger: logs.logger });
  hasher = countingHasher();
  service = await startService(createAudienceService({ passwords: hasher.passwords }), adapters);
});

afterEach(async () => {
  await service.stop();
  await adapters.close();
});

const advance = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    service.app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}
const post = (path: string, body?: unknown, headers?: Record<string, string>) => send('POST', path, body, headers);

/** Every response body read in a test, to check none carries a secret. */
let bodies: string[] = [];
beforeEach(() => {
  bodies = [];
});

async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  bodies.push(text);
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

async function problem(res: Response, status: number): Promise<Problem> {
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return ok<Problem>(res, status);
}

const registration = (overrides: Record<string, unknown> = {}) => ({
  username: 'ann_voter',
  email: 'Ann@Example.com',
  fullName: 'Ann Voter',
  password: ANN_PASSWORD,
  role: 'contributor',
  address: '203.0.113.7',
  ...overrides,
});

/** The one answer to every registration, made or not. */
const received = async (res: Response) => expect(await ok(res, 201)).toEqual({ message: REGISTRATION_RECEIVED });
const register = async (overrides: Record<string, unknown> = {}) => {
  const body = registration(overrides);
  await received(await post('/accounts/register', body));
  const account = (await accounts()).find((a) => a.username === String(body.username).toLowerCase());
  if (!account) throw new Error(`no account ${String(body.username)}`);
  return account;
};
const signIn = (login: string, password: string, address = '203.0.113.7') => post('/accounts/sign-in', { login, password, address });
const verifyAdmin = (password: string, userId: string, address = '203.0.113.7') => post('/accounts/verify-admin', { password, address, userId });
const accounts = async () => (await ok<unknown[]>(await service.app.request('/accounts'))).map((a) => UserAccount.parse(a));
const events = () => adapters.store.readAll(0, 10_000);
const storedCredentials = () => adapters.docs.collection<CredentialDoc>(CREDENTIALS).find({});
const firstAdmin = async () => {
  const admin = await ensureFirstAdmin(service.ctx, { password: ADMIN_PASSWORD }, logs.logger, { passwords: hasher.passwords });
  if (!admin) throw new Error('expected the first admin');
  return admin;
};
const activeAnn = async () => {
  const ann = await register();
  await ok(await post(`/accounts/${ann.id}/activate`));
  return ann;
};

describe('registering', () => {
  it('creates a pending account and answers it, never the password', async () => {
    const ann = await register({ bio: '  Covers the Capitol.  ' });
    expect(ann).toEqual({
      id: expect.any(String),
      username: 'ann_voter',
      email: 'ann@example.com',
      fullName: 'Ann Voter',
      role: 'contributor',
      bio: 'Covers the Capitol.',
      isActive: false,
      createdAt: now.toISOString(),
      approvedAt: null,
    });
    expect(await accounts()).toEqual([ann]);
    const stored = await events();
    expect(stored).toEqual([expect.objectContaining({ type: UserRegistered.type, stream: `user-${ann.id}`, streamVersion: 1, actor: 'anonymous' })]);
    const [credential] = await storedCredentials();
    expect(credential).toMatchObject({ _id: ann.id, usernameKey: 'ann_voter', email: 'ann@example.com', hash: expect.stringMatching(/^scrypt\$/) });
    expect(credential?.hash).not.toContain(ANN_PASSWORD);
  });

  it('defaults the role to contributor and accepts editor, never admin', async () => {
    const { role, ...withoutRole } = registration();
    expect(role).toBe('contributor');
    await received(await post('/accounts/register', withoutRole));
    expect((await accounts())[0]?.role).toBe('contributor');
    expect((await register({ username: 'ed', email: 'ed@example.com', role: 'editor' })).role).toBe('editor');
    const refusal = await problem(await post('/accounts/register', registration({ username: 'mal', email: 'mal@example.com', role: 'admin' })), 400);
    expect(refusal.errors).toHaveProperty('role');
  });

  it('answers a username taken in any case, or an email in any case or spacing, exactly like a free one, and records nothing', async () => {
    await register();
    const hashes = hasher.calls.hash;
    for (const body of [registration({ username: 'ANN_Voter', email: 'other@example.com' }), registration({ username: 'someone', email: '  ann@EXAMPLE.com ' })]) {
      const res = await post('/accounts/register', body);
      const text = await res.text();
      expect(res.status).toBe(201);
      expect(JSON.parse(text)).toEqual({ message: REGISTRATION_RECEIVED });
      expect(text).not.toContain(ACCOUNT_TAKEN);
    }
    // The same slow hash as a registration that goes through, so timing tells nothing either.
    expect(hasher.calls.hash).toBe(hashes + 2);
    expect(await events()).toHaveLength(1);
    expect(await storedCredentials()).toHaveLength(1);
  });

  it('refuses a common password, in any case, with 400 and the password field', async () => {
    for (const password of ['password', 'LetMeIn', 'michigan', 'qwerty123']) {
      const refusal = await problem(await post('/accounts/register', registration({ password })), 400);
      expect(refusal.detail, password).toBe(PASSWORD_TOO_COMMON);
      expect(refusal.errors).toEqual({ password: PASSWORD_TOO_COMMON });
    }
    expect(await events()).toEqual([]);
    expect(await storedCredentials()).toEqual([]);
    expect(hasher.calls.hash).toBe(0);
  });

  it('refuses the username or email as the password', async () => {
    for (const password of ['Ann_Voter', 'ann@example.com']) {
      const refusal = await problem(await post('/accounts/register', registration({ password })), 400);
      expect(refusal).toMatchObject({ detail: PASSWORD_IS_LOGIN, errors: { password: PASSWORD_IS_LOGIN } });
    }
    expect(await events()).toEqual([]);
  });

  it('answers the field messages of the form for missing fields and a short password', async () => {
    const missing = await problem(await post('/accounts/register', { username: ' ', email: '', fullName: 'Ann', password: '', address: '203.0.113.7' }), 400);
    expect(missing.detail).toBe(REQUIRED_FIELDS);
    expect(missing.errors).toEqual({ username: REQUIRED_FIELDS, email: REQUIRED_FIELDS, password: REQUIRED_FIELDS });
    const short = await problem(await post('/accounts/register', registration({ password: 'abc12' })), 400);
    expect(short).toMatchObject({ detail: PASSWORD_TOO_SHORT, errors: { password: PASSWORD_TOO_SHORT } });
    const email = await problem(await post('/accounts/register', registration({ email: 'ann@' })), 400);
    expect(email.errors).toEqual({ email: 'Please enter a valid email address' });
    await problem(await post('/accounts/register', ['ann']), 400);
    expect(await events()).toEqual([]);
  });

  it('keeps one account when the same username arrives three times at once', async () => {
    const answers = await Promise.all([
      post('/accounts/register', registration()),
      post('/accounts/register', registration({ username: 'Ann_Voter', email: 'ann2@example.com' })),
      post('/accounts/register', registration({ username: 'ann_voter2', email: 'ANN@example.com' })),
    ]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(await events()).toHaveLength(1);
    expect(await accounts()).toHaveLength(1);
    // Each paid for one hash, taken or not.
    expect(hasher.calls.hash).toBe(3);
  });

  it('refuses a username another process has just reserved, though no account shows it yet', async () => {
    await adapters.docs
      .collection<CredentialDoc>(CREDENTIALS)
      .put({ _id: 'other-process', usernameKey: 'ann_voter', email: 'someone@example.com', hash: 'scrypt$4$8$1$AAAA$AAAA', createdAt: now.toISOString() });
    await received(await post('/accounts/register', registration()));
    expect(await events()).toEqual([]);
  });

  it('clears a reservation a crashed process left behind, and registers', async () => {
    await adapters.docs.collection<CredentialDoc>(CREDENTIALS).put({
      _id: 'crashed',
      usernameKey: 'ann_voter',
      email: 'ann@example.com',
      hash: 'scrypt$4$8$1$AAAA$AAAA',
      createdAt: new Date(now.getTime() - STALE_RESERVATION_MS - 1000).toISOString(),
    });
    const ann = await register();
    expect((await storedCredentials()).map((c) => c._id)).toEqual([ann.id]);
  });

  it('allows 5 registrations an hour from one address, then says to wait, counting other addresses apart', async () => {
    for (let i = 0; i < 5; i++) await received(await post('/accounts/register', registration({ username: `writer${i}`, email: `w${i}@example.com` })));
    const refused = await post('/accounts/register', registration({ username: 'writer5', email: 'w5@example.com' }));
    expect((await problem(refused, 429)).detail).toBe('Too many registrations from your network. Please try again in 60 minutes.');
    expect(refused.headers.get('retry-after')).toBe('3600');
    await received(await post('/accounts/register', registration({ username: 'writer6', email: 'w6@example.com', address: '198.51.100.4' })));
    expect(await accounts()).toHaveLength(6);
    advance(61);
    await received(await post('/accounts/register', registration({ username: 'writer7', email: 'w7@example.com' })));
  });

  it('hashes one registration at a time, so a flood of sign-ups never starves sign-ins', async () => {
    await activeAnn();
    let running = 0;
    let most = 0;
    const slow: typeof hasher.passwords = {
      hash: async (password) => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 40));
        running--;
        return hasher.passwords.hash(password);
      },
      verify: (password, stored) => hasher.passwords.verify(password, stored),
      verifyNothing: (password) => hasher.passwords.verifyNothing(password),
    };
    const busy = await startService(createAudienceService({ passwords: slow }), adapters);
    try {
      const call = (path: string, body: unknown) =>
        Promise.resolve(busy.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
      const finished: string[] = [];
      const signUps = Array.from({ length: 12 }, (_, i) =>
        call('/accounts/register', registration({ username: `flood${i}`, email: `f${i}@example.com`, address: `192.0.2.${i}` })).then((res) => {
          finished.push(`sign-up ${res.status}`);
        }),
      );
      const signIn = call('/accounts/sign-in', { login: 'ann_voter', password: ANN_PASSWORD, address: '203.0.113.7' }).then((res) => {
        finished.push(`sign-in ${res.status}`);
      });
      await Promise.all([...signUps, signIn]);
      expect(most).toBe(1);
      // The sign-in did not queue behind the dozen hashes (12 × 40 ms).
      expect(finished.indexOf('sign-in 200')).toBeLessThan(3);
      expect(finished.filter((f) => f === 'sign-up 201')).toHaveLength(12);
    } finally {
      await busy.stop();
    }
  });

  it('frees the username again when the account could not be recorded', async () => {
    let fail = true;
    const flaky: EventStore = {
      ...adapters.store,
      append: async (...args) => {
        if (fail) throw new Error('store down');
        return adapters.store.append(...args);
      },
    };
    const other = await startService(createAudienceService({ passwords: hasher.passwords }), { ...adapters, store: flaky });
    try {
      const res = await other.app.request('/accounts/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registration()) });
      expect(res.status).toBe(500);
      expect(await storedCredentials()).toEqual([]);
      fail = false;
    } finally {
      await other.stop();
    }
    await register();
  });
});

describe('signing in', () => {
  it('answers the active account by username or email, in any case', async () => {
    const ann = await activeAnn();
    for (const login of ['ann_voter', 'ANN_VOTER', ' ann@example.com ', 'Ann@Example.COM']) {
      const session = SessionInfo.parse(await ok(await signIn(login, ANN_PASSWORD)));
      expect(session.user).toMatchObject({ id: ann.id, username: 'ann_voter', isActive: true });
    }
  });

  it('answers a wrong password and an unknown account alike, each after one hash', async () => {
    await activeAnn();
    const wrong = await problem(await signIn('ann_voter', 'not her password'), 401);
    const verifiesBefore = hasher.calls.verify;
    const unknown = await problem(await signIn('nobody', 'not her password'), 401);
    expect(wrong.detail).toBe(INVALID_SIGN_IN);
    expect({ ...unknown, requestId: null }).toEqual({ ...wrong, requestId: null });
    expect(hasher.calls.verify).toBe(verifiesBefore);
    expect(hasher.calls.verifyNothing).toBe(1);
  });

  it('tells a pending and a deactivated account apart only to the right password', async () => {
    const ann = await register();
    expect((await problem(await signIn('ann_voter', ANN_PASSWORD), 403)).detail).toBe(ACCOUNT_PENDING);
    expect((await problem(await signIn('ann_voter', 'wrong password'), 401)).detail).toBe(INVALID_SIGN_IN);
    await firstAdmin();
    await ok(await post(`/accounts/${ann.id}/activate`));
    await ok(await post(`/accounts/${ann.id}/deactivate`));
    expect((await problem(await signIn('ann_voter', ANN_PASSWORD), 403)).detail).toBe(ACCOUNT_DEACTIVATED);
    expect((await problem(await signIn('ann_voter', 'wrong password'), 401)).detail).toBe(INVALID_SIGN_IN);
  });

  it('refuses a body without login, password or address', async () => {
    for (const body of [{ password: 'x', address: 'a' }, { login: 'ann', address: 'a' }, { login: 'ann', password: 'x' }]) {
      await problem(await post('/accounts/sign-in', body), 400);
    }
  });
});

describe('sign-in limits', () => {
  const LOCKED_10 = 'Too many sign-in attempts. Please try again in 10 minutes.';

  async function locked(res: Response, minutes: number) {
    const refusal = await problem(res, 429);
    expect(refusal.detail).toBe(`Too many sign-in attempts. Please try again in ${minutes} minutes.`);
    expect(res.headers.get('retry-after')).toBe(String(minutes * 60));
    return refusal;
  }

  it('allows 4 failures from an address, locks the account there on the 5th without checking passwords, and doubles after', async () => {
    await activeAnn();
    for (let i = 0; i < 4; i++) await problem(await signIn('ann_voter', `wrong ${i}`), 401);
    await locked(await signIn('ANN_VOTER', 'wrong 4'), 10);
    const verifies = hasher.calls.verify;
    advance(4);
    await locked(await signIn('ann_voter', ANN_PASSWORD), 6);
    expect(hasher.calls.verify).toBe(verifies);
    advance(6);
    await locked(await signIn('ann_voter', 'wrong 5'), 20);
    advance(20);
    await locked(await signIn('ann_voter', 'wrong 6'), 40);
  });

  it('counts the account, not the typed string: its username and email share one budget', async () => {
    await activeAnn();
    await problem(await signIn('ann_voter', 'wrong 1'), 401);
    await problem(await signIn('ann@example.com', 'wrong 2'), 401);
    await problem(await signIn('ANN_VOTER', 'wrong 3'), 401);
    await problem(await signIn(' Ann@Example.com ', 'wrong 4'), 401);
    await locked(await signIn('ann@example.com', 'wrong 5'), 10);
    await locked(await signIn('ann_voter', ANN_PASSWORD), 10);
  });

  it('never locks the owner out from their own address: a guesser elsewhere locks only themselves', async () => {
    await activeAnn();
    const attacker = '198.51.100.66';
    for (let i = 0; i < 4; i++) await problem(await signIn('ann_voter', `guess ${i}`, attacker), 401);
    await locked(await signIn('ann@example.com', 'guess 4', attacker), 10);
    await locked(await signIn('ann_voter', ANN_PASSWORD, attacker), 10);
    // Ann, at home, with her password.
    expect(SessionInfo.parse(await ok(await signIn('ann_voter', ANN_PASSWORD, '203.0.113.7'))).user?.username).toBe('ann_voter');
  });

  it('forgets the failures once the right password is given', async () => {
    await activeAnn();
    for (let i = 0; i < 4; i++) await problem(await signIn('ann_voter', `wrong ${i}`), 401);
    await ok(await signIn('ann_voter', ANN_PASSWORD));
    for (let i = 0; i < 4; i++) await problem(await signIn('ann_voter', `wrong ${i}`), 401);
    await locked(await signIn('ann_voter', 'wrong again'), 10);
  });

  it('locks an unknown account exactly as a known one', async () => {
    await activeAnn();
    const known: Problem[] = [];
    const unknown: Problem[] = [];
    for (let i = 0; i < 5; i++) {
      const [a, b] = [await signIn('ann_voter', 'wrong'), await signIn('nobody@example.com', 'wrong', '198.51.100.1')];
      known.push({ ...(await problem(a, i < 4 ? 401 : 429)), requestId: '' });
      unknown.push({ ...(await problem(b, i < 4 ? 401 : 429)), requestId: '' });
    }
    expect(unknown).toEqual(known);
    expect(known[4]?.detail).toBe(LOCKED_10);
    const again = await signIn('nobody@example.com', 'wrong', '198.51.100.1');
    expect((await problem(again, 429)).detail).toBe(LOCKED_10);
  });

  it('allows one address 20 failures an hour across accounts, then locks the address', async () => {
    await activeAnn();
    for (let i = 0; i < 20; i++) await problem(await signIn(`guess${i}`, 'wrong', '192.0.2.50'), 401);
    await locked(await signIn('guess20', 'wrong', '192.0.2.50'), 10);
    // Even Ann's right password waits, from that address; from hers it works.
    await locked(await signIn('ann_voter', ANN_PASSWORD, '192.0.2.50'), 10);
    await ok(await signIn('ann_voter', ANN_PASSWORD, '203.0.113.7'));
  });

  it('counts an address afresh after an hour', async () => {
    for (let i = 0; i < 20; i++) await problem(await signIn(`guess${i}`, 'wrong', '192.0.2.50'), 401);
    advance(60);
    await problem(await signIn('guess20', 'wrong', '192.0.2.50'), 401);
  });

  it('counts parallel guesses one by one', async () => {
    await activeAnn();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn('ann_voter', `wrong ${i}`)));
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    expect(hasher.calls.verify).toBe(5);
  });

  it('keeps the limits in the document store, shared by every instance', async () => {
    await activeAnn();
    const other = await startService(createAudienceService({ passwords: hasher.passwords }), adapters);
    try {
      for (let i = 0; i < 4; i++) await problem(await signIn('ann_voter', `wrong ${i}`), 401);
      const res = await other.app.request('/accounts/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'ann_voter', password: 'wrong 4', address: '203.0.113.7' }),
      });
      await locked(res, 10);
    } finally {
      await other.stop();
    }
  });
});

describe('the admin gate', () => {
  it('checks the signed-in admin’s own password, and answers the admin', async () => {
    const admin = await firstAdmin();
    expect(SessionInfo.parse(await ok(await verifyAdmin(ADMIN_PASSWORD, admin.id))).user).toMatchObject({ id: admin.id, role: 'admin' });
    expect((await problem(await verifyAdmin('not it', admin.id), 401)).detail).toBe(INVALID_ADMIN_PASSWORD);
  });

  it('accepts an active admin’s own password with their id, and nothing else', async () => {
    const admin = await firstAdmin();
    const ann = await activeAnn();
    expect((await problem(await verifyAdmin(ANN_PASSWORD, ann.id), 401)).detail).toBe(INVALID_ADMIN_PASSWORD);
    await ok(await send('PUT', `/accounts/${ann.id}/role`, { role: 'admin' }));
    expect(SessionInfo.parse(await ok(await verifyAdmin(ANN_PASSWORD, ann.id))).user?.id).toBe(ann.id);
    expect((await problem(await verifyAdmin(ADMIN_PASSWORD, ann.id), 401)).detail).toBe(INVALID_ADMIN_PASSWORD);
    await ok(await post(`/accounts/${ann.id}/deactivate`));
    expect((await problem(await verifyAdmin(ANN_PASSWORD, ann.id), 401)).detail).toBe(INVALID_ADMIN_PASSWORD);
    expect((await problem(await verifyAdmin(ADMIN_PASSWORD, 'no-such-id'), 401)).detail).toBe(INVALID_ADMIN_PASSWORD);
    expect(SessionInfo.parse(await ok(await verifyAdmin(ADMIN_PASSWORD, admin.id))).user?.id).toBe(admin.id);
  });

  it('refuses every password while there is no admin, after a hash all the same', async () => {
    expect((await problem(await verifyAdmin('anything at all', 'no-such-id'), 401)).detail).toBe(INVALID_ADMIN_PASSWORD);
    expect(hasher.calls.verifyNothing).toBe(1);
  });

  it('locks the gate after 4 failures, whatever the password', async () => {
    const admin = await firstAdmin();
    for (let i = 0; i < 4; i++) await problem(await verifyAdmin(`wrong ${i}`, admin.id), 401);
    const res = await verifyAdmin('wrong 4', admin.id);
    expect((await problem(res, 429)).detail).toBe('Too many sign-in attempts. Please try again in 10 minutes.');
    expect(res.headers.get('retry-after')).toBe('600');
    await problem(await verifyAdmin(ADMIN_PASSWORD, admin.id), 429);
    advance(10);
    await ok(await verifyAdmin(ADMIN_PASSWORD, admin.id));
  });

  it('refuses a blank password, a missing address and a missing admin id', async () => {
    const admin = await firstAdmin();
    await problem(await post('/accounts/verify-admin', { password: '   ', address: 'a', userId: admin.id }), 400);
    await problem(await post('/accounts/verify-admin', { password: 'x', userId: admin.id }), 400);
    await problem(await post('/accounts/verify-admin', { password: ADMIN_PASSWORD, address: 'a' }), 400);
  });
});

describe('managing accounts', () => {
  it('lists accounts oldest first and answers one by id', async () => {
    const admin = await firstAdmin();
    advance(1);
    const ann = await register();
    advance(1);
    const bob = await register({ username: 'bob', email: 'bob@example.com' });
    expect((await accounts()).map((a) => a.id)).toEqual([admin.id, ann.id, bob.id]);
    expect(UserAccount.parse(await ok(await service.app.request(`/accounts/${ann.id}`)))).toEqual(ann);
    await problem(await service.app.request('/accounts/no-such-id'), 404);
    await problem(await service.app.request('/accounts/not%20an%20id'), 404);
  });

  it('approves a pending account once, recording who did it', async () => {
    const ann = await register();
    advance(30);
    const approved = UserAccount.parse(await ok(await post(`/accounts/${ann.id}/activate`, undefined, { 'x-actor': 'user:admin-1' })));
    expect(approved).toEqual({ ...ann, isActive: true, approvedAt: now.toISOString() });
    expect(UserAccount.parse(await ok(await post(`/accounts/${ann.id}/activate`)))).toEqual(approved);
    const stored = await events();
    expect(stored.map((e) => e.type)).toEqual(['audience.user.registered', 'audience.user.activated']);
    expect(stored[1]).toMatchObject({ actor: 'user:admin-1', streamVersion: 2 });
  });

  it('deactivates an account once; deactivating a pending one changes nothing', async () => {
    await firstAdmin();
    const ann = await activeAnn();
    const bob = await register({ username: 'bob', email: 'bob@example.com' });
    expect(UserAccount.parse(await ok(await post(`/accounts/${ann.id}/deactivate`))).isActive).toBe(false);
    expect(UserAccount.parse(await ok(await post(`/accounts/${ann.id}/deactivate`))).isActive).toBe(false);
    expect(UserAccount.parse(await ok(await post(`/accounts/${bob.id}/deactivate`)))).toEqual(bob);
    expect((await events()).filter((e) => e.type === 'audience.user.deactivated')).toHaveLength(1);
  });

  it('changes a role, and answers the same role without recording it', async () => {
    const ann = await register();
    const editor = UserAccount.parse(await ok(await send('PUT', `/accounts/${ann.id}/role`, { role: 'editor' })));
    expect(editor.role).toBe('editor');
    expect(UserAccount.parse(await ok(await send('PUT', `/accounts/${ann.id}/role`, { role: 'editor' })))).toEqual(editor);
    expect((await events()).filter((e) => e.type === 'audience.user.role-changed')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ role: 'editor', from: 'contributor' }) }),
    ]);
    expect((await problem(await send('PUT', `/accounts/${ann.id}/role`, { role: 'owner' }), 400)).errors).toHaveProperty('role');
  });

  it('never deactivates or demotes the last active admin', async () => {
    const admin = await firstAdmin();
    expect((await problem(await post(`/accounts/${admin.id}/deactivate`), 409)).detail).toBe(LAST_ADMIN_DEACTIVATE);
    expect((await problem(await send('PUT', `/accounts/${admin.id}/role`, { role: 'editor' }), 409)).detail).toBe(LAST_ADMIN_DEMOTE);
    const ann = await activeAnn();
    await ok(await send('PUT', `/accounts/${ann.id}/role`, { role: 'admin' }));
    expect(UserAccount.parse(await ok(await send('PUT', `/accounts/${admin.id}/role`, { role: 'editor' }))).role).toBe('editor');
    expect((await problem(await post(`/accounts/${ann.id}/deactivate`), 409)).detail).toBe(LAST_ADMIN_DEACTIVATE);
  });

  it('keeps one active admin when both are deactivated at once', async () => {
    const admin = await firstAdmin();
    const ann = await activeAnn();
    await ok(await send('PUT', `/accounts/${ann.id}/role`, { role: 'admin' }));
    const answers = await Promise.all([post(`/accounts/${admin.id}/deactivate`), post(`/accounts/${ann.id}/deactivate`)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await accounts()).filter((a) => a.role === 'admin' && a.isActive)).toHaveLength(1);
  });

  it('answers 404 for changes to an account that does not exist', async () => {
    await problem(await post('/accounts/no-such-id/activate'), 404);
    await problem(await post('/accounts/no-such-id/deactivate'), 404);
    await problem(await send('PUT', '/accounts/no-such-id/role', { role: 'editor' }), 404);
    expect(await events()).toEqual([]);
  });

  it('rebuilds the same read model from the log', async () => {
    await firstAdmin();
    const ann = await activeAnn();
    await ok(await send('PUT', `/accounts/${ann.id}/role`, { role: 'editor' }));
    await register({ username: 'bob', email: 'bob@example.com' });
    const before = await accounts();
    await service.projections.rebuild('accounts');
    expect(await accounts()).toEqual(before);
  });
});

describe('keeping passwords secret', () => {
  it('puts no password or hash in any event, published envelope, response or log line', async () => {
    const published: EventEnvelope[] = [];
    const subscription = await adapters.bus.subscribe({
      durable: 'test-accounts',
      subjects: ['audience.user.*'],
      handle: async (event) => {
        published.push(event);
      },
    });
    try {
      const admin = await firstAdmin();
      const ann = await register();
      await ok(await post(`/accounts/${ann.id}/activate`));
      await ok(await send('PUT', `/accounts/${ann.id}/role`, { role: 'editor' }));
      await ok(await signIn('ann_voter', ANN_PASSWORD));
      await problem(await signIn('ann_voter', `${ANN_PASSWORD}x`), 401);
      await ok(await verifyAdmin(ADMIN_PASSWORD, admin.id));
      await problem(await verifyAdmin(`${ADMIN_PASSWORD}x`, admin.id), 401);
      await problem(await post('/accounts/register', registration({ username: 'ann2', email: 'ann2@example.com', password: 'password1' })), 400);
      await ok(await service.app.request('/accounts'));
      const stored = await events();
      await waitFor(() => published.length === stored.length);

      const hashes = (await storedCredentials()).map((c) => c.hash);
      expect(hashes).toHaveLength(2);
      const secrets = [ANN_PASSWORD, ADMIN_PASSWORD, 'password1', ...hashes, ...hashes.map((h) => h.split('$')[5] ?? h)];
      const everything = [JSON.stringify(stored), JSON.stringify(published), ...bodies, logs.text()];
      expect(logs.text()).toContain('"request"');
      for (const text of everything) {
        for (const secret of secrets) expect(text).not.toContain(secret);
        expect(text).not.toMatch(/scrypt\$/);
      }
    } finally {
      await subscription.stop();
    }
  });
});

describe('at the production cost', () => {
  let real: StartedService;
  beforeEach(async () => {
    real = await startService(audienceService, adapters);
  });
  afterEach(async () => {
    await real.stop();
  });

  it('stores an scrypt N = 2^17 hash and signs in with it', async () => {
    const request = (path: string, body: unknown) =>
      real.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await received(await request('/accounts/register', registration()));
    const ann = (await accounts())[0];
    const [credential] = await storedCredentials();
    expect(credential?.hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect((await problem(await request('/accounts/sign-in', { login: 'ann_voter', password: ANN_PASSWORD, address: 'a' }), 403)).detail).toBe(ACCOUNT_PENDING);
    expect(ann?.isActive).toBe(false);
  });
});
