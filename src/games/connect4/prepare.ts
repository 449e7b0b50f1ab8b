import { loadBook } from './book/load.js';
import { connect4Kernel } from './kernel.js';
import { Connect4State } from './rules.js';
import { solvePons } from './solver.js';

/**
 * Builds the thread's kernel (compiling it and reserving its 100 MB table), loads the ply-8
 * database into it, checking its checksum (a corrupt file throws, and the service does not start),
 * and runs one small solve so that the first request's clock pays for none of it.
 */
export function prepareConnect4(): void {
  loadBook(connect4Kernel());
  solvePons(Connect4State.empty(), { nodes: 100_000, book: true });
}
