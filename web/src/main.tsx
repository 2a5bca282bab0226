/**
 * The entry index.html loads: small on purpose. The page arrives drawn by the
 * server (or, for staff screens, as the HTML placeholder), so nothing here is
 * needed to show it. The app's code (./boot: React, the router, the page) is
 * fetched at once, through the modulepreload links the BFF puts in the head
 * (bff/src/seo/shell.ts), but it is only run once the page has painted and its
 * first pictures have come, so evaluating and hydrating it never holds back
 * what the reader sees first. A page whose pictures are slow waits no longer
 * than MAX_WAIT_MS.
 */
const MAX_WAIT_MS = 2500;

function whenShown(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      // After the next frame is painted, not before it.
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    setTimeout(go, MAX_WAIT_MS);
  });
}

void whenShown().then(() => import('./boot'));
