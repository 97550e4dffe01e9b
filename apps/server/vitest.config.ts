import { defineProject } from 'vitest/config';

// One worker and shared modules: the database is opened and migrated once per run, and every
// test file starts from emptied tables (see test/helpers.ts).
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
