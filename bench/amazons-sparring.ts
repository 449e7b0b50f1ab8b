// An Amazons sparring opponent after the design of the Java engine of issue 12's outside match:
// full-width negamax alpha-beta deepened on the clock, no transposition table, moves ordered by the
// history heuristic, evaluated by territory: an empty square belongs to the side whose queens
// reach it in fewer king steps, or on a tie in fewer queen moves. Only the rules and the distance
// maps come from src/games/amazons.
import { CELLS, EMPTY } from '../src/games/amazons/board.js';
import { fillAllMaps, maps } from '../src/games/amazons/kernel.js';
import { MAX_MOVES, canMove, generateMovesFor, moveArrow, moveFrom, moveTo, type AmazonsState } from '../src/games/amazons/rules.js';
import { DECIDED, Deadline, sparringPlayer, type SparringBudget, type SparringPlayer } from './sparring-search.js';

const MAX_DEPTH = 20;
/** The node budget at which it reaches the outside bot's game-mean depth of 5.2 (docs/strength.md). */
export const AMAZONS_SPARRING_NODES = 1_150_000;
const SQUARE = 100;
/** History values are halved past this, so that a sort key (value and index) stays an exact double. */
const HISTORY_CAP = 1 << 24;
/** The sort key packs a move's history value above its index in the node's list. */
const INDEX_SPAN = 8192;

/** Territory from the side to move's view, in hundredths of a square. */
function evaluate(state: AmazonsState): number {
  // Red's view: the "me" maps are red's.
  fillAllMaps(state, 0);
  const { kingMe: k0, kingOp: k1, queenMe: q0, queenOp: q1 } = maps;
  const board = state.board;
  let red = 0;
  for (let sq = 0; sq < CELLS; sq++) {
    if (board[sq] !== EMPTY) continue;
    if (k0[sq] !== k1[sq]) red += k0[sq] < k1[sq] ? 1 : -1;
    else if (q0[sq] !== q1[sq]) red += q0[sq] < q1[sq] ? 1 : -1;
  }
  return SQUARE * (state.toMove === 0 ? red : -red);
}

/** The player within `budget` a move; its depth is at most MAX_DEPTH. */
export function amazonsSparring(budget: SparringBudget): SparringPlayer<AmazonsState> {
  const buffers = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(MAX_MOVES));
  const order = new Float64Array(MAX_MOVES);
  const sorted = new Int32Array(MAX_MOVES);
  // The history heuristic, split as the move is: the queen's step (from, to) and the arrow (to, arrow).
  const stepHistory = new Int32Array(CELLS * CELLS);
  const arrowHistory = new Int32Array(CELLS * CELLS);
  const deadline = new Deadline();

  function history(move: number): number {
    const to = moveTo(move);
    return stepHistory[moveFrom(move) * CELLS + to] + arrowHistory[to * CELLS + moveArrow(move)];
  }

  function reward(move: number, depth: number): void {
    const to = moveTo(move);
    const step = moveFrom(move) * CELLS + to;
    const arrow = to * CELLS + moveArrow(move);
    stepHistory[step] += depth * depth;
    arrowHistory[arrow] += depth * depth;
    if (stepHistory[step] > HISTORY_CAP || arrowHistory[arrow] > HISTORY_CAP) {
      for (let i = 0; i < stepHistory.length; i++) {
        stepHistory[i] >>= 1;
        arrowHistory[i] >>= 1;
      }
    }
  }

  /** Fills the buffer at ply with the moves, highest history first; returns their count. */
  function orderedMoves(state: AmazonsState, ply: number): number {
    const moves = buffers[ply];
    const n = generateMovesFor(state, state.toMove, moves);
    for (let i = 0; i < n; i++) order[i] = -(history(moves[i]) * INDEX_SPAN + i);
    const keys = order.subarray(0, n).sort();
    for (let i = 0; i < n; i++) sorted[i] = moves[-keys[i] % INDEX_SPAN];
    moves.set(sorted.subarray(0, n));
    return n;
  }

  function search(state: AmazonsState, depth: number, ply: number, alpha: number, beta: number): number {
    deadline.tick();
    // The side to move without a move has lost.
    if (!canMove(state, state.toMove)) return -(DECIDED + MAX_DEPTH - ply);
    if (depth <= 0 || ply >= MAX_DEPTH) return evaluate(state);
    const n = orderedMoves(state, ply);
    const moves = buffers[ply];
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      state.play(move);
      const v = -search(state, depth - 1, ply + 1, -beta, -alpha);
      state.undo(move);
      if (v >= beta) {
        reward(move, depth);
        return v;
      }
      if (v > alpha) alpha = v;
    }
    return alpha;
  }

  const rootMoves = (state: AmazonsState): number[] => Array.from(buffers[0].subarray(0, orderedMoves(state, 0)));
  return sparringPlayer({ ...budget, depth: Math.min(budget.depth, MAX_DEPTH) }, { deadline, rootMoves, search });
}
