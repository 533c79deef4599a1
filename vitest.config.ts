import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { GENERATED_FOLDERS } from './node/project-folders';

/**
 * The two route sweeps are a fifth of the suite: started first, they end beside the other files instead of after them
 * (a fresh clone has no timings for vitest to order by, and would run them last).
 */
class SweepsFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sweep = (file: TestSpecification) => (file.moduleId.includes('/test/sweep') ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => sweep(a) - sweep(b));
  }
}

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
    sequence: { sequencer: SweepsFirst },
  },
});
