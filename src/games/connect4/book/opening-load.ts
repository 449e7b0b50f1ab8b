// Loads the opening table (ply7.c4db: every position of 7 stones where nobody has won, weak-solved
// through the ply-8 database by `c4-book generate --set ply7`); the positions before it are valued
// from it as they are asked for (opening.ts), so that the file holds one ply only.
import { BookFileError } from './file.js';
import { openBook } from './load.js';
import { OPENING_FILE } from './location.js';
import { installOpening } from './opening.js';
import { OPENING_STONES } from './ply.js';

/** A checked opening table (of OPENING_STONES stones), or null without a file. */
export function openOpening(file: URL | string = OPENING_FILE) {
  const table = openBook(file);
  if (table !== null && table.stones !== OPENING_STONES) throw new BookFileError(`opening table of ${table.stones} stones, this code reads ${OPENING_STONES}`);
  return table;
}

/**
 * Installs the table for the solver; returns how many positions it holds (0 without a file). A
 * file that is corrupt, foreign or of other stones throws, and the service does not start.
 */
export function loadOpening(file: URL | string = OPENING_FILE): number {
  const table = openOpening(file);
  installOpening(table);
  return table?.count ?? 0;
}
