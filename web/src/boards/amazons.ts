import type { Board, BoardView } from '../board.js';
import { boardRoot, hintText, svg, target } from '../svg.js';
import { listWords } from '../words.js';
import { columnLetter, GRID_CELL, GRID_MARGIN, gridLabels, gridY } from './grid.js';

const QUEEN = { R: 'red', B: 'blue' } as const;

/** The squares of a move in the service's notation ("D0D4J4"): the last move's, marked on the board. */
const squaresIn = (notation: string): string[] => /^([A-J]\d)([A-J]\d)([A-J]\d)$/.exec(notation)?.slice(1) ?? [];

/**
 * Amazons: three clicks, the queen, its destination, then the arrow's square. Row 0 is drawn at the
 * bottom (red's side). While a move is chosen the queen is drawn on its destination.
 */
export const amazons: Board<'amazons'> = {
  choices: (moves) => moves.map((move) => ({ move, paths: [[move.from, move.to, move.arrow]] })),
  // The destination: empty, so the label covers no queen; the best move is marked whole (origin, destination, arrow).
  hintTarget: (move) => move.to,
  // The default evaluation counts hundredths of a square of territory.
  score: { per: 100, unit: 'squares', span: 10 },

  parameterChoices: { size: ['10', '9', '8', '7', '6', '5'] },

  describe(view) {
    const squares = (piece: string) => view.position.board.flatMap((row, r) => [...row].flatMap((cell, c) => (cell === piece ? [`${columnLetter(c)}${r}`] : [])));
    return `Red queens on ${listWords(squares('R'))}. Blue queens on ${listWords(squares('B'))}. Arrows on ${listWords(squares('#'))}`;
  },

  moveWords(notation) {
    const [from, to, arrow] = squaresIn(notation);
    return from === undefined ? notation : `queen ${from} to ${to}, arrow to ${arrow}`;
  },

  draw(view: BoardView<'amazons'>) {
    const rows = view.position.board.map((row) => [...row]);
    const size = rows.length;
    const at = (name: string) => ({ column: name.charCodeAt(0) - 65, row: Number(name.slice(1)) });
    const [from, to] = view.picked;
    if (to !== undefined) {
      const a = at(from);
      const b = at(to);
      rows[b.row][b.column] = rows[a.row][a.column];
      rows[a.row][a.column] = '.';
    }
    const [lastFrom, lastTo, lastArrow] = view.lastMove === undefined ? [] : squaresIn(view.lastMove);
    const lastMark = (name: string) => (name === lastFrom ? ' last-from' : name === lastTo ? ' last-to' : name === lastArrow ? ' last-arrow' : '');
    const best = view.bestHint;
    const hintMark = (name: string) => (best === undefined ? '' : name === best.from ? ' hint-from' : name === best.to ? ' hint-to' : name === best.arrow ? ' hint-arrow' : '');
    const root = boardRoot(GRID_MARGIN + size * GRID_CELL, size * GRID_CELL + GRID_MARGIN, `Amazons board, ${size} by ${size}`);
    for (let row = 0; row < size; row++) {
      for (let column = 0; column < size; column++) {
        const name = `${columnLetter(column)}${row}`;
        const x = GRID_MARGIN + column * GRID_CELL;
        const y = gridY(row, size, false);
        const content = rows[row][column];
        const marks = `${lastMark(name)}${hintMark(name)}`;
        const square = target(svg('g', { class: `square-cell ${(row + column) % 2 === 0 ? 'dark' : 'light'}${marks}`, 'data-cell': name }), name, view.next, view.picked);
        square.append(svg('rect', { x, y, width: GRID_CELL, height: GRID_CELL, class: 'square' }));
        if (content === '#') square.append(svg('rect', { x: x + 8, y: y + 8, width: GRID_CELL - 16, height: GRID_CELL - 16, class: 'arrow' }));
        if (content === 'R' || content === 'B') square.append(svg('text', { x: x + GRID_CELL / 2, y: y + GRID_CELL * 0.72, class: `queen ${QUEEN[content]}` }, '♛'));
        // The arrow's square outlined where the arrow would stand: a thin line that a label or a queen shows through.
        if (best?.arrow === name) square.append(svg('rect', { x: x + 8, y: y + 8, width: GRID_CELL - 16, height: GRID_CELL - 16, class: 'arrow-hint' }));
        const hint = view.hints.get(name);
        if (hint !== undefined) square.append(hintText(x + GRID_CELL / 2, y + 17, hint));
        root.append(square);
      }
    }
    root.append(gridLabels(size, false));
    return root;
  },
};
