/** Where a successful sign-in goes when no page sent the user (issue 4). */
export const DEFAULT_AFTER_SIGN_IN = '/contribute';

const PROBE_ORIGIN = 'https://mitics.invalid';
const ACCOUNT_PAGES = new Set(['/login', '/register']);

/**
 * The `?next=` target, only when it is a path on this site: never another
 * origin ('//evil.example', '/\\evil.example', 'https://…'), never a sign-in
 * loop. Anything else falls back to /contribute.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/')) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== PROBE_ORIGIN || ACCOUNT_PAGES.has(url.pathname)) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/login?next=/create': the sign-in screen, coming back here afterwards. */
export function loginPathFor(location: { pathname: string; search?: string }): string {
  const back = `${location.pathname}${location.search ?? ''}`;
  return `/login?next=${encodeURIComponent(back).replace(/%2F/g, '/')}`;
}
