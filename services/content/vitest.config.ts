import { defineConfig } from 'vitest/config';
// Feed ingestion over the whole shared feed folder takes a few seconds on a busy 2-core machine.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 } });
