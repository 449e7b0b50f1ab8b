// Builds the database file from the chunk files, with its generation log beside it. Normally once
// every chunk is done; with `partial` from those that exist, so that the service ships what has
// been solved so far (its missing entries fall back to the solve).
import { writeFileSync } from 'node:fs';
import { cpus, hostname, loadavg } from 'node:os';
import { encodeBook } from '../../games/connect4/book/file.js';
import { sourceFile, sourceLog } from '../../games/connect4/book/location.js';
import { duration } from '../../referee/progress-bar.js';
import { chunksOf, isDone, readChunk, type Chunk, type SolvedPosition } from './chunks.js';
import type { BookSet } from './sets.js';

/** The set's done chunks, each checked to hold exactly its own positions, and their solving time. */
function readDone(dir: string, chunks: readonly Chunk[]): { solved: SolvedPosition[]; seconds: number; done: number } {
  const solved: SolvedPosition[] = [];
  let seconds = 0;
  let done = 0;
  for (const chunk of chunks) {
    if (!isDone(dir, chunk.index)) continue;
    const read = readChunk(dir, chunk.index);
    // A chunk must hold exactly its own positions: one from another enumeration is refused.
    const expected = chunk.positions.map((p) => p.key).join();
    if (read.solved.map((s) => s.key).join() !== expected) throw new Error(`chunk ${chunk.index} of ${dir} does not hold the positions it should`);
    solved.push(...read.solved);
    seconds += read.seconds;
    done++;
  }
  return { solved, seconds, done };
}

/**
 * The move pass's columns by key (the finished chunks only: the rest stay without a move and fall
 * back to the solve), each pass value checked against the database's.
 */
function movesByKey(dir: string, chunks: readonly Chunk[], solved: readonly SolvedPosition[]): { moves: Map<number, number>; seconds: number; done: number } {
  const pass = readDone(dir, chunks);
  const valueOf = new Map(solved.map((s) => [s.key, s.value]));
  const moves = new Map<number, number>();
  for (const { key, value, column } of pass.solved) {
    if (valueOf.get(key) !== value) throw new Error(`the move pass values ${key} at ${value}, the database at ${valueOf.get(key)}`);
    if (column === undefined) throw new Error(`the move pass has no column for ${key}`);
    moves.set(key, column);
  }
  return { moves, seconds: pass.seconds, done: pass.done };
}

export function assemble(set: BookSet, partial: boolean): void {
  const positions = set.positions();
  const chunks = chunksOf(positions);
  const { solved, seconds, done } = readDone(set.chunkDir, chunks);
  if (done < chunks.length && !partial) {
    throw new Error(`${chunks.length - done} of ${chunks.length} chunks are not done yet (run c4-book generate, or assemble --partial)`);
  }
  solved.sort((a, b) => a.key - b.key);
  const keys = solved.map((s) => s.key);
  const pass = set.movesDir === undefined ? null : movesByKey(set.movesDir, chunks, solved);
  const withMoves = pass !== null && pass.done > 0;
  const file = encodeBook({ stones: set.stones, keys, values: solved.map((s) => s.value), ...(withMoves ? { moves: keys.map((key) => pass.moves.get(key) ?? -1) } : {}) });
  writeFileSync(sourceFile(set.name), file);
  const count = (v: number) => solved.filter((s) => s.value === v).length;
  // Counted by value: the database's pass records -1 for a loss, the opening table's a move for each.
  const kept = (won: (value: number) => boolean): number => (withMoves ? solved.filter((s) => won(s.value) && (pass.moves.get(s.key) ?? -1) >= 0).length : 0);
  const keptWinsAndDraws = kept((v) => v >= 0);
  const keptLosses = kept((v) => v < 0);
  const log = [
    `${set.title}, assembled ${new Date().toISOString()} by \`npm run c4-book -- assemble --set ${set.name}${partial ? ' --partial' : ''}\``,
    `positions: ${solved.length} of ${positions.length} (${done} of ${chunks.length} chunks)${solved.length < positions.length ? ': PARTIAL, missing entries fall back to the solve' : ''}`,
    `values for the side to move: ${count(1)} wins, ${count(0)} draws, ${count(-1)} losses`,
    ...(pass === null
      ? []
      : [
          `moves that keep the value: ${keptWinsAndDraws} of ${count(1) + count(0)} wins and draws${keptLosses > 0 ? ` and ${keptLosses} of ${count(-1)} losses` : ''} (${pass.done} of ${chunks.length} chunks of \`generate --moves\`, ${duration(pass.seconds * 1000)} of one thread)${keptWinsAndDraws < count(1) + count(0) ? ': the others fall back to the solve' : ''}`,
        ]),
    `file: ${file.length} bytes`,
    `solving time: ${duration(seconds * 1000)} of one thread, summed over the chunks (weak solves, table kept across siblings${set.readsDatabase ? ', through the ply-8 database' : ''})`,
    `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'} (${hostname()}), load average at assembly ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  ].join('\n');
  writeFileSync(sourceLog(set.name), `${log}\n`);
  console.log(log);
}
