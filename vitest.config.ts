import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Flood tests: `npm run test:load` (vitest.load.config.ts).
    exclude: ['test/load/**'],
    globalSetup: ['test/build-kernel.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one for the test files, one left for the search workers they start.
    maxWorkers: 2,
  },
});
