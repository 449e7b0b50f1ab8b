import type { Evaluation } from '../../engine/game.js';
import { EVAL_LIMIT } from '../../core/score.js';
import { MAX_N } from './geometry.js';
import { EMPTY, type LineState } from './rules.js';

/**
 * e1, the textbook tic-tac-toe heuristic: the windows still open to the side to move (holding at
 * least one of its pieces and none of the opponent's) minus those open to the opponent. One pass
 * over the window counters, no branching on how full a window is: cheap, and blind to threats.
 */
export const e1: Evaluation<LineState> = {
  evaluate(state) {
    const counts = state.counts;
    const me = state.toMove;
    const them = me ^ 1;
    let score = 0;
    for (let i = 0; i < counts.length; i += 2) {
      const mine = counts[i + me];
      const theirs = counts[i + them];
      if (theirs === 0) {
        if (mine > 0) score++;
      } else if (mine === 0) score--;
    }
    return score;
  },
};

/** A side to move with a window one piece short wins next move. */
const WIN_NEXT = Math.floor(EVAL_LIMIT / 2);
/** The opponent has two different winning cells and we cannot win first: we block one, they take the other. */
const LOSS_IN_TWO = -Math.floor(EVAL_LIMIT / 4);
/** Below the forced values, so a positional score never passes for a tactic. */
const POSITIONAL_LIMIT = Math.floor(EVAL_LIMIT / 8);

/**
 * e2, threat-aware: each open window is worth 4^(k-1) for the k pieces in it, so one window that
 * is nearly full outweighs many barely started ones. Then the tactics of k-in-a-row, which decide
 * games long before the windows fill:
 * - threats, cells that would complete a window: the side to move wins if it has one, and loses
 *   if the opponent has two distinct ones; a single opponent threat forces the reply, which costs
 *   a quarter of the position's value;
 * - forks, empty cells where two open windows two pieces short cross: a piece there makes two
 *   threats at once, which can rarely both be met. The side to move can play its forks now, so
 *   they count in full; the opponent's count half, since we may still take the cell first.
 * Costlier than e1: the weighted sum, then a second pass that tallies the empty cells of the
 * windows two short, for both sides.
 */
export const e2: Evaluation<LineState> = {
  evaluate(state) {
    const me = state.toMove;
    const them = me ^ 1;
    if (state.threats[me] > 0) return WIN_NEXT;
    const theirThreats = state.threats[them] === 0 ? 0 : state.threatCells(them, threatCells);
    if (theirThreats >= 2) return LOSS_IN_TWO;
    const counts = state.counts;
    let score = 0;
    for (let i = 0; i < counts.length; i += 2) {
      const mine = counts[i + me];
      const theirs = counts[i + them];
      if (theirs === 0) score += WEIGHTS[mine];
      else if (mine === 0) score -= WEIGHTS[theirs];
    }
    const fork = 2 * WEIGHTS[state.geometry.s - 1];
    score += fork * forks(state, me) - (fork >> 1) * forks(state, them);
    if (theirThreats === 1) score -= Math.abs(score) >> 2;
    return Math.max(-POSITIONAL_LIMIT, Math.min(POSITIONAL_LIMIT, score));
  },
};

/** 4^(k-1) for k pieces in an open window; an empty window (k = 0) is worth nothing. Sized for s up to 10. */
const WEIGHTS = Int32Array.from({ length: 10 }, (_, k) => (k === 0 ? 0 : 4 ** (k - 1)));
const threatCells = new Int32Array(MAX_N * MAX_N);
/** Per-cell tallies for forks(), and the cells touched, so that only those are reset. */
const tally = new Int8Array(MAX_N * MAX_N);
const touchedCells = new Int32Array(MAX_N * MAX_N);

/** Empty cells lying in two or more of the player's open windows that hold s - 2 of its pieces. */
export function forks(state: LineState, player: number): number {
  const g = state.geometry;
  const two = g.s - 2;
  let touched = 0;
  let found = 0;
  for (let w = 0; w < g.windowCount; w++) {
    if (state.counts[2 * w + player] !== two || state.counts[2 * w + (player ^ 1)] !== 0) continue;
    for (let k = w * g.s; k < w * g.s + g.s; k++) {
      const c = g.windowCells[k];
      if (state.cells[c] !== EMPTY) continue;
      if (tally[c] === 0) touchedCells[touched++] = c;
      if (++tally[c] === 2) found++;
    }
  }
  for (let i = 0; i < touched; i++) tally[touchedCells[i]] = 0;
  return found;
}
