import { createContext, useContext } from 'react';

/**
 * Whether what is being drawn now was drawn by the server first: on the
 * server itself, and in the browser until the reader leaves the page the
 * server sent (its markup is then being taken over, and must be drawn the
 * same way, whole). Parts that wait for the first paint in a browser-drawn
 * page (AfterFirstPaint) draw at once then.
 */
let serverPage = typeof document === 'undefined' ? true : (document.getElementById('root')?.hasAttribute('data-ssr') ?? false);

export function drawnByServer(): boolean {
  return typeof window === 'undefined' || serverPage;
}

/** The reader went to another page: from now on the browser draws everything itself. */
export function leftServerPage(): void {
  serverPage = false;
}

/**
 * True inside a block the server drew that is taken over later than the page
 * around it (hydrate-when-near.tsx): by then the reader may have left the
 * server's page, but the block's markup is still the server's and must be
 * drawn the same way to be taken over.
 */
export const ServerDrawnBlock = createContext(false);

/** drawnByServer() for a component, which may sit in a block taken over late (above). */
export function useDrawnByServer(): () => boolean {
  const inBlock = useContext(ServerDrawnBlock);
  return () => inBlock || drawnByServer();
}
