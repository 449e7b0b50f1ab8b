// One generation thread: solves the chunks the main thread hands it with its own kernel (and its
// own 100 MB table), reporting each position, and writes each chunk's file when it is complete.
import { parentPort, workerData } from 'node:worker_threads';
import { loadBook } from '../../games/connect4/book/load.js';
import { loadOpening } from '../../games/connect4/book/opening-load.js';
import { connect4Kernel } from '../../games/connect4/kernel.js';
import { writeChunk, type Chunk, type SolvedPosition } from './chunks.js';
import { BOOK_SETS } from './sets.js';
import { keepingMove, stateOfMoves, weakValue } from './weak-value.js';

export interface WorkerSetup {
  set: string;
  keepTable: boolean;
  /** The move pass: each position's value read from the tables and a move that keeps it proved. */
  moves: boolean;
}

export type WorkerReport = { kind: 'position'; ms: number } | { kind: 'chunk'; index: number };

// Set by c4-book.ts when it starts the thread: data across the thread boundary, untyped there.
const { set, keepTable, moves } = workerData as WorkerSetup;
const { chunkDir, movesDir, readsDatabase } = BOOK_SETS[set];
const dir = moves ? movesDir! : chunkDir;
if (readsDatabase || moves) loadBook(connect4Kernel());
// The move pass reads each position's value from the tables: the opening table's at 7 stones.
if (moves) loadOpening();
const port = parentPort!;

port.on('message', (chunk: Chunk) => {
  const started = performance.now();
  const solved: SolvedPosition[] = [];
  for (const position of chunk.positions) {
    const t = performance.now();
    solved.push(moves ? keepingMove(stateOfMoves(position.moves), keepTable) : { key: position.key, value: weakValue(position.moves, keepTable, readsDatabase) });
    port.postMessage({ kind: 'position', ms: performance.now() - t } satisfies WorkerReport);
  }
  writeChunk(dir, chunk.index, solved, (performance.now() - started) / 1000);
  port.postMessage({ kind: 'chunk', index: chunk.index } satisfies WorkerReport);
});
