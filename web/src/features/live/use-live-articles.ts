import { useEffect, useRef } from 'react';

import { liveArticles, type LiveListener } from './live-articles';

/**
 * Listens to the live article stream while the calling component is mounted
 * (and `enabled`). The stream is shared and closes when nobody listens.
 */
export function useLiveArticles(onMessage: LiveListener, { enabled = true }: { enabled?: boolean } = {}) {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return liveArticles().subscribe((message) => latest.current(message));
  }, [enabled]);
}
