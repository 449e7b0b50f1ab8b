import { existsSync, readFileSync } from 'node:fs';
import type { Kernel } from '../kernel.js';
import { BookView } from './file.js';
import { keyWords } from './keys.js';
import { BOOK_FILE } from './location.js';
import { installDatabase } from './opening.js';

/** A database file read in place, checked (a BookFileError for a corrupt or foreign file); null when there is none. */
export function openBook(file: URL | string): BookView | null {
  return existsSync(file) ? new BookView(readFileSync(file)) : null;
}

/**
 * Hands the database file's values to the kernel and the file to the solver's side (opening.ts),
 * checking the file first (the caller refuses a corrupt or foreign file rather than play from it).
 * Returns the number of entries: 0 when no database has been assembled yet.
 */
export function loadBook(kernel: Kernel, file: URL | string = BOOK_FILE): number {
  const view = openBook(file);
  installDatabase(view);
  if (view === null) {
    kernel.bookClear(-1);
    return 0;
  }
  kernel.bookClear(view.stones);
  for (let i = 0; i < view.count; i++) {
    if (!kernel.bookAdd(...keyWords(view.key(i)), view.value(i))) throw new Error(`the kernel refused database entry ${i}`);
  }
  return view.count;
}
