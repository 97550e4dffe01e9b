import { defineProject } from 'vitest/config';

// Browser journeys: one server (built web app, fresh PGlite) for the run, Chromium per file.
export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
