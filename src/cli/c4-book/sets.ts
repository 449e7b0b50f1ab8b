// What `c4-book` can generate: the ply-8 database (Tromp's positions, solved with no database) and
// the opening table (every position of 7 stones, each solved by a search into the database).
import { BOOK_STONES, OPENING_STONES } from '../../games/connect4/book/ply.js';
import { bookPositions, openingPositions, type BookPosition } from '../../games/connect4/book/positions.js';

export interface BookSet {
  /** Its key in BOOK_SETS, `--set`'s value, and the name of its file (location.ts's sourceFile). */
  name: string;
  title: string;
  stones: number;
  positions(): BookPosition[];
  /** Where the finished chunks are committed: the repository's data/, beside nothing the service ships. */
  chunkDir: string;
  /** Whether its solves read the ply-8 database (which must then be complete). */
  readsDatabase: boolean;
  /**
   * Where the move pass (`generate --moves`) commits its chunks, for a set whose file also keeps a
   * move beside its positions' values: the pass reads the assembled values and proves a move that
   * keeps each (weak-value.ts's keepingMove says which positions get one).
   */
  movesDir?: string;
}

const chunkDir = (folder: string): string => new URL(`../../../data/connect4-book/${folder}/`, import.meta.url).pathname;

export const BOOK_SETS: Record<string, BookSet> = {
  ply8: {
    name: 'ply8',
    title: `Connect 4 ply-${BOOK_STONES} database`,
    stones: BOOK_STONES,
    positions: () => bookPositions(),
    chunkDir: chunkDir('chunks'),
    readsDatabase: false,
    movesDir: chunkDir('ply8-moves'),
  },
  ply7: {
    name: 'ply7',
    title: `Connect 4 opening table (every position of ${OPENING_STONES} stones)`,
    stones: OPENING_STONES,
    positions: () => openingPositions(),
    chunkDir: chunkDir('ply7-chunks'),
    readsDatabase: true,
    movesDir: chunkDir('ply7-moves'),
  },
};
