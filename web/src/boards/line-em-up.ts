import type { Board, BoardView } from '../board.js';
import { boardRoot, hintText, svg, target } from '../svg.js';
import { cellKey, winningCells } from '../winning-line.js';
import { listWords } from '../words.js';
import { columnLetter, GRID_CELL, GRID_MARGIN, gridLabels, gridY } from './grid.js';

/** The keyboard's cell: the arrow keys move it, Enter or space plays there. */
const cursor = { column: 0, row: 0 };

const cellName = (column: number, row: number): string => `${columnLetter(column)} ${row}`;

/** The service writes 'B 3' and accepts 'B3', which a pasted list may hold. */
const sameCell = (a: string, b: string): boolean => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Line 'em Up: a cell is one click; row 0 is the top, as the seed draws it; blocs are dark cells. */
export const lineEmUp: Board<'line-em-up'> = {
  choices: (moves) => moves.map((move) => ({ move, paths: [[move.notation]] })),
  hintTarget: (move) => move.notation,
  // The default evaluation's weighted open windows: a heuristic's points, not a count of anything on the board.
  score: { per: 1, unit: 'points', span: 20 },

  draw(view: BoardView<'line-em-up'>) {
    const rows = view.position.board;
    const won = winningCells(rows, view.position.s, 'WB');
    const n = rows.length;
    cursor.column = Math.min(cursor.column, n - 1);
    cursor.row = Math.min(cursor.row, n - 1);
    const root = boardRoot(GRID_MARGIN + n * GRID_CELL, n * GRID_CELL + GRID_MARGIN, `Line 'em Up board, ${n} by ${n}`);
    for (let row = 0; row < n; row++) {
      for (let column = 0; column < n; column++) {
        const name = cellName(column, row);
        const x = GRID_MARGIN + column * GRID_CELL;
        const y = gridY(row, n, true);
        const content = rows[row][column];
        const kind = content === '#' ? 'bloc' : content === 'W' ? 'white' : content === 'B' ? 'black' : 'empty';
        const marks = `${view.lastMove !== undefined && sameCell(name, view.lastMove) ? ' last' : ''}${won.has(cellKey(row, column)) ? ' win' : ''}`;
        const cell = target(svg('g', { class: `cell ${kind}${marks}`, 'data-cell': name }), name, view.next, view.picked);
        cell.append(svg('rect', { x, y, width: GRID_CELL, height: GRID_CELL, class: 'square' }));
        if (kind === 'white' || kind === 'black') cell.append(svg('circle', { cx: x + GRID_CELL / 2, cy: y + GRID_CELL / 2, r: GRID_CELL * 0.36, class: `stone ${kind}` }));
        const hint = view.hints.get(name);
        if (hint !== undefined) cell.append(hintText(x + GRID_CELL / 2, y + GRID_CELL / 2 - 2, hint));
        root.append(cell);
      }
    }
    root.append(svg('rect', { x: GRID_MARGIN + cursor.column * GRID_CELL + 2, y: gridY(cursor.row, n, true) + 2, width: GRID_CELL - 4, height: GRID_CELL - 4, class: 'cursor', 'data-cell': cellName(cursor.column, cursor.row) }));
    root.append(gridLabels(n, true));
    return root;
  },

  describe(view) {
    const cells = (piece: string) => view.position.board.flatMap((row, r) => [...row].flatMap((cell, c) => (cell === piece ? [cellName(c, r)] : [])));
    return `White on ${listWords(cells('W'))}. Black on ${listWords(cells('B'))}. Blocs on ${listWords(cells('#'))}`;
  },

  key(event, view) {
    const n = view.position.board.length;
    const step = ARROWS[event.key];
    if (step !== undefined) {
      cursor.column = Math.max(0, Math.min(n - 1, cursor.column + step[0]));
      cursor.row = Math.max(0, Math.min(n - 1, cursor.row + step[1]));
      return 'redraw';
    }
    if (event.key !== 'Enter' && event.key !== ' ') return undefined;
    const name = cellName(cursor.column, cursor.row);
    return view.next.has(name) ? name : undefined;
  },

  parameterHelp: {
    blocs: { placeholder: 'B1 C2, or 4 at random', help: 'cells where no piece may go, like B1 C2; or how many to draw at random, like 4 (4 seed 7 draws the same cells again)' },
  },

  // Blocs as a count drawn at random ("4", or "4 seed 7" to draw the same ones again) or as cells ("D0 B1").
  parameter(name, text) {
    // JSON, as the API writes it, is read as JSON by the form.
    if (name !== 'blocs' || /^[[{]/.test(text)) return undefined;
    const random = /^(\d+)(?:\s+seed\s+(\d+))?$/.exec(text);
    if (random) return { random: Number(random[1]), seed: random[2] === undefined ? Math.floor(Math.random() * 1e9) : Number(random[2]) };
    // Without commas a cell may still hold a space ("C 2", as a position link writes a single bloc).
    return (text.includes(',') ? text.split(',') : (text.match(/[a-z]\s*\d+|\S+/gi) ?? [])).map((cell) => cell.trim()).filter((cell) => cell !== '');
  },
};
