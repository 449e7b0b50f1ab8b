// Builds the database file from the chunk files, with its generation log beside it. Normally once
// every chunk is done; with `partial` from those that exist, so that the service ships what has
// been solved so far (its missing entries fall back to the solve).
import { writeFileSync } from 'node:fs';
import { cpus, hostname, loadavg } from 'node:os';
import { encodeBook } from '../../games/connect4/book/file.js';
import { sourceFile, sourceLog } from '../../games/connect4/book/location.js';
import { duration } from '../../referee/progress-bar.js';
import { chunksOf, isDone, readChunk, type SolvedPosition } from './chunks.js';
import type { BookSet } from './sets.js';

export function assemble(set: BookSet, partial: boolean): void {
  const positions = set.positions();
  const chunks = chunksOf(positions);
  const done = chunks.filter((chunk) => isDone(set.chunkDir, chunk.index));
  if (done.length < chunks.length && !partial) {
    throw new Error(`${chunks.length - done.length} of ${chunks.length} chunks are not done yet (run c4-book generate, or assemble --partial)`);
  }
  const solved: SolvedPosition[] = [];
  let seconds = 0;
  for (const chunk of done) {
    const read = readChunk(set.chunkDir, chunk.index);
    // A chunk must hold exactly its own positions: one from another enumeration is refused.
    const expected = chunk.positions.map((p) => p.key).join();
    if (read.solved.map((s) => s.key).join() !== expected) throw new Error(`chunk ${chunk.index} does not hold the positions it should`);
    solved.push(...read.solved);
    seconds += read.seconds;
  }
  solved.sort((a, b) => a.key - b.key);
  const file = encodeBook({ stones: set.stones, keys: solved.map((s) => s.key), values: solved.map((s) => s.value) });
  writeFileSync(sourceFile(set.name), file);
  const count = (v: number) => solved.filter((s) => s.value === v).length;
  const log = [
    `${set.title}, assembled ${new Date().toISOString()} by \`npm run c4-book -- assemble --set ${set.name}${partial ? ' --partial' : ''}\``,
    `positions: ${solved.length} of ${positions.length} (${done.length} of ${chunks.length} chunks)${solved.length < positions.length ? ': PARTIAL, missing entries fall back to the solve' : ''}`,
    `values for the side to move: ${count(1)} wins, ${count(0)} draws, ${count(-1)} losses`,
    `file: ${file.length} bytes`,
    `solving time: ${duration(seconds * 1000)} of one thread, summed over the chunks (weak solves, table kept across siblings${set.readsDatabase ? ', through the ply-8 database' : ''})`,
    `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'} (${hostname()}), load average at assembly ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  ].join('\n');
  writeFileSync(sourceLog(set.name), `${log}\n`);
  console.log(log);
}
