import { configDefaults, defineConfig } from 'vitest/config';
import { GENERATED_FOLDERS } from './node/project-folders';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // What the project generates holds no test of ours, whatever a copy or a build left there.
    exclude: [...configDefaults.exclude, ...GENERATED_FOLDERS.map((folder) => `${folder}/**`)],
    environment: 'node',
    // Builds dist/ first when it is missing or older than the sources.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll waits for what a visitor would see (a page arriving, a toast leaving); its bound only says how long a
    // failure takes to show, so it leaves room for a loaded 2-core machine instead of vitest's 1 s.
    expect: { poll: { timeout: 15_000 } },
    // Browser test files each run their own Chromium: two at a time fits a 2-core machine (three make every file
    // slower by half again).
    maxWorkers: 2,
    reporters: ['default'],
  },
});
