// A Pylos sparring opponent after the design of the student bot of issue 12's outside match:
// negamax alpha-beta deepened within its budget (issue 24: a fixed 12 plies), with late placements
// reduced by two plies and a transposition table, evaluated by the reserve difference and the
// squares each side is building. Only the rules come from src/games/pylos.
import { Outcome } from '../src/core/outcome.js';
import { popcount } from '../src/games/bits.js';
import { NO_SPOT } from '../src/games/pylos/geometry.js';
import { firstRemoval, moveFrom, secondRemoval } from '../src/games/pylos/move.js';
import { MAX_MOVES, gameOutcome, generateMoves, type PylosState } from '../src/games/pylos/rules.js';
import { Bound, SparringTable } from './sparring-table.js';
import { DECIDED, Deadline, sparringPlayer, type SparringBudget, type SparringPlayer } from './sparring-search.js';

const MAX_DEPTH = 40;
/**
 * The outside bot's calibration (docs/strength.md): its fixed 12 plies, capped at the nodes that
 * keep the slowest searches to about 2 CPU seconds (a third of the moves of a game then stop short
 * of 12 plies or at a proven result).
 */
export const PYLOS_SPARRING_DEPTH = 12;
export const PYLOS_SPARRING_NODES = 2_000_000;
const RESERVE = 100;
/** A square of the mover's with three of its spheres and the fourth spot empty, or two and two. */
const THREE_OF_FOUR = 30;
const TWO_OF_FOUR = 8;
/**
 * Late-move reductions: past the first few moves, a quiet placement with plies to spare is searched
 * two plies shallower first, as the outside bot reduces its placements (issue 24).
 */
const LMR_FULL_MOVES = 3;
const LMR_PLIES = 2;
const LMR_MIN_DEPTH = 3;
/** 2^20 entries, 17 MB: a 12-ply search visits a few hundred thousand positions. */
const TABLE_BITS = 20;
/** Ordering: the table's move, removals (two first), raises, the ply's killer, then placements. */
const TABLE_MOVE = 6;
const TWO_REMOVALS = 5;
const REMOVAL = 4;
const RAISE = 3;
const KILLER = 2;

function evaluate(state: PylosState): number {
  const me = state.toMove;
  const mine = state.spheres[me];
  const theirs = state.spheres[me ^ 1];
  let value = RESERVE * (state.reserve(me) - state.reserve(me ^ 1));
  const { all, squareCount } = state.patterns;
  for (let i = 0; i < squareCount; i++) {
    const square = all[i];
    const a = popcount(mine & square);
    const b = popcount(theirs & square);
    if (b === 0 && a >= 2 && a < 4) value += a === 3 ? THREE_OF_FOUR : TWO_OF_FOUR;
    else if (a === 0 && b >= 2 && b < 4) value -= b === 3 ? THREE_OF_FOUR : TWO_OF_FOUR;
  }
  return value;
}

function orderKey(move: number, killer: number, tableMove: number): number {
  if (move === tableMove) return TABLE_MOVE;
  if (secondRemoval(move) !== NO_SPOT) return TWO_REMOVALS;
  if (firstRemoval(move) !== NO_SPOT) return REMOVAL;
  if (moveFrom(move) !== NO_SPOT) return RAISE;
  return move === killer ? KILLER : 0;
}

/** The player within `budget` a move; its depth is at most MAX_DEPTH. */
export function pylosSparring(budget: SparringBudget): SparringPlayer<PylosState> {
  const buffers = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(MAX_MOVES));
  const keys = Array.from({ length: MAX_DEPTH + 1 }, () => new Int8Array(MAX_MOVES));
  const killers = new Int32Array(MAX_DEPTH + 1);
  const table = new SparringTable(TABLE_BITS);
  const deadline = new Deadline();

  /** Fills the buffer at ply with the moves, best-ordered first; returns their count. */
  function orderedMoves(state: PylosState, ply: number, tableMove: number): number {
    const moves = buffers[ply];
    const key = keys[ply];
    const n = generateMoves(state, moves, false);
    for (let i = 0; i < n; i++) key[i] = orderKey(moves[i], killers[ply], tableMove);
    // Insertion sort: a Pylos node has a few dozen moves.
    for (let i = 1; i < n; i++) {
      const m = moves[i];
      const k = key[i];
      let j = i - 1;
      for (; j >= 0 && key[j] < k; j--) {
        moves[j + 1] = moves[j];
        key[j + 1] = key[j];
      }
      moves[j + 1] = m;
      key[j + 1] = k;
    }
    return n;
  }

  function search(state: PylosState, depth: number, ply: number, alpha: number, beta: number): number {
    deadline.tick();
    const outcome = gameOutcome(state);
    if (outcome !== Outcome.Ongoing) return outcome === Outcome.Draw ? 0 : outcome === Outcome.Win ? DECIDED + MAX_DEPTH - ply : -(DECIDED + MAX_DEPTH - ply);
    if (depth <= 0 || ply >= MAX_DEPTH) return evaluate(state);
    const probe = table.probe(state, depth, ply, alpha, beta);
    if (!Number.isNaN(probe.value)) return probe.value;
    const n = orderedMoves(state, ply, probe.move);
    const moves = buffers[ply];
    const key = keys[ply];
    const alphaIn = alpha;
    let best = moves[0];
    for (let i = 0; i < n; i++) {
      const move = moves[i];
      state.play(move);
      let v: number;
      // Key 0: a placement that saves nothing and is no killer.
      if (i >= LMR_FULL_MOVES && depth >= LMR_MIN_DEPTH && key[i] === 0) {
        v = -search(state, depth - 1 - LMR_PLIES, ply + 1, -alpha - 1, -alpha);
        if (v > alpha) v = -search(state, depth - 1, ply + 1, -beta, -alpha);
      } else {
        v = -search(state, depth - 1, ply + 1, -beta, -alpha);
      }
      state.undo(move);
      if (v >= beta) {
        killers[ply] = move;
        table.store(state, depth, ply, v, Bound.Lower, move);
        return v;
      }
      if (v > alpha) {
        alpha = v;
        best = move;
      }
    }
    table.store(state, depth, ply, alpha, alpha > alphaIn ? Bound.Exact : Bound.Upper, best);
    return alpha;
  }

  function rootMoves(state: PylosState): number[] {
    killers.fill(-1);
    table.clear();
    return Array.from(buffers[0].subarray(0, orderedMoves(state, 0, -1)));
  }

  return sparringPlayer({ ...budget, depth: Math.min(budget.depth, MAX_DEPTH) }, { deadline, rootMoves, search });
}
