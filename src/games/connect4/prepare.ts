import { loadBook } from './book/load.js';
import { loadOpening } from './book/opening-load.js';
import { connect4Wasm, type Kernel } from './kernel.js';
import { Connect4State } from './rules.js';
import { solvePons } from './solver.js';
import { loadedWith } from '../wasm-kernel.js';

/**
 * The kernel as a search worker warms it: built (compiled, with its 100 MB table), then the ply-8
 * database loaded into it and the opening table beside it, their checksums checked (a corrupt file
 * throws, and the service does not start), then one small solve, so that the first request's clock
 * pays for none of it.
 */
export const preparedKernel = loadedWith(connect4Wasm, (kernel: Kernel) => {
  loadBook(kernel);
  loadOpening();
  solvePons(Connect4State.empty(), { nodes: 100_000, book: true });
});
