import { UserAccount } from '@mitics/contracts';
import { UnavailableError } from '@mitics/kit';
import type { ServiceClient } from './service-client.ts';

/** Whether a role read may be this old: a role change or deactivation elsewhere shows within this time. */
export const ACCOUNT_CACHE_MS = 5_000;

export interface AccountDirectory {
  /** The account as the audience service has it now (or up to `cacheMs` ago); null when there is none. */
  get(id: string): Promise<UserAccount | null>;
  /** Drops the cached copy, after a change this BFF made (role, activation, deactivation). */
  forget(id: string): void;
  /** Caches an account the audience service just answered (sign-in). */
  remember(account: UserAccount): void;
}

/**
 * Staff accounts read from the audience service, which owns them: roles come
 * from there on every authenticated request, through a short cache.
 */
export function accountDirectory({ audience, cacheMs = ACCOUNT_CACHE_MS, now = Date.now }: { audience: ServiceClient; cacheMs?: number; now?: () => number }): AccountDirectory {
  const cache = new Map<string, { account: UserAccount | null; at: number }>();
  return {
    async get(id) {
      const hit = cache.get(id);
      if (hit && now() - hit.at < cacheMs) return hit.account;
      const res = await audience.request(`/accounts/${encodeURIComponent(id)}`);
      if (res.status === 404) {
        await res.body?.cancel();
        cache.set(id, { account: null, at: now() });
        return null;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new UnavailableError(`The audience service could not answer who is signed in (status ${res.status})`);
      }
      const account = UserAccount.parse(await res.json());
      // Bounded: one entry per account seen within the window, pruned as it grows.
      if (cache.size > 1000) for (const [key, entry] of cache) if (now() - entry.at >= cacheMs) cache.delete(key);
      cache.set(id, { account, at: now() });
      return account;
    },
    forget: (id) => void cache.delete(id),
    remember: (account) => void cache.set(account.id, { account, at: now() }),
  };
}
