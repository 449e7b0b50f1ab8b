import { existsSync, readFileSync } from 'node:fs';
import type { Kernel } from '../kernel.js';
import { decodeBook } from './file.js';
import { keyWords } from './keys.js';
import { BOOK_FILE } from './location.js';
import { installBookMoves } from './opening.js';

/**
 * Hands the database file's values to the kernel and its moves to the solver's side (opening.ts),
 * checking the file first (decodeBook throws a BookFileError for a corrupt or foreign file: the
 * caller refuses it rather than play from it).
 * Returns the number of entries: 0 when no database has been assembled yet.
 */
export function loadBook(kernel: Kernel, file: URL | string = BOOK_FILE): number {
  if (!existsSync(file)) {
    kernel.bookClear(-1);
    installBookMoves(-1, new Map());
    return 0;
  }
  const { stones, keys, values, moves = [] } = decodeBook(readFileSync(file));
  kernel.bookClear(stones);
  for (let i = 0; i < keys.length; i++) {
    if (!kernel.bookAdd(...keyWords(keys[i]), values[i])) throw new Error(`the kernel refused database entry ${i}`);
  }
  installBookMoves(stones, new Map(keys.flatMap((key, i) => (moves[i] >= 0 ? [[key, moves[i]] as const] : []))));
  return keys.length;
}
