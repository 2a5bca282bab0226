export const SESSION_STORAGE_KEY = 'mitics:analytics-session';

let cached: string | undefined;

function randomId(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** One random id per browser tab session, kept in sessionStorage (in memory when that is blocked). */
export function analyticsSessionId(): string {
  if (cached) return cached;
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage blocked: an in-memory id for this page load.
  }
  cached = stored && stored.length <= 100 ? stored : randomId();
  if (cached !== stored) {
    try {
      window.sessionStorage.setItem(SESSION_STORAGE_KEY, cached);
    } catch {
      // As above.
    }
  }
  return cached;
}

/** Tests only: forget the cached id. */
export function resetAnalyticsSessionForTests(): void {
  cached = undefined;
}
