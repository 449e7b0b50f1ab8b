import type { Board, BoardView } from '../board.js';
import { boardRoot, svg, target } from '../svg.js';
import { columnLetter, GRID_CELL, GRID_MARGIN, gridLabels, gridY } from './grid.js';

const QUEEN = { R: 'red', B: 'blue' } as const;

/**
 * Amazons: three clicks, the queen, its destination, then the arrow's square. Row 0 is drawn at the
 * bottom (red's side). While a move is chosen the queen is drawn on its destination.
 */
export const amazons: Board = {
  choices: (moves) => moves.map((move) => ({ move, paths: [[move.from as string, move.to as string, move.arrow as string]] })),
  hintTarget: (move) => move.from as string,

  draw(view: BoardView) {
    const rows = (view.position.board as string[]).map((row) => [...row]);
    const size = rows.length;
    const at = (name: string) => ({ column: name.charCodeAt(0) - 65, row: Number(name.slice(1)) });
    const [from, to] = view.picked;
    if (to !== undefined) {
      const a = at(from);
      const b = at(to);
      rows[b.row][b.column] = rows[a.row][a.column];
      rows[a.row][a.column] = '.';
    }
    const last = view.lastMove;
    const root = boardRoot(GRID_MARGIN + size * GRID_CELL, size * GRID_CELL + GRID_MARGIN, `Amazons board, ${size} by ${size}`);
    for (let row = 0; row < size; row++) {
      for (let column = 0; column < size; column++) {
        const name = `${columnLetter(column)}${row}`;
        const x = GRID_MARGIN + column * GRID_CELL;
        const y = gridY(row, size, false);
        const content = rows[row][column];
        const marked = last !== undefined && (name === last.from || name === last.to || name === last.arrow) ? ' last' : '';
        const square = target(svg('g', { class: `square-cell ${(row + column) % 2 === 0 ? 'dark' : 'light'}${marked}`, 'data-cell': name }), name, view.next, view.picked);
        square.append(svg('rect', { x, y, width: GRID_CELL, height: GRID_CELL, class: 'square' }));
        if (content === '#') square.append(svg('rect', { x: x + 8, y: y + 8, width: GRID_CELL - 16, height: GRID_CELL - 16, class: 'arrow' }));
        if (content === 'R' || content === 'B') square.append(svg('text', { x: x + GRID_CELL / 2, y: y + GRID_CELL * 0.72, class: `queen ${QUEEN[content]}` }, '♛'));
        const hint = view.hints.get(name);
        if (hint !== undefined) square.append(svg('text', { x: x + GRID_CELL / 2, y: y + 11, class: 'hint' }, hint));
        root.append(square);
      }
    }
    root.append(gridLabels(size, false));
    return root;
  },
};
