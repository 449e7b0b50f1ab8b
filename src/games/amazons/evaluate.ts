import type { Decided, Evaluation } from '../../engine/game.js';
import { QUEENS_PER_SIDE } from './board.js';
import { C1, C2, T1, T2, W, fillTerritory, maps, sums } from './kernel.js';
import { movesLeft, separatedMovesLeft } from './regions.js';
import type { AmazonsState } from './rules.js';

/**
 * The territory evaluation of Lieberum's Amazong ("An evaluation function for the game of
 * Amazons", 2005), from the side to move's view, in hundredths of a square:
 * - t1 and t2: who reaches each empty square first by queen moves (D1) and by king moves (D2),
 *   +1 for a square we reach first, -1 for one the opponent does, KAPPA for a tie (we move first);
 * - c1 = 2 * sum(2^-D1(us) - 2^-D1(them)) and c2 = sum(clamp((D2(them) - D2(us)) / 6)): how strongly
 *   each side holds the squares, which matters while the fronts are still open;
 * - w = sum(2^-|D1(us) - D1(them)|) over squares both reach measures how much is still contested:
 *   large in the opening, zero once the territories are sealed. It shifts the weight from c1, c2,
 *   t2 and mobility (the opening) to t1 (the end);
 * - mobility, and a penalty for queens with few squares to go to (trapped queens die), both
 *   weighted by w like the other terms of the open game;
 * - a tempo for the side to move while much is contested, so that searches ending on either side's
 *   move value a position alike;
 * - and the sum shrunk toward zero the more is contested, so that a value means the lead, in
 *   squares, that the game settles at: on an open board the terms foretell the end only loosely
 *   (unshrunk, +5 at w = 50 was +1.5 at the end in self-play), and a search that compares leaves
 *   of different w should weigh a sure lead above an unsure one of the same size.
 * Once the position is separated (see regions.ts) the value is decided by the moves each side has
 * left: beyond any territory value, and one square's worth per move of difference.
 */
/** Values are in hundredths of a square. */
export const SCALE = 100;
const KAPPA = 0.2;
/** w at which the opening weights apply fully (the start position has about 60). */
const OPEN_W = 40;
const MOBILITY_WEIGHT = 0.1;
const MOBILITY_CAP = 20;
/** A queen with fewer reachable squares than this is in danger of being shut in. */
const TRAPPED_BELOW = 5;
const TRAPPED_WEIGHT = 1.5;
/** A queen that cannot move at all is as good as lost while the fight goes on. */
const IMMOBILE_PENALTY = 10;
const DECIDED = 400_000;
/**
 * The side to move's tempo, in squares, at its largest: while the fronts are open the move in hand
 * is worth about this much (the mean gap between even- and odd-depth values of the same positions,
 * halved: docs/amazons.md, "Odd and even depths"). Without it a full-width search that reaches a
 * depth of the other parity on its next move sees its score jump by twice this.
 */
const TEMPO = 2.2;
/** w below which nothing is contested enough for the move in hand to matter, and where it fully does. */
const TEMPO_FROM_W = 8;
const TEMPO_FULL_W = 28;
/**
 * The terms' sum is multiplied by 1 - CERTAINTY_LOSS * ramp(w, 0, UNCERTAIN_W), fitted by least
 * squares to the settled lead of 180 self-play games (docs/amazons.md, "A calibrated score").
 */
const CERTAINTY_LOSS = 0.9;
const UNCERTAIN_W = 65;

export const territory: Evaluation<AmazonsState> = {
  evaluate(state) {
    const me = state.toMove;
    // The kernel tells whether the sides still meet at bitboard speed; only when they do not are
    // the regions labelled and their moves counted.
    if (!fillTerritory(state, me, KAPPA) && separatedMovesLeft(state)) return decided(movesLeft[me] - movesLeft[me ^ 1]);
    return Math.round(SCALE * contested(me));
  },
  decided: decidedOf,
};

/**
 * The lead in squares the side to move finishes with once nothing is contested any more (the board
 * separated, or every empty square reached first by one side only), or undefined while it is: what
 * the open game's values are calibrated to (bench/amazons-calibration.ts).
 */
export function settledLead(state: AmazonsState): number | undefined {
  const value = territory.evaluate(state);
  const decided = decidedOf(value);
  if (decided !== undefined) return decided.margin;
  return sums[W] === 0 ? value / SCALE : undefined;
}

/**
 * Value of a separated position: the side to move wins with strictly more moves left. The offset
 * ranks it above any judgement in the search; the answer reads it back with `decided`.
 */
function decided(lead: number): number {
  return (lead > 0 ? DECIDED : -DECIDED) + SCALE * lead;
}

/** A separated position's value read back: the lead in moves left, without the offset. */
function decidedOf(value: number): Decided | undefined {
  if (Math.abs(value) < DECIDED) return undefined;
  const lead = (value - Math.sign(value) * DECIDED) / SCALE;
  return { outcome: value > 0 ? 'win' : 'loss', margin: lead, value: SCALE * lead };
}

/** The weighted sum of the terms, which the kernel summed square by square (assembly/territory.ts). */
function contested(me: number): number {
  const t1 = sums[T1];
  const t2 = sums[T2];
  const c1 = 2 * sums[C1];
  const c2 = sums[C2];
  const w = sums[W];

  const open = ramp(w, 0, OPEN_W);
  const mobility = queenSafety(me, open) - queenSafety(me ^ 1, open);
  const tempo = TEMPO * ramp(w, TEMPO_FROM_W, TEMPO_FULL_W);
  const certainty = 1 - CERTAINTY_LOSS * ramp(w, 0, UNCERTAIN_W);
  return certainty * ((1 - 0.5 * open) * t1 + open * (0.6 * c1 + 0.4 * c2 + 0.3 * t2) + mobility + tempo);
}

/** How far w has come from `from` (0) to `full` (1), linearly; the phase weights of the open game. */
function ramp(w: number, from: number, full: number): number {
  return w <= from ? 0 : w >= full ? 1 : (w - from) / (full - from);
}

/**
 * Mobility, minus the danger of each nearly shut-in queen, both while the fronts are open only. A
 * shut-in queen costs the territory it would still have claimed, which t1 cannot see while much is
 * contested; once the board is sealed t1 counts what each side really has, and a walled-in queen
 * costs nothing more. Unscaled, the penalties made sealed positions look won by the side whose
 * opponent had more dead queens (issue 12's lost games: +17 squares at ply 61 at a t1 of +0.2).
 */
function queenSafety(side: number, open: number): number {
  let value = 0;
  for (let i = side * QUEENS_PER_SIDE; i < (side + 1) * QUEENS_PER_SIDE; i++) {
    const m = maps.mobility[i];
    value += MOBILITY_WEIGHT * (m < MOBILITY_CAP ? m : MOBILITY_CAP);
    if (m === 0) value -= IMMOBILE_PENALTY;
    else if (m < TRAPPED_BELOW) value -= TRAPPED_WEIGHT * (TRAPPED_BELOW - m);
  }
  return open * value;
}
