import { defineProject } from 'vitest/config';

// Browser journeys: each file starts its own server (built web app, fresh PGlite, its own port
// and data folder) and Chromium, so two files run side by side: a journey spends much of its
// time waiting on pages, and two at once take about two thirds of the time of one after another
// on two cores.
export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    // Initdb, migrations and the demo seed once; each file's server starts on a copy.
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 150_000,
  },
});
