import type { Evaluation } from '../../engine/game.js';
import { popcount } from '../bits.js';
import { ALL, LOWER, SUPPORTS, UPPER, freeSpheres, lowestSpot, openSpots } from './geometry.js';
import type { PylosState } from './rules.js';

/**
 * Pylos is a race for spheres: every turn costs the mover one unless it raises (saves one) or
 * completes a square or line (takes back one or two), and once nothing can be saved any more the
 * side to move wins exactly when its reserve is larger (rules.ts, decidedIn, which the search uses
 * as a proof). So the reserve difference dominates, and the rest of the evaluation estimates the
 * saves still to come:
 * - immediate saves: open spots where a colour completes a pattern (worth up to two spheres) or
 *   can raise a free sphere onto (one sphere). The side to move takes one first, or blocks the
 *   opponent's best; it cannot block two. A two-ply static exchange over those options decides
 *   what the side to move gains now;
 * - potential saves: patterns one sphere short whose last spot cannot be filled yet, and patterns
 *   two short, with no opposing sphere in them;
 * - free spheres (nothing on them) are the raw material of raises and removals; locked ones are not.
 * - the tempo: in a quiet position the side to move must spend a sphere first.
 */
export interface Weights {
  sphere: number;
  tempo: number;
  cash: number;
  raise: number;
  pending: number;
  twoShort: number;
  free: number;
}

/** Chosen by engine-against-engine matches (bench/pylos-weights.ts); see the README for the figures. */
export const DEFAULT_WEIGHTS: Weights = {
  sphere: 100,
  tempo: 30,
  cash: 180,
  raise: 80,
  pending: 65,
  twoShort: 12,
  free: 8,
};

/** What one colour can do on the board, filled by survey() without allocating. */
class Prospects {
  /** Open spots where a placement completes one of the colour's patterns. */
  completions = 0;
  /** Open spots above the bottom where the colour has a free sphere it may raise. */
  raises = 0;
  pending = 0;
  twoShort = 0;
  free = 0;
}

const mine = new Prospects();
const theirs = new Prospects();

/**
 * Fills `mine` (the side to move's prospects) and `theirs` in one pass over the patterns: a
 * pattern with spheres of neither colour counts for both.
 */
function survey(state: PylosState, open: number, free: number): void {
  const own = state.spheres[state.toMove];
  const other = state.spheres[state.toMove ^ 1];
  const empty = ALL & ~(own | other);
  mine.completions = mine.pending = mine.twoShort = 0;
  theirs.completions = theirs.pending = theirs.twoShort = 0;
  const patterns = state.patterns.all;
  for (let i = 0; i < patterns.length; i++) {
    const p = patterns[i];
    const gap = p & empty;
    if (gap === 0) continue;
    const oursIn = p & own;
    const theirsIn = p & other;
    if (theirsIn === 0) tally(mine, gap, open);
    if (oursIn === 0) tally(theirs, gap, open);
  }
  const ownSources = own & free;
  const otherSources = other & free;
  mine.free = popcount(ownSources);
  theirs.free = popcount(otherSources);
  mine.raises = theirs.raises = 0;
  for (let m = open & UPPER; m !== 0; m &= m - 1) {
    const t = lowestSpot(m);
    const sources = LOWER[t] & ~SUPPORTS[t];
    if ((ownSources & sources) !== 0) mine.raises |= 1 << t;
    if ((otherSources & sources) !== 0) theirs.raises |= 1 << t;
  }
}

/** Counts a pattern of one colour's by its empty spots: one short (open or not yet), or two short. */
function tally(out: Prospects, gap: number, open: number): void {
  const rest = gap & (gap - 1);
  if (rest === 0) {
    if ((gap & open) !== 0) out.completions |= gap;
    else out.pending++;
  } else if ((rest & (rest - 1)) === 0) out.twoShort++;
}

/** Best immediate gain among a colour's completions and raises, leaving out the spot `taken`. */
function bestGain(p: Prospects, w: Weights, taken: number): number {
  if ((p.completions & ~taken) !== 0) return w.cash;
  if ((p.raises & ~taken) !== 0) return w.raise;
  return 0;
}

/** The spot a colour would use for its best gain (lowest such spot), or 0 when it has none. */
function bestSpot(p: Prospects): number {
  const m = p.completions !== 0 ? p.completions : p.raises;
  return m & -m;
}

/**
 * The side to move either takes its best gain (and the opponent answers with its own best on what
 * is left) or spends the move blocking the opponent's best spot (and the opponent takes its next
 * best). Both answers are estimates; the search corrects them.
 */
function exchange(w: Weights): number {
  const myBest = bestSpot(mine);
  const take = bestGain(mine, w, 0) - bestGain(theirs, w, myBest);
  const block = -bestGain(theirs, w, bestSpot(theirs));
  return take > block ? take : block;
}

export function createEvaluation(w: Weights): Evaluation<PylosState> {
  return {
    evaluate(state) {
      const me = state.toMove;
      const occupied = state.spheres[0] | state.spheres[1];
      const open = openSpots(occupied);
      const free = freeSpheres(occupied);
      survey(state, open, free);
      return (
        w.sphere * (state.reserve(me) - state.reserve(me ^ 1)) -
        w.tempo +
        exchange(w) +
        w.pending * (mine.pending - theirs.pending) +
        w.twoShort * (mine.twoShort - theirs.twoShort) +
        w.free * (mine.free - theirs.free)
      );
    },
  };
}

export const strong = createEvaluation(DEFAULT_WEIGHTS);

/** The seed report's evaluation: the reserve difference alone (its player minimised spheres on the board). */
export const reserveDifference: Evaluation<PylosState> = {
  evaluate: (state) => state.reserve(state.toMove) - state.reserve(state.toMove ^ 1),
};
