// The positions of Pons' Begin sets (test/data/connect4/Test_L1_R*, each with his exact score) that
// the opening table or the ply-8 database values: a seeded sample for issue 39's table answers,
// shared by its bench (connect4-table-answers.ts) and its test, which checks their outcomes.
// Read relative to the working directory, the repository's root, as the other benches read them
// (bench/connect4.ts reads its sets here too).
import { readFileSync } from 'node:fs';
import { stateOfMoves } from '../src/cli/c4-book/weak-value.js';
import { openBook } from '../src/games/connect4/book/load.js';
import { BOOK_FILE } from '../src/games/connect4/book/location.js';
import { TableAnswers } from '../src/games/connect4/book/opening.js';
import { openOpening } from '../src/games/connect4/book/opening-load.js';
import { BOOK_STONES } from '../src/games/connect4/book/ply.js';
import { seededRandom } from '../src/games/random.js';

export const BEGIN_SETS = ['Test_L1_R1', 'Test_L1_R2', 'Test_L1_R3'];

export interface ScoredPosition {
  /** Column digits 1-7 from the empty board. */
  moves: string;
  /** Pons' score for the side to move. */
  score: number;
}

/** The first `count` positions of one of Pons' test files (all by default), with his scores. */
export function ponsSet(file: string, count = Infinity): ScoredPosition[] {
  return readFileSync(`test/data/connect4/${file}`, 'utf8')
    .trim()
    .split('\n')
    .slice(0, count)
    .map((line) => {
      const [moves, score] = line.split(' ');
      return { moves, score: Number(score) };
    });
}

/** `count` positions drawn with a seed from the Begin sets' positions of at most 8 stones that the tables value. */
export function beginTablePositions(count: number, seed = 0x39): ScoredPosition[] {
  const tables = new TableAnswers(openOpening(), openBook(BOOK_FILE));
  const held = BEGIN_SETS.flatMap((file) => ponsSet(file)).filter(({ moves }) => moves.length <= BOOK_STONES && tables.rootValue(stateOfMoves(moves)) !== undefined);
  const random = seededRandom(seed);
  for (let i = held.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [held[i], held[j]] = [held[j], held[i]];
  }
  return held.slice(0, count);
}
