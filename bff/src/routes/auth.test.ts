import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED, ACCOUNT_PENDING, INVALID_ADMIN_PASSWORD, INVALID_SIGN_IN, REGISTRATION_RECEIVED, SessionInfo, type UserAccount } from '@mitics/contracts';
import { silentLogger } from '@mitics/kit';
import { startNatsServer } from '@mitics/kit/testing';
import { CROSS_SITE_REFUSED } from '../auth/csrf.ts';
import { openEmbeddedSessionStore } from '../session/document-store.ts';
import { openNatsSessionStore } from '../session/nats-store.ts';
import { SESSION_ABSOLUTE_MS, sessionKey } from '../session/sessions.ts';
import { FIRST_ADMIN, SITE_HEADERS, sessionCookieOf, startStaffSite, type StaffSite } from '../testing/staff-site.ts';

let site: StaffSite;
/** Every password any test used, to look for in responses and logs at the end. */
const passwords = new Set<string>([FIRST_ADMIN.password]);
const accounts = {} as Record<'contributor' | 'editor' | 'pending' | 'victim', { user: UserAccount; password: string }>;

beforeAll(async () => {
  site = await startStaffSite();
  accounts.contributor = await site.register('cora-contributor', 'contributor', { activate: true });
  accounts.editor = await site.register('ed-editor', 'editor', { activate: true });
  accounts.pending = await site.register('pia-pending', 'contributor');
  accounts.victim = await site.register('vic-locked', 'contributor', { activate: true });
  for (const a of Object.values(accounts)) passwords.add(a.password);
});

afterAll(() => site.stop());

/** Each test signs in from its own address, so per-address limits of one test do not reach another. */
let addresses = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addresses}` });

const me = async (cookie?: string) => SessionInfo.parse(await (await site.call('/api/auth/me', { cookie })).json()).user;
const idOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const login = (login: string, password: string, headers: Record<string, string>) =>
  site.call('/api/auth/login', { method: 'POST', body: { login, password }, headers });

describe('signing in', () => {
  it('answers the user and sets an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const res = await login('cora-contributor', accounts.contributor.password, fromNewAddress());
    expect(res.status).toBe(200);
    expect(SessionInfo.parse(await res.json()).user).toMatchObject({ username: 'cora-contributor', role: 'contributor', isActive: true });
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^mitics_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${SESSION_ABSOLUTE_MS / 1000}`);
    expect(cookie).not.toContain('Secure'); // plain http here
    const cookieValue = sessionCookieOf(res);
    expect(await me(cookieValue)).toMatchObject({ username: 'cora-contributor' });
  });

  it('signs in by email too, in any case', async () => {
    const res = await login('CORA-CONTRIBUTOR@mitics.test', accounts.contributor.password, fromNewAddress());
    expect(res.status).toBe(200);
  });

  it('marks the cookie Secure behind https (a trusted proxy says so)', async () => {
    const res = await login('cora-contributor', accounts.contributor.password, { ...fromNewAddress(), 'x-forwarded-proto': 'https' });
    expect(res.headers.getSetCookie()[0]).toContain('Secure');
  });

  it('gives a new session id at each sign-in and ends the one the browser held', async () => {
    const first = (await site.signIn('cora-contributor', accounts.contributor.password, fromNewAddress())).cookie;
    const res = await site.call('/api/auth/login', { method: 'POST', cookie: first, body: { login: 'cora-contributor', password: accounts.contributor.password }, headers: fromNewAddress() });
    const second = sessionCookieOf(res);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await site.store.get(sessionKey(idOf(first)))).toBeNull();
    expect(await me(first)).toBeNull();
    expect(await me(second)).toMatchObject({ username: 'cora-contributor' });
  });

  it('refuses a wrong password and an unknown login with the same 401 answer', async () => {
    const wrong = await login('cora-contributor', 'not-the-password', fromNewAddress());
    const unknown = await login('nobody-at-all', 'not-the-password', fromNewAddress());
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    const [a, b] = [(await wrong.json()) as Record<string, unknown>, (await unknown.json()) as Record<string, unknown>];
    expect(a.detail).toBe(INVALID_SIGN_IN);
    expect({ ...a, requestId: undefined }).toEqual({ ...b, requestId: undefined });
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a pending account and says why, setting no cookie', async () => {
    const res = await login('pia-pending', accounts.pending.password, fromNewAddress());
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ detail: ACCOUNT_PENDING });
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('refuses a body without a login or password with the form message', async () => {
    const res = await site.call('/api/auth/login', { method: 'POST', body: { login: ' ' }, headers: fromNewAddress() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toContain('Please enter your username or email');
  });

  it('answers GET /api/auth/me with { user: null } when nobody is signed in, never 401', async () => {
    const res = await site.call('/api/auth/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
    expect(await me('mitics_session=forged-forged-forged-forged-forged-forged-fo')).toBeNull();
  });
});

describe('lockout', () => {
  it('answers 429 with Retry-After at the fifth wrong password, then even for the right one', async () => {
    const address = fromNewAddress();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await login('vic-locked', `wrong-guess-${i}`, address);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThanOrEqual(9 * 60);
    expect(((await last?.json()) as { detail: string }).detail).toMatch(/Too many sign-in attempts/);
    // From that address, even the right password waits.
    const right = await login('vic-locked', accounts.victim.password, address);
    expect(right.status).toBe(429);
    expect(sessionCookieOf(right)).toBeUndefined();
  });

  it('shares one budget between the username and the email of an account', async () => {
    const address = fromNewAddress();
    const statuses: number[] = [];
    for (const typed of ['vic-locked', 'VIC-LOCKED@mitics.test', 'vic-locked', 'vic-locked@mitics.test', 'vic-locked@mitics.test']) {
      statuses.push((await login(typed, 'a-wrong-guess', address)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('does not let a guesser lock the owner out: the owner, from their own address, signs in', async () => {
    const attacker = fromNewAddress();
    for (let i = 0; i < 6; i++) await login('vic-locked', `attack-${i}`, attacker);
    expect((await login('vic-locked', accounts.victim.password, attacker)).status).toBe(429);
    const owner = await login('vic-locked', accounts.victim.password, fromNewAddress());
    expect(owner.status).toBe(200);
    expect(sessionCookieOf(owner)).toBeDefined();
  });

  it('takes the address the trusted proxy saw, not one the client wrote before it', async () => {
    // The client forges a fresh first entry each time; the proxy's entry (the real address) stays.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await login('ed-editor', `forged-${i}`, { 'x-forwarded-for': `10.9.9.${i}, 198.51.100.250` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('locks an unknown login the same way, so a lockout does not tell that an account exists', async () => {
    const address = fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login('ghost-account', `wrong-guess-${i}`, address)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('counts per address: one address trying many accounts is stopped, others are not', async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await login(`spray-${i}`, 'Password1', address)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await login('ed-editor', accounts.editor.password, address)).status).toBe(429);
    expect((await login('ed-editor', accounts.editor.password, fromNewAddress())).status).toBe(200);
  });
});

describe('signing out', () => {
  it('ends the session and clears the cookie; the old cookie no longer signs anyone in', async () => {
    const { cookie } = await site.signIn('cora-contributor', accounts.contributor.password, fromNewAddress());
    expect((await site.call('/api/articles/my-articles', { cookie })).status).toBe(200);
    const res = await site.call('/api/auth/logout', { method: 'POST', cookie });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()[0]).toMatch(/^mitics_session=;.*Max-Age=0/);
    expect(await site.store.get(sessionKey(idOf(cookie)))).toBeNull();
    const after = await site.call('/api/articles/my-articles', { cookie });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ detail: 'Please sign in' });
    expect(await me(cookie)).toBeNull();
  });

  it('clears a dead session cookie, on a refused staff call as on GET /api/auth/me', async () => {
    const { cookie } = await site.signIn('cora-contributor', accounts.contributor.password, fromNewAddress());
    await site.call('/api/auth/logout', { method: 'POST', cookie });
    for (const path of ['/api/admin/users', '/api/auth/me']) {
      const res = await site.call(path, { cookie });
      expect(res.headers.getSetCookie()).toEqual([expect.stringMatching(/^mitics_session=;.*Max-Age=0/)]);
    }
  });

  it('answers 204 when nobody was signed in', async () => {
    expect((await site.call('/api/auth/logout', { method: 'POST' })).status).toBe(204);
  });
});

describe('the admin gate', () => {
  it('opens only for a signed-in admin: nobody signed in is told to sign in, and no password is checked', async () => {
    const res = await site.call('/api/admin/verify', { method: 'POST', body: { password: FIRST_ADMIN.password }, headers: fromNewAddress() });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ detail: 'Please sign in' });
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('rotates the session id of a signed-in admin who unlocks the panel', async () => {
    const { cookie } = await site.signIn(FIRST_ADMIN.username, FIRST_ADMIN.password, fromNewAddress());
    const res = await site.call('/api/admin/verify', { method: 'POST', cookie, body: { password: FIRST_ADMIN.password }, headers: fromNewAddress() });
    expect(res.status).toBe(200);
    const rotated = sessionCookieOf(res);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(cookie);
    expect((await site.call('/api/admin/users', { cookie })).status).toBe(401);
    expect((await site.call('/api/admin/users', { cookie: rotated })).status).toBe(200);
  });

  it("refuses a wrong password with 401 'Invalid password'", async () => {
    const { cookie } = await site.signIn(FIRST_ADMIN.username, FIRST_ADMIN.password, fromNewAddress());
    const res = await site.call('/api/admin/verify', { method: 'POST', cookie, body: { password: 'guess' }, headers: fromNewAddress() });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ detail: INVALID_ADMIN_PASSWORD });
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('refuses a signed-in contributor or editor with 403, even with the admin password', async () => {
    for (const [name, account] of [['cora-contributor', accounts.contributor], ['ed-editor', accounts.editor]] as const) {
      const { cookie } = await site.signIn(name, account.password, fromNewAddress());
      const res = await site.call('/api/admin/verify', { method: 'POST', cookie, body: { password: FIRST_ADMIN.password }, headers: fromNewAddress() });
      expect(res.status).toBe(403);
      expect(sessionCookieOf(res)).toBeUndefined();
      expect(await me(cookie)).toMatchObject({ username: name });
    }
  });

  it('refuses a blank password with the form message', async () => {
    const { cookie } = await site.signIn(FIRST_ADMIN.username, FIRST_ADMIN.password, fromNewAddress());
    const res = await site.call('/api/admin/verify', { method: 'POST', cookie, body: { password: '   ' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: 'Please enter the admin password' });
  });
});

describe('roles and deactivation take effect at once', () => {
  it("ends a contributor's session the moment an admin deactivates them, and they cannot sign in again", async () => {
    const dana = await site.register('dana-soon-gone', 'contributor', { activate: true });
    passwords.add(dana.password);
    const { cookie } = await site.signIn('dana-soon-gone', dana.password, fromNewAddress());
    const other = (await site.signIn('dana-soon-gone', dana.password, fromNewAddress())).cookie;
    expect((await site.call('/api/articles/my-articles', { cookie })).status).toBe(200);
    const admin = (await site.signIn(FIRST_ADMIN.username, FIRST_ADMIN.password, fromNewAddress())).cookie;
    expect((await site.call(`/api/admin/users/${dana.user.id}/deactivate`, { method: 'POST', cookie: admin })).status).toBe(200);
    expect((await site.call('/api/articles/my-articles', { cookie })).status).toBe(401);
    expect(await site.store.get(sessionKey(idOf(other)))).toBeNull();
    const again = await login('dana-soon-gone', dana.password, fromNewAddress());
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ detail: ACCOUNT_DEACTIVATED });
  });

  it('applies a role change on the next request', async () => {
    const rae = await site.register('rae-promoted', 'contributor', { activate: true });
    passwords.add(rae.password);
    const { cookie } = await site.signIn('rae-promoted', rae.password, fromNewAddress());
    expect((await site.call('/api/review/queue', { cookie })).status).toBe(403);
    const admin = (await site.signIn(FIRST_ADMIN.username, FIRST_ADMIN.password, fromNewAddress())).cookie;
    expect((await site.call(`/api/admin/users/${rae.user.id}/role`, { method: 'PUT', cookie: admin, body: { role: 'editor' } })).status).toBe(200);
    expect((await site.call('/api/review/queue', { cookie })).status).toBe(200);
    expect((await site.call(`/api/admin/users/${rae.user.id}/role`, { method: 'PUT', cookie: admin, body: { role: 'contributor' } })).status).toBe(200);
    expect((await site.call('/api/review/queue', { cookie })).status).toBe(403);
  });

  it('treats a session whose account was deactivated elsewhere (not through this BFF) as signed out', async () => {
    const sam = await site.register('sam-elsewhere', 'contributor', { activate: true });
    passwords.add(sam.password);
    const { cookie } = await site.signIn('sam-elsewhere', sam.password, fromNewAddress());
    // Straight to the audience service: this BFF's account cache is not told.
    expect((await site.audience.app.request(`/accounts/${sam.user.id}/deactivate`, { method: 'POST' })).status).toBe(200);
    const bff = site.bffWith(site.store); // a second instance: its cache is cold, as another BFF's would be after 5 s
    expect((await bff.request('/api/articles/my-articles', { headers: { cookie } })).status).toBe(401);
    expect(await site.store.get(sessionKey(idOf(cookie)))).toBeNull();
  });
});

describe('CSRF on the account calls', () => {
  it('refuses a sign-in without the header or from another site', async () => {
    const body = JSON.stringify({ login: 'cora-contributor', password: accounts.contributor.password });
    for (const headers of [{ origin: 'http://localhost' }, { ...SITE_HEADERS, origin: 'https://evil.example' }]) {
      const res = await site.bff.request('/api/auth/login', { method: 'POST', headers: { ...headers, ...fromNewAddress(), 'content-type': 'application/json' }, body });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ detail: CROSS_SITE_REFUSED });
      expect(sessionCookieOf(res)).toBeUndefined();
    }
  });

  it("refuses a cross-site POST that rides on a signed-in admin's cookie", async () => {
    const { cookie } = await site.signIn(FIRST_ADMIN.username, FIRST_ADMIN.password, fromNewAddress());
    const target = await site.register('tom-target', 'contributor', { activate: true });
    passwords.add(target.password);
    const res = await site.bff.request(`/api/admin/users/${target.user.id}/deactivate`, { method: 'POST', headers: { cookie, origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await (await site.audience.app.request(`/accounts/${target.user.id}`)).json()).toMatchObject({ isActive: true });
  });
});

describe('registration', () => {
  it('registers a pending account, and answers a taken username exactly the same, listing nobody', async () => {
    const body = { username: 'reg-new', email: 'reg-new@mitics.test', fullName: 'Reg New', password: 'reg-new-password-2025', role: 'editor' };
    passwords.add(body.password);
    const res = await site.call('/api/users/register', { method: 'POST', body, headers: fromNewAddress() });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: REGISTRATION_RECEIVED });
    const accountsNow = (await (await site.audience.app.request('/accounts')).json()) as UserAccount[];
    expect(accountsNow).toContainEqual(expect.objectContaining({ username: 'reg-new', role: 'editor', isActive: false }));
    // A staff member's username, and then an email: the same answer, nothing made.
    for (const taken of [{ ...body, email: 'other@mitics.test' }, { ...body, username: 'someone-else', email: 'ED-EDITOR@mitics.test' }]) {
      const again = await site.call('/api/users/register', { method: 'POST', body: taken, headers: fromNewAddress() });
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual({ message: REGISTRATION_RECEIVED });
    }
    expect(((await (await site.audience.app.request('/accounts')).json()) as UserAccount[]).length).toBe(accountsNow.length);
  });

  it('limits registrations to 5 an hour per client address', async () => {
    const address = fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = { username: `burst-${i}`, email: `burst-${i}@mitics.test`, fullName: 'Burst', password: `burst-password-${i}-2025`, role: 'contributor' };
      passwords.add(body.password);
      statuses.push((await site.call('/api/users/register', { method: 'POST', body, headers: address })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('never registers an admin', async () => {
    const body = { username: 'would-be-admin', email: 'wba@mitics.test', fullName: 'Would Be', password: 'would-be-admin-2025', role: 'admin' };
    passwords.add(body.password);
    expect((await site.call('/api/users/register', { method: 'POST', body })).status).toBe(400);
    expect((await (await site.audience.app.request('/accounts')).json()) as UserAccount[]).not.toContainEqual(expect.objectContaining({ username: 'would-be-admin' }));
  });

  it('answers the form messages in the spec order', async () => {
    const res = await site.call('/api/users/register', { method: 'POST', body: { username: 'x', email: 'x@mitics.test', fullName: 'X', password: '123' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: 'Password must be at least 6 characters' });
  });
});

describe('sessions outlive the BFF process and are shared by instances', () => {
  it('keeps a session across a BFF restart on the embedded store', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mitics-bff-'));
    try {
      const before = await openEmbeddedSessionStore({ dir, ttlMs: SESSION_ABSOLUTE_MS });
      const res = await site.bffWith(before).request('/api/auth/login', {
        method: 'POST',
        headers: { ...SITE_HEADERS, ...fromNewAddress(), 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'ed-editor', password: accounts.editor.password }),
      });
      const cookie = sessionCookieOf(res) ?? '';
      await before.close();
      const after = await openEmbeddedSessionStore({ dir, ttlMs: SESSION_ABSOLUTE_MS });
      const again = await site.bffWith(after).request('/api/auth/me', { headers: { cookie } });
      expect(SessionInfo.parse(await again.json()).user).toMatchObject({ username: 'ed-editor' });
      await after.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('shares sessions between two BFF instances on NATS: sign in on one, use and sign out on the other', async () => {
    const nats = await startNatsServer();
    try {
      const open = () => openNatsSessionStore({ servers: nats.url, ttlMs: SESSION_ABSOLUTE_MS, logger: silentLogger() });
      const [storeA, storeB] = [await open(), await open()];
      const [a, b] = [site.bffWith(storeA), site.bffWith(storeB)];
      const res = await a.request('/api/auth/login', {
        method: 'POST',
        headers: { ...SITE_HEADERS, ...fromNewAddress(), 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'ed-editor', password: accounts.editor.password }),
      });
      const cookie = sessionCookieOf(res) ?? '';
      expect((await b.request('/api/review/queue', { headers: { cookie } })).status).toBe(200);
      expect((await b.request('/api/auth/logout', { method: 'POST', headers: { ...SITE_HEADERS, cookie } })).status).toBe(204);
      expect((await a.request('/api/review/queue', { headers: { cookie } })).status).toBe(401);
      await storeA.close();
      await storeB.close();
    } finally {
      await nats.stop();
    }
  });
});

describe('admin gate lockout', () => {
  it('limits the admin gate too, per address', async () => {
    const address = fromNewAddress();
    const { cookie } = await site.signIn(FIRST_ADMIN.username, FIRST_ADMIN.password, address);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await site.call('/api/admin/verify', { method: 'POST', cookie, body: { password: `not-it-${i}` }, headers: address })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await site.call('/api/admin/verify', { method: 'POST', cookie, body: { password: FIRST_ADMIN.password }, headers: address });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBeTruthy();
  });
});

// Last: everything the tests above sent and received.
describe('secrets', () => {
  it('never shows a password or a password hash in any response or log line', () => {
    const seen = site.seen();
    const logs = site.logs();
    expect(seen.length).toBeGreaterThan(1000);
    expect(logs).toContain('"path":"/api/auth/login"');
    for (const text of [seen, logs]) {
      for (const password of passwords) expect(text).not.toContain(password);
      expect(text).not.toMatch(/scrypt\$/);
      // A field error may name the password field ({ errors: { password: 'Password must be ...' } }); nothing carries a hash.
      expect(text).not.toMatch(/"(passwordHash|hash|salt)"\s*:/i);
    }
  });
});
