// Connect 4 written in boardgame.io's terms, with the two translations the service's bot needs.
// test/client/boardgame-io.test.ts plays it headless; README "A boardgame.io bot" shows the bot.
import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { BoardgameMove } from '../../src/client/boardgame-io.js';

const COLUMNS = 7;
const ROWS = 6;

export interface Connect4State {
  /** cells[column] lists the players who dropped there, bottom first. */
  cells: string[][];
  /** The columns played, 0-6, in order. */
  played: number[];
}

/** Whether the last token dropped in `column` completes four in a row. */
function connectsFour({ cells }: Connect4State, column: number): boolean {
  const row = cells[column].length - 1;
  const player = cells[column][row];
  const at = (c: number, r: number) => cells[c]?.[r];
  return [[1, 0], [0, 1], [1, 1], [1, -1]].some(([dc, dr]) => {
    let count = 1;
    for (const sign of [1, -1]) {
      for (let step = 1; at(column + sign * step * dc, row + sign * step * dr) === player; step++) count++;
    }
    return count >= 4;
  });
}

export const Connect4: Game<Connect4State> = {
  name: 'connect4',
  setup: () => ({ cells: Array.from({ length: COLUMNS }, () => []), played: [] }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    drop: ({ G, ctx }, column: number) => {
      if (!Number.isInteger(column) || column < 0 || column >= COLUMNS || G.cells[column].length === ROWS) return INVALID_MOVE;
      G.cells[column].push(ctx.currentPlayer);
      G.played.push(column);
    },
  },
  endIf: ({ G, ctx }) => {
    const last = G.played.at(-1);
    if (last !== undefined && connectsFour(G, last)) return { winner: G.cells[last].at(-1) };
    if (G.played.length === COLUMNS * ROWS) return { draw: true };
    return ctx.gameover;
  },
  ai: {
    enumerate: (G) => G.cells.flatMap((column, c) => (column.length < ROWS ? [{ move: 'drop', args: [c] }] : [])),
  },
};

/** The service's position: the columns played so far, 1-7, as one string (`4453`). */
export const connect4Position = (G: Connect4State, _ctx: Ctx) => ({ moves: G.played.map((column) => column + 1).join('') });

/** The service's move as the game's: its `column` counts from 0, as `drop` does. */
export const connect4Move = (move: { column: number }): BoardgameMove => ({ move: 'drop', args: [move.column] });
