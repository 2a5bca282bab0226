const KEY_PREFIX = 'graphic-consent:';
const CONSENT_MS = 24 * 60 * 60 * 1000;

/** Whether the reader chose 'View Anyway' for this article within the last 24 hours. */
export function hasGraphicConsent(slug: string, now = Date.now(), storage: Storage | undefined = safeStorage()): boolean {
  const saved = Number(storage?.getItem(KEY_PREFIX + slug));
  return Number.isFinite(saved) && saved > 0 && now - saved < CONSENT_MS;
}

export function saveGraphicConsent(slug: string, now = Date.now(), storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(KEY_PREFIX + slug, String(now));
  } catch {
    // Private mode or full storage: the choice lasts for this view only.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
