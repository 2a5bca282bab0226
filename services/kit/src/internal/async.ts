/** Runs tasks one at a time, in call order. */
export interface Mutex {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Resolves once everything queued so far has finished. */
  idle(): Promise<void>;
}

/** A promise-chain mutex: each task starts after the previous one settled. */
export function createMutex(): Mutex {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task, task);
      tail = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
    idle: () => tail.then(() => undefined),
  };
}

/**
 * Wrap a task so calls never overlap and pile up at most one run: a call made
 * while a run is queued but not started shares that run; a call made while a
 * run is in progress queues the next one. Either way the run a caller gets
 * starts after the call, so it sees everything written before it.
 */
export function coalescing<T>(mutex: Mutex, task: () => Promise<T>): () => Promise<T> {
  let queued: Promise<T> | null = null;
  return () => {
    if (queued) return queued;
    const run = mutex.run(() => {
      queued = null;
      return task();
    });
    queued = run;
    return run;
  };
}

/** Wait `ms`, or less if the signal aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** An error's message, for log fields and health details. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
