/**
 * A Request that is aborted `timeoutMs` after it is made, from the call to the
 * last byte of its body.
 *
 * Not `new Request(url, { signal: AbortSignal.timeout(ms) })`: a Request
 * follows the given signal with one of its own that the given signal holds
 * only weakly, so once `fetch` has taken the Request nothing keeps that inner
 * signal alive and a garbage collection can drop it before it fires. A body
 * that never ends then hangs its reader for good (seen in CI: a weather test
 * waited 60 s). Here the timer holds the Request itself until it fires.
 * The timer is unref'd, so it never keeps a process alive.
 */
export function requestWithDeadline(url: string, init: RequestInit, timeoutMs: number): Request {
  const controller = new AbortController();
  const outer = init.signal;
  if (outer) {
    if (outer.aborted) controller.abort(outer.reason);
    else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
  }
  const request = new Request(url, { ...init, signal: controller.signal });
  const timer = setTimeout(() => {
    controller.abort(new DOMException(`The request to ${request.url} took longer than ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  timer.unref();
  return request;
}
