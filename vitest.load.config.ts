import { defineConfig } from 'vitest/config';

/*
 * `npm run test:load`: tests that flood the service, each in a process of its own on loopback
 * addresses, with bounded loops. Apart from `npm test` so they run once in CI, one file at a time.
 */
export default defineConfig({
  test: {
    include: ['test/load/**/*.test.ts'],
    // The services run compiled, as npm start runs them.
    globalSetup: ['test/build-dist.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
