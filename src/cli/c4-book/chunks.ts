// The generation's chunk files: the database's positions cut into fixed runs in the walk's order,
// each written when all its positions are solved (through a temporary file and a rename, so that an
// interrupted run leaves either a whole chunk or none), which is what makes a restart resumable.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookPosition } from '../../games/connect4/book/positions.js';

export const CHUNK_SIZE = 500;

export interface SolvedPosition {
  key: number;
  /** Weak value for the side to move: 1 win, 0 draw, -1 loss. */
  value: number;
  /**
   * In the move pass (`generate --moves`): the column, 0-6 on the canonical image, of a move that
   * keeps a win or a draw; -1 for a loss, where every move keeps it.
   */
  column?: number;
}

export interface Chunk {
  index: number;
  positions: BookPosition[];
}

export function chunksOf(positions: readonly BookPosition[]): Chunk[] {
  const chunks: Chunk[] = [];
  for (let start = 0; start < positions.length; start += CHUNK_SIZE) {
    chunks.push({ index: chunks.length, positions: positions.slice(start, start + CHUNK_SIZE) });
  }
  return chunks;
}

const fileOf = (dir: string, index: number): string => join(dir, `${String(index).padStart(4, '0')}.txt`);

export function isDone(dir: string, index: number): boolean {
  return existsSync(fileOf(dir, index));
}

/** One header line (what, when, how long), then `key value` a line, or `key value column`. */
export function writeChunk(dir: string, index: number, solved: readonly SolvedPosition[], seconds: number): void {
  mkdirSync(dir, { recursive: true });
  const header = `# chunk ${index}: ${solved.length} positions, ${seconds.toFixed(1)} s of solving, finished ${new Date().toISOString()}`;
  const file = fileOf(dir, index);
  writeFileSync(`${file}.tmp`, `${header}\n${solved.map(({ key, value, column }) => (column === undefined ? `${key} ${value}` : `${key} ${value} ${column}`)).join('\n')}\n`);
  renameSync(`${file}.tmp`, file);
}

export interface ChunkRead {
  solved: SolvedPosition[];
  seconds: number;
}

export function readChunk(dir: string, index: number): ChunkRead {
  const [header, ...lines] = readFileSync(fileOf(dir, index), 'utf8').trimEnd().split('\n');
  const seconds = Number(/, ([\d.]+) s of solving/.exec(header)?.[1] ?? NaN);
  const solved = lines.map((line) => {
    const [key, value, column] = line.split(' ').map(Number);
    return column === undefined ? { key, value } : { key, value, column };
  });
  return { solved, seconds };
}
