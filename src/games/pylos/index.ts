import { statusOf } from '../status.js';
import { pylosWasm } from './kernel.js';
import type { GameDefinition } from '../types.js';
import { skillLevels } from './skill-levels.js';
import { reserveDifference, strong } from './evaluate.js';
import { TOP } from './geometry.js';
import { COLOURS, boardString, colourName, formatMove, parseMove, readRuleSet, setupPosition } from './notation.js';
import { levelRows } from './levels.js';
import { pylosText } from './text-board.js';
import { kernelSearching } from './kernel-search.js';
import { gameOutcome, type PylosState } from './rules.js';
import { moveSchema, positionSchema, resolvedPositionSchema, type PylosPosition, type PylosResolved } from './schema.js';

function hex(x: number): string {
  return (x >>> 0).toString(16).padStart(8, '0');
}

export const pylos: GameDefinition<PylosState, PylosPosition, PylosResolved> = {
  info: {
    id: 'pylos',
    name: 'Pylos',
    summary: 'Build a pyramid of 30 spheres; save spheres by raising and by completing squares and lines; the top sphere wins.',
    rules: [
      'Four levels: a 4x4 base (a1-d4), then 3x3 (e1-g3), 2x2 (h1-i2) and the top j1; a spot rests on the four spots below it. 15 spheres each; white moves first.',
      'A turn places a sphere from the reserve on a free spot whose supports are filled, or raises one of the mover\'s spheres that carries nothing to such a spot on a strictly higher level that it does not itself support.',
      'If the placed or raised sphere completes a 2x2 square of the mover\'s colour on any level, or (advanced rules) a line of four on the bottom level or of three on the second, the mover takes back one or two of its spheres that carry nothing (the sphere just played included; the second may be one the first freed).',
      'Whoever places the top sphere wins; a player whose reserve is empty at the start of their turn loses; the third occurrence of a position (board and side to move) in the game is a draw.',
    ],
    colours: COLOURS,
    positionFormats: [
      {
        description: 'The 30 spots in notation order (a1 a2 a3 a4 b1 ... d4, e1 ... g3, h1 h2 i1 i2, j1) over W, B and ., with the side to move',
        example: { board: 'WB..BW..........' + '.'.repeat(14), toMove: 'white', rules: 'advanced' },
      },
      {
        description: 'The same spots as levels: four arrays of row strings, bottom level first (level 1 rows a-d, spots 1-4 left to right; then e-g, h-i, j), with the side to move',
        example: { levels: [['W.B.', '....', '....', '....'], ['...', '...', '...'], ['..', '..'], ['.']], toMove: 'white', rules: 'advanced' },
      },
      { description: 'Moves from the empty board, white first (also the game history for repetitions)', example: { moves: ['b2', 'c3', 'b3', 'c2'] } },
      {
        description: 'A board, then moves, as notation or as move objects',
        example: { board: 'WW..W.B..BB.....' + '.'.repeat(14), toMove: 'white', moves: ['b2 x b2', { place: 'b2', remove: ['b2'] }] },
      },
    ],
    moveNotation: {
      description: 'place "b2"; raise "a1-e2"; then " x " and the removals in the order taken (two free at once in spot order)',
      examples: ['b2', 'a1-e2', 'b2 x d1', 'a1-e2 x e2 b3'],
    },
    evaluations: [
      {
        name: 'default',
        description: 'reserve difference, a static exchange of immediate saves (completions, raises), potential patterns, free spheres, tempo',
        unit: 'hundredths of a sphere in reserve',
      },
      { name: 'reserve', description: "the seed report's evaluation: the reserve difference alone", unit: 'spheres in reserve' },
    ],
    defaultEvaluation: 'default',
    parameters: [{ name: 'rules', description: '`advanced` (squares and lines remove) or `standard` (squares only)', default: 'advanced' }],
    reasons: ['top-sphere', 'out-of-spheres', 'repetition'],
    limits: {
      timeMs: { default: 1500, max: 10000 },
      depth: { max: 64 },
      nodes: { max: 100_000_000 },
      // Moves that raise spheres can repeat positions, so the rules set no bound; 1,000 is far
      // past any real game and bounds a position's history (and the cache key made of it).
      moves: { max: 1000 },
    },
  },
  search: kernelSearching,
  kernels: [pylosWasm],
  levels: skillLevels,
  evaluations: { default: strong, reserve: reserveDifference },
  positionSchema,
  resolvedPositionSchema,
  moveSchema,
  parameterReaders: { rules: readRuleSet },
  setup: setupPosition,
  parseMove,
  formatMove: (_state, move) => formatMove(move),
  status(state) {
    const top = ((state.spheres[0] | state.spheres[1]) >>> TOP) & 1;
    return statusOf(gameOutcome(state), state.toMove, COLOURS, {
      win: top ? 'top-sphere' : 'out-of-spheres',
      draw: 'repetition',
    });
  },
  describe: (state) => ({ board: boardString(state), levels: levelRows(boardString(state)), toMove: colourName(state.toMove), rules: state.rules }),
  textBoard: pylosText,
  key(state) {
    const { lo, hi } = state.history();
    const earlier = Array.from(lo, (l, i) => hex(hi[i]) + hex(l)).sort();
    return `${state.rules} ${boardString(state)} ${colourName(state.toMove)} ${earlier.join(',')}`;
  },
  clone: (state) => state.clone(),
  history: (state) => state.history(),
};
