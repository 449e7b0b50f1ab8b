import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { stateOfMoves } from '../../../../src/cli/c4-book/weak-value.js';
import { decodeBook } from '../../../../src/games/connect4/book/file.js';
import { mirrorColumn, mirrorKey } from '../../../../src/games/connect4/book/keys.js';
import { BOOK_FILE, OPENING_FILE } from '../../../../src/games/connect4/book/location.js';
import { TableAnswers } from '../../../../src/games/connect4/book/opening.js';
import { openBook } from '../../../../src/games/connect4/book/load.js';
import { openOpening } from '../../../../src/games/connect4/book/opening-load.js';
import { stateOfKey } from '../../../../src/games/connect4/book/positions.js';
import { tableColumn } from '../../../../src/games/connect4/book/tournament-move.js';
import { boardRows, colourName } from '../../../../src/games/connect4/notation.js';
import type { Connect4State } from '../../../../src/games/connect4/rules.js';
import { compiled } from '../../../support/compiled.js';

const run = promisify(execFile);
const argsOf = (state: Connect4State): [string, 'red' | 'yellow'] => [boardRows(state).join(','), colourName(state.toMove)];
const columnAfter = (moves: string): number | null => tableColumn(...argsOf(stateOfMoves(moves)));

/** The mirror image of a line of moves (digits 1-7). */
const mirrored = (moves: string): string => [...moves].map((d) => String(8 - Number(d))).join('');

// Skipped, and vitest says so, where the files have not been assembled.
describe.runIf(existsSync(OPENING_FILE) && existsSync(BOOK_FILE))("the tournament program's table answer", () => {
  const tables = new TableAnswers(openOpening(), openBook(BOOK_FILE));

  it('answers the empty board with the centre, the only winning move', () => {
    expect(columnAfter('')).toBe(3);
  });

  it('answers a root of up to 7 stones with a move whose position the tables value as the root\'s negation', () => {
    for (const moves of ['4', '1', '44', '4453', '12345', '443322', '4444443', '1234567']) {
      const root = stateOfMoves(moves);
      const column = columnAfter(moves);
      expect(column, `after ${moves}`).not.toBeNull();
      const value = tables.value(root)!;
      root.play(column!);
      expect(0 - tables.childValue(root)!, `after ${moves}`).toBe(value);
    }
  });

  it("answers a ply-8 position with the database's move, mirrored on the other image", () => {
    const { keys, moves = [] } = decodeBook(readFileSync(BOOK_FILE));
    const i = moves.findIndex((move, j) => move >= 0 && move !== 3 && mirrorKey(keys[j]) !== keys[j]);
    expect(tableColumn(...argsOf(stateOfKey(keys[i])))).toBe(moves[i]);
    expect(tableColumn(...argsOf(stateOfKey(mirrorKey(keys[i]))))).toBe(mirrorColumn(moves[i]));
  });

  it('leaves to the search what the tables do not answer', () => {
    const lost = decodeBook(readFileSync(BOOK_FILE));
    const loss = stateOfKey(lost.keys[lost.values.indexOf(-1)]);
    expect(tableColumn(...argsOf(loss)), 'a ply-8 loss').toBeNull();
    expect(columnAfter('443322114'), 'ply 9').toBeNull();
    expect(tableColumn('rr.....,.......,.......,.......,.......,.......', 'red'), 'unbalanced stones').toBeNull();
    expect(tableColumn('.......,r......,.......,.......,.......,.......', 'red'), 'a floating token').toBeNull();
    expect(tableColumn('rrrr...,yyy....,.......,.......,.......,.......', 'yellow'), 'a finished game').toBeNull();
  });

  it('prints the answer as the course\'s program, and its mirror image the mirrored column', async () => {
    const cli = (state: Connect4State) => run(process.execPath, [compiled('src/cli/connect-four.ts'), ...argsOf(state)]);
    expect((await cli(stateOfMoves(''))).stdout).toBe('3\n');
    const line = '3355';
    expect((await cli(stateOfMoves(mirrored(line)))).stdout).toBe(`${mirrorColumn(columnAfter(line)!)}\n`);
  });
});
