import { describe, expect, it } from 'vitest';

import { DEFAULT_AFTER_SIGN_IN, loginPathFor, safeNextPath } from './next-path';

describe('the page to go to after signing in', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeNextPath('/create')).toBe('/create');
    expect(safeNextPath('/review?id=a1#notes')).toBe('/review?id=a1#notes');
  });

  it('falls back to /contribute when there is none', () => {
    expect(safeNextPath(null)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath('')).toBe('/contribute');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', 'create'])(
    'refuses %j, which would leave the site',
    (next) => {
      expect(safeNextPath(next)).toBe('/contribute');
    },
  );

  it('never sends the user back to a sign-in or registration screen', () => {
    expect(safeNextPath('/login?next=/login')).toBe('/contribute');
    expect(safeNextPath('/register')).toBe('/contribute');
  });
});

describe('the sign-in path for a guarded page', () => {
  it('names the page to come back to, readably', () => {
    expect(loginPathFor({ pathname: '/create' })).toBe('/login?next=/create');
    expect(loginPathFor({ pathname: '/review', search: '?a=1&b=2' })).toBe('/login?next=/review%3Fa%3D1%26b%3D2');
  });

  it('round-trips through URLSearchParams and safeNextPath', () => {
    const path = loginPathFor({ pathname: '/review', search: '?a=1&b=2' });
    const next = new URLSearchParams(path.split('?')[1]).get('next');
    expect(safeNextPath(next)).toBe('/review?a=1&b=2');
  });
});
