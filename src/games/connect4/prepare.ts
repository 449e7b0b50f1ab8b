import { loadBook } from './book/load.js';
import { loadOpening } from './book/opening-load.js';
import { connect4Kernel } from './kernel.js';
import { Connect4State } from './rules.js';
import { solvePons } from './solver.js';

/**
 * Builds the thread's kernel (compiling it and reserving its 100 MB table), loads the ply-8
 * database into it and the opening table beside it, checking their checksums (a corrupt file
 * throws, and the service does not start), and runs one small solve so that the first request's
 * clock pays for none of it.
 */
export function prepareConnect4(): void {
  loadBook(connect4Kernel());
  loadOpening();
  solvePons(Connect4State.empty(), { nodes: 100_000, book: true });
}
