import { defineConfig } from 'vitest/config';

/*
 * `npm run test:load`: tests that flood the service, each in a process of its own on loopback
 * addresses, with bounded loops. Apart from `npm test` so they run once in CI. Two files at a time:
 * each service has its own process and limits, and the expensive flood (a minute of one worker's
 * searches) runs beside the slow clients, which mostly wait; the whole takes half as long.
 */
export default defineConfig({
  test: {
    include: ['test/load/**/*.test.ts'],
    // The services run compiled, as npm start runs them.
    globalSetup: ['test/build-dist.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
