import { defineConfig } from 'vitest/config';

/** `npm run test:load`: tests that load the service heavily, one file at a time, apart from `npm test`. */
export default defineConfig({
  test: {
    include: ['test/load/**/*.test.ts'],
    globalSetup: ['test/build-kernel.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
