// Builds the database file from the chunk files, with its generation log beside it. Normally once
// every chunk is done; with `partial` from those that exist, so that the service ships what has
// been solved so far (its missing entries fall back to the solve).
import { writeFileSync } from 'node:fs';
import { cpus, hostname, loadavg } from 'node:os';
import { BOOK_STONES } from '../../games/connect4/book/ply.js';
import { bookPositions } from '../../games/connect4/book/positions.js';
import { encodeBook } from '../../games/connect4/book/file.js';
import { BOOK_LOG, BOOK_SOURCE_FILE } from '../../games/connect4/book/location.js';
import { duration } from '../../referee/progress-bar.js';
import { CHUNK_DIR, chunksOf, isDone, readChunk, type SolvedPosition } from './chunks.js';

export function assemble(partial: boolean): void {
  const positions = bookPositions();
  const chunks = chunksOf(positions);
  const done = chunks.filter((chunk) => isDone(CHUNK_DIR, chunk.index));
  if (done.length < chunks.length && !partial) {
    throw new Error(`${chunks.length - done.length} of ${chunks.length} chunks are not done yet (run c4-book generate, or assemble --partial)`);
  }
  const solved: SolvedPosition[] = [];
  let seconds = 0;
  for (const chunk of done) {
    const read = readChunk(CHUNK_DIR, chunk.index);
    // A chunk must hold exactly its own positions: one from another enumeration is refused.
    const expected = chunk.positions.map((p) => p.key).join();
    if (read.solved.map((s) => s.key).join() !== expected) throw new Error(`chunk ${chunk.index} does not hold the positions it should`);
    solved.push(...read.solved);
    seconds += read.seconds;
  }
  solved.sort((a, b) => a.key - b.key);
  const file = encodeBook({ stones: BOOK_STONES, keys: solved.map((s) => s.key), values: solved.map((s) => s.value) });
  writeFileSync(BOOK_SOURCE_FILE, file);
  const count = (v: number) => solved.filter((s) => s.value === v).length;
  const log = [
    `Connect 4 ply-${BOOK_STONES} database, assembled ${new Date().toISOString()} by \`npm run c4-book -- assemble${partial ? ' --partial' : ''}\``,
    `positions: ${solved.length} of ${positions.length} (${done.length} of ${chunks.length} chunks)${solved.length < positions.length ? ': PARTIAL, missing entries fall back to the solve' : ''}`,
    `values for the side to move: ${count(1)} wins, ${count(0)} draws, ${count(-1)} losses`,
    `file: ${file.length} bytes`,
    `solving time: ${duration(seconds * 1000)} of one thread, summed over the chunks (weak solves, table kept across siblings)`,
    `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'} (${hostname()}), load average at assembly ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  ].join('\n');
  writeFileSync(BOOK_LOG, `${log}\n`);
  console.log(log);
}
