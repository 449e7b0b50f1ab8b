import type { Board, BoardView } from '../board.js';
import { boardRoot, hintText, svg, target } from '../svg.js';
import { cellKey, winningCells } from '../winning-line.js';
import { listWords } from '../words.js';

const COLUMNS = 7;
const ROWS = 6;
const CELL = 60;
/** Room above the frame for a hint's two lines. */
const TOP = 36;

/** Connect 4: a column is one click (or its key, 1-7); row 0 is the bottom, drawn at the bottom. */
export const connect4: Board<'connect4'> = {
  choices: (moves) => moves.map((move) => ({ move, paths: [[move.notation]] })),
  hintTarget: (move) => move.notation,
  score: { per: 1, unit: 'points', span: 100 },

  draw(view: BoardView<'connect4'>) {
    const rows = view.position.board;
    const won = winningCells(rows, 4, 'ry');
    const root = boardRoot(COLUMNS * CELL, TOP + ROWS * CELL + 24, 'Connect 4 board');
    root.append(svg('rect', { x: 0, y: TOP, width: COLUMNS * CELL, height: ROWS * CELL, rx: 10, class: 'c4-frame' }));
    const lastColumn = view.lastMove === undefined ? -1 : Number(view.lastMove) - 1;
    for (let c = 0; c < COLUMNS; c++) {
      const name = String(c + 1);
      const column = target(svg('g', { class: 'column' }), name, view.next, view.picked);
      column.append(svg('rect', { x: c * CELL, y: 0, width: CELL, height: TOP + ROWS * CELL, class: 'hit' }));
      const top = rows.reduce((highest, row, r) => (row[c] === '.' ? highest : r), -1);
      for (let r = 0; r < ROWS; r++) {
        const cell = rows[r][c];
        const piece = cell === 'r' ? 'red' : cell === 'y' ? 'yellow' : 'empty';
        const marks = `${c === lastColumn && r === top ? ' last' : ''}${won.has(cellKey(r, c)) ? ' win' : ''}`;
        column.append(svg('circle', { cx: c * CELL + CELL / 2, cy: TOP + (ROWS - 1 - r) * CELL + CELL / 2, r: CELL * 0.4, class: `disc ${piece}${marks}` }));
      }
      column.append(svg('text', { x: c * CELL + CELL / 2, y: TOP + ROWS * CELL + 18, class: 'label' }, name));
      const hint = view.hints.get(name);
      if (hint !== undefined) column.append(hintText(c * CELL + CELL / 2, TOP - 20, hint));
      root.append(column);
    }
    return root;
  },

  describe(view) {
    const rows = view.position.board;
    const columns = Array.from({ length: COLUMNS }, (_, c) => rows.map((row) => row[c]).filter((cell) => cell !== '.').map((cell) => (cell === 'r' ? 'red' : 'yellow')));
    const filled = columns.flatMap((discs, c) => (discs.length === 0 ? [] : [`Column ${c + 1} from the bottom: ${discs.join(', ')}`]));
    const empty = columns.flatMap((discs, c) => (discs.length === 0 ? [String(c + 1)] : []));
    return [...filled, `Empty columns: ${listWords(empty)}`].join('. ');
  },

  key(event, view) {
    return /^[1-7]$/.test(event.key) && view.next.has(event.key) ? event.key : undefined;
  },

  // "4453", the form the service accepts and the course writes, as well as one move a line.
  splitMoves: (text) => (/^\s*[1-7]+\s*$/.test(text) ? [...text.trim()] : text.split(/[\s,]+/).filter((move) => move !== '')),
  joinMoves: (moves) => moves.join(''),
};
