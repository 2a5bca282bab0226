/**
 * Poll `check` until it returns a truthy value (or stops throwing), then
 * resolve with that value; reject with the last failure after `timeoutMs`.
 * Tests wait for a condition, never a fixed sleep.
 */
export async function waitFor<T>(check: () => T | Promise<T>, { timeoutMs = 5000, intervalMs = 10 } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      lastError = null;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw lastError instanceof Error ? lastError : new Error(`waitFor: condition not met within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
