import { describe, expect, it, vi } from 'vitest';

import { clearStaleCaches, isStaleCacheName } from './clear-stale-caches';

describe('clearing stale caches on start', () => {
  it('recognises vite and workbox caches only', () => {
    expect(isStaleCacheName('workbox-precache-v2-https://mitics.news/')).toBe(true);
    expect(isStaleCacheName('vite-pwa-runtime')).toBe(true);
    expect(isStaleCacheName('Vite-assets')).toBe(true);
    expect(isStaleCacheName('mitics-images')).toBe(false);
  });

  it('deletes the stale caches and unregisters every service worker', async () => {
    const deleted: string[] = [];
    const unregister = vi.fn(async () => true);
    await clearStaleCaches({
      caches: {
        keys: async () => ['workbox-precache', 'vite-runtime', 'keep-me'],
        delete: async (name: string) => {
          deleted.push(name);
          return true;
        },
      },
      navigator: {
        serviceWorker: {
          getRegistrations: async () => [{ unregister }, { unregister }] as unknown as ServiceWorkerRegistration[],
        },
      },
    });
    expect(deleted).toEqual(['workbox-precache', 'vite-runtime']);
    expect(unregister).toHaveBeenCalledTimes(2);
  });

  it('does nothing without the APIs', async () => {
    await expect(clearStaleCaches({})).resolves.toBeUndefined();
    await expect(clearStaleCaches({ navigator: {} })).resolves.toBeUndefined();
  });

  it('only warns when the browser refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await clearStaleCaches({
      caches: {
        keys: () => Promise.reject(new Error('SecurityError')),
        delete: async () => true,
      },
    });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
