import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // NATS and child-process tests start real servers and processes; they are
    // quick, but a loaded CI machine should not turn them red.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Files start their own nats-server on free ports, so they could run in
    // parallel; running them one at a time keeps timings predictable.
    fileParallelism: false,
  },
});
