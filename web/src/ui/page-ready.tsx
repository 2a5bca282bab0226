import { useEffect } from 'react';

/**
 * Marks the document once a route's page is live in the browser (drawn, or a
 * server-drawn page taken over): `<html data-hydrated>`. Browser tests wait
 * for it before they click, since a click on server-drawn markup before then
 * is not yet heard by anyone.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
