import { createContext, useContext, type ReactNode } from 'react';

/**
 * The site's own origin (https://mitics.news): the browser's, or on the
 * server the public origin the BFF renders for, so share links are the same
 * in the server's HTML and in the browser that hydrates it.
 */
const SiteOrigin = createContext<string | null>(null);

export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOrigin.Provider value={origin}>{children}</SiteOrigin.Provider>;
}

export function useSiteOrigin(): string {
  const given = useContext(SiteOrigin);
  if (given !== null) return given;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
