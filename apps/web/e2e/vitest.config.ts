import { defineProject } from 'vitest/config';

// Browser journeys: each file starts its own server (built web app, fresh PGlite) and Chromium.
export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 150_000,
  },
});
