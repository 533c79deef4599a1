import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Browser test files each run their own Chromium: two at a time fits a 2-core machine.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
