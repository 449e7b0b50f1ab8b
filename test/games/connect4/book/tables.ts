// The unit project runs its files in one module graph a worker (vitest.config.ts), so a file that
// installs Connect 4's tables removes them when it ends: the next file's searches must read none.
import { afterAll, beforeAll } from 'vitest';
import { installDatabase, installOpening } from '../../../../src/games/connect4/book/opening.js';
import { connect4 } from '../../../../src/games/connect4/index.js';
import { connect4Kernel } from '../../../../src/games/connect4/kernel.js';

/** Takes the database out of the kernel and both tables from the solver's side. */
export function unloadTables(): void {
  installOpening(null);
  installDatabase(null);
  connect4Kernel().bookClear(-1);
}

/** The service's tables for a suite: installed as a search worker warms them, removed after it. */
export function useServiceTables(): void {
  beforeAll(() => connect4.kernels.forEach((kernel) => kernel.warm()));
  afterAll(unloadTables);
}
