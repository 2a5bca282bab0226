type CacheHost = {
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  navigator?: { serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'> };
};

/** Cache names left by an earlier build's service worker (reader spec §7). */
export function isStaleCacheName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.includes('vite') || lower.includes('workbox');
}

/**
 * On start: delete caches whose names contain 'vite' or 'workbox' and
 * unregister every service worker, so an old offline build can never serve
 * stale pages. Browsers without these APIs (or insecure origins) are skipped;
 * failures only log.
 */
export async function clearStaleCaches(host: CacheHost = globalThis as CacheHost): Promise<void> {
  const work: Promise<unknown>[] = [];
  const caches = host.caches;
  if (caches && typeof caches.keys === 'function') {
    work.push(
      caches.keys().then((names) => Promise.all(names.filter(isStaleCacheName).map((name) => caches.delete(name)))),
    );
  }
  const serviceWorker = host.navigator?.serviceWorker;
  if (serviceWorker && typeof serviceWorker.getRegistrations === 'function') {
    work.push(
      serviceWorker
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister()))),
    );
  }
  const results = await Promise.allSettled(work);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('[startup] could not clear old caches:', result.reason);
  }
}
