// What the Connect 4 benches run with: the ply-8 database loaded into this thread's kernel, as the
// service's workers do at start, and how complete it is (the figures mean little until it is).
import { preparedKernel } from '../src/games/connect4/prepare.js';
import { connect4Kernel } from '../src/games/connect4/kernel.js';

/** Tromp's count of the database's positions. */
const COMPLETE = 67_557;

/** Whether the loaded database holds every position (databaseNote loads it). */
export function databaseComplete(): boolean {
  return connect4Kernel().bookEntries() === COMPLETE;
}

export function databaseNote(): string {
  preparedKernel.warm();
  const entries = connect4Kernel().bookEntries();
  const share = entries === COMPLETE ? 'complete' : `INCOMPLETE: missing entries fall back to the solve, so the figures are not the database's`;
  return `ply-8 database: ${entries.toLocaleString('en')} of ${COMPLETE.toLocaleString('en')} positions (${share})`;
}
