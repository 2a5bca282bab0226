import { useCallback, useRef } from 'react';

/** A fresh key for one submission; crypto.randomUUID where the browser has it. */
function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The Idempotency-Key of a create form: the same until the create succeeds,
 * so a retry (automatic or a second click after a lost answer) names the same
 * article and the server never makes a duplicate; a new one after success.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= newKey()), []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return { current, renew };
}
