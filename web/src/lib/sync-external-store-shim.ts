/**
 * `use-sync-external-store/shim`, as react-aria and react-stately import it,
 * for a React that has the hook itself (18 and later): web/vite.config.ts
 * points the shim here. The package's own shim is CommonJS that checks for
 * React's hook at run time and carries a fallback it never uses here, in the
 * entry every page loads.
 */
export { useSyncExternalStore } from 'react';
