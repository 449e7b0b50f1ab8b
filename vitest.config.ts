import { defineConfig } from 'vitest/config';

/*
 * Two projects, both run by `npm test` (`vitest run`): `unit` (the engine, the games' rules,
 * searches and kernels, the conformance suite) runs in-process, `npx vitest run --project unit`
 * for a quick check while working; `e2e` starts services, worker pools, processes or a browser, or
 * runs the documents' examples.
 */
const E2E = [
  'test/service/**',
  'test/web/**',
  'test/docs/**',
  'test/client/**',
  'test/cli/**',
  'test/deploy/**',
  'test/examples/**',
  'test/bench/**',
  'test/referee/**',
  'test/workers/**',
  'test/toy/**',
  'test/games/**/http.test.ts',
  'test/games/pylos/levels.test.ts',
  // It loads the endgame table (493 MB) into its thread's kernel, which a shared module graph would keep.
  'test/games/pylos/endgame-search.test.ts',
  'test/games/connect4/c4-solve.test.ts',
  'test/games/connect4/course.test.ts',
  'test/games/connect4/book/tournament-move.test.ts',
].map((glob) => (glob.endsWith('**') ? `${glob}/*.test.ts` : glob));

// Heavy load runs on its own: npm run test:load (vitest.load.config.ts).
const LOAD = 'test/load/**';

export default defineConfig({
  test: {
    globalSetup: ['test/build-kernel.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one for the test files, one left for the search workers they start.
    maxWorkers: 2,
    projects: [
      // One module graph a worker, not one a file: a fifth less time, nearly all of it imports. A
      // file that installs a global (Connect 4's tables) removes it when it ends.
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [LOAD, ...E2E], isolate: false } },
      // dist/ built once before any e2e file: their services search on the compiled worker.
      { extends: true, test: { name: 'e2e', include: E2E, exclude: [LOAD], globalSetup: ['test/build-kernel.ts', 'test/build-dist.ts'] } },
    ],
  },
});
