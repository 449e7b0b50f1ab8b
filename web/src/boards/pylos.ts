import type { Board, BoardView } from '../board.js';
import type { Move } from '../answers.js';
import { boardRoot, hintText, svg, target } from '../svg.js';
import { listWords } from '../words.js';
import { isFree, LEVELS, SPHERES_EACH, SPOTS, spotNamed } from './pylos-geometry.js';

const CELL = 36;
const GAP = 14;
const RESERVE_ROW = 22;
const TOP = 2 * RESERVE_ROW + 8;

/** The board with the move's first clicks applied: a placed sphere, or a raised one moved up. */
function pending(board: string, picked: readonly string[], mover: string): string {
  const cells = [...board];
  const [first, second] = picked;
  if (first === undefined) return board;
  const head = spotNamed(first);
  const removals = cells[head.index] === '.' ? picked.slice(1) : picked.slice(2);
  if (cells[head.index] === '.') cells[head.index] = mover;
  else if (second !== undefined) {
    cells[spotNamed(second).index] = cells[head.index];
    cells[head.index] = '.';
  }
  for (const name of removals) cells[spotNamed(name).index] = '.';
  return cells.join('');
}

/** The spots a move's sphere is clicked on: where it is placed, or where it is raised from and to. */
const headOf = (move: Move<'pylos'>): string[] => (move.raise === undefined ? [move.place!] : [move.raise.from, move.raise.to]);

/** Every spot a move's notation names ("b2 x a1 a2", "c3-f1"): the last move's, marked on the board. */
const spotsIn = (notation: string): string[] => notation.match(/[a-j][1-4]/g) ?? [];

const levelX = (level: number): number => LEVELS.slice(0, level).reduce((x, { size }) => x + size * CELL + GAP, 0);

/**
 * Pylos: the four levels side by side, bottom level first, with both reserves above. Placing is a
 * click on a free spot; raising a click on the sphere, then on its new spot; the spheres taken back
 * after a square or line are clicked next (Play finishes a move that takes back only one).
 */
export const pylos: Board<'pylos'> = {
  choices(moves, position) {
    const mover = position.toMove === 'white' ? 'W' : 'B';
    return moves.map((move) => {
      const head = headOf(move);
      const remove = move.remove ?? [];
      const paths = [[...head, ...remove]];
      // Two spheres free at the same time may be clicked in either order; the notation lists them in spot order.
      const after = pending(position.board, head, mover);
      if (remove.length === 2 && isFree(after, spotNamed(remove[1]))) paths.push([...head, remove[1], remove[0]]);
      return { move, paths };
    });
  },
  // Where the sphere goes: an empty spot.
  hintTarget: (move) => headOf(move).at(-1)!,
  // The default evaluation counts hundredths of a sphere in reserve.
  score: { per: 100, unit: 'spheres', span: 2 },

  parameterChoices: { rules: ['advanced', 'standard'] },

  describe(view) {
    const board = view.position.board;
    const side = (colour: string, name: string) => {
      const spots = SPOTS.filter((spot) => board[spot.index] === colour).map((spot) => spot.name);
      return `${name} on ${listWords(spots)}, ${SPHERES_EACH - spots.length} in reserve`;
    };
    return `${side('W', 'White')}. ${side('B', 'Black')}`;
  },

  draw(view: BoardView<'pylos'>) {
    const mover = view.position.toMove === 'white' ? 'W' : 'B';
    const board = pending(view.position.board, view.picked, mover);
    // Room on the right for the top level's label, wider than its one spot.
    const width = levelX(LEVELS.length) - GAP + 12;
    const root = boardRoot(width, TOP + 4 * CELL + 20, 'Pylos board: the four levels side by side, bottom first');
    ['W', 'B'].forEach((colour, i) => {
      const inReserve = SPHERES_EACH - [...board].filter((cell) => cell === colour).length;
      const name = colour === 'W' ? 'white' : 'black';
      const reserve = svg('g', { class: `reserve ${name}`, 'data-reserve': inReserve });
      reserve.append(svg('text', { x: 0, y: i * RESERVE_ROW + 15, class: 'reserve-label' }, `${name} ${inReserve}`));
      for (let k = 0; k < inReserve; k++) reserve.append(svg('circle', { cx: 82 + k * 18, cy: i * RESERVE_ROW + 10, r: 7, class: `sphere ${name}` }));
      root.append(reserve);
    });
    const last = view.lastMove === undefined ? [] : spotsIn(view.lastMove);
    for (const spot of SPOTS) {
      const x = levelX(spot.level) + spot.column * CELL;
      const y = TOP + (4 - LEVELS[spot.level].size) * (CELL / 2) + spot.row * CELL;
      const content = board[spot.index];
      const cell = target(svg('g', { class: `spot${last.includes(spot.name) ? ' last' : ''}`, 'data-spot': spot.name }), spot.name, view.next, view.picked);
      cell.append(svg('rect', { x, y, width: CELL, height: CELL, class: `level-${spot.level}` }));
      const hint = view.hints.get(spot.name);
      // A hint goes where its sphere would: an empty spot, in place of the spot's name.
      if (hint !== undefined) cell.append(hintText(x + CELL / 2, y + 15, hint));
      else if (content === '.') cell.append(svg('text', { x: x + CELL / 2, y: y + CELL / 2 + 4, class: 'spot-name' }, spot.name));
      if (content !== '.') cell.append(svg('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: CELL * 0.4, class: `sphere ${content === 'W' ? 'white' : 'black'}` }));
      root.append(cell);
    }
    LEVELS.forEach(({ size }, level) => {
      root.append(svg('text', { x: levelX(level) + (size * CELL) / 2, y: TOP + 4 * CELL + 16, class: 'label' }, `level ${level + 1}`));
    });
    return root;
  },
};
