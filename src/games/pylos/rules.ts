import { Outcome, sideOf } from '../../core/outcome.js';
import type { SearchGame } from '../../engine/game.js';
import { popcount } from '../bits.js';
import { zobristKeys } from '../random.js';
import {
  ABOVE,
  ALL,
  CONE,
  HIGHER,
  LOWER,
  NO_SPOT,
  PATTERNS,
  SUPPORTS,
  TOP,
  UPPER,
  freeSpheres,
  lowestSpot,
  openSpots,
  type Patterns,
  type RuleSet,
} from './geometry.js';
import { SPOT_BIT, encodeMove, firstRemoval, moveDelta, moveFrom, moveTo, secondRemoval } from './move.js';
import { HINT_AGAIN, HINT_BLOCK, HINT_ONE_REMOVAL, HINT_QUIET, HINT_RAISE, HINT_TWO_REMOVALS, LMR_FULL_MOVES, LMR_MIN_DEPTH } from './tuning.js';

export const WHITE = 0;
export const BLACK = 1;
export const SPHERES_EACH = 15;
const TOP_BIT = 1 << TOP;

/** Key of (colour, spot) at colour * 32 + spot; the NO_SPOT entries are zero so moves hash branch-free. */
const KEYS = zobristKeys(65, 0x917105);
const KEY_LO = Int32Array.from({ length: 64 }, (_, i) => ((i & 31) === NO_SPOT ? 0 : KEYS[2 * i]));
const KEY_HI = Int32Array.from({ length: 64 }, (_, i) => ((i & 31) === NO_SPOT ? 0 : KEYS[2 * i + 1]));
const SIDE_LO = KEYS[128];
const SIDE_HI = KEYS[129];

/**
 * A Pylos position: each colour's spheres as a 30-bit mask (reserves follow, since spheres never
 * leave the game), the side to move, the rule set, and the record of the game's positions so far
 * (their hashes), which the repetition rule reads. Position 0 of the record is the start of the
 * game as given; the current position is the last.
 */
export class PylosState {
  readonly spheres = new Int32Array(2);
  toMove = WHITE;
  hashLo = 0;
  hashHi = 0;
  /** Moves played since the start of the record. */
  plies = 0;
  recordLo = new Int32Array(64);
  recordHi = new Int32Array(64);

  constructor(readonly patterns: Patterns) {}

  static empty(rules: RuleSet): PylosState {
    return new PylosState(PATTERNS[rules]);
  }

  get rules(): RuleSet {
    return this.patterns.rules;
  }

  reserve(colour: number): number {
    return SPHERES_EACH - popcount(this.spheres[colour]);
  }

  /** Puts a sphere without the turn logic, for setting up a given board. */
  put(spot: number, colour: number): void {
    this.spheres[colour] |= 1 << spot;
    this.hashLo ^= KEY_LO[colour * 32 + spot];
    this.hashHi ^= KEY_HI[colour * 32 + spot];
  }

  setToMove(colour: number): void {
    if (colour !== this.toMove) {
      this.hashLo ^= SIDE_LO;
      this.hashHi ^= SIDE_HI;
      this.toMove = colour;
    }
  }

  /** Makes the current position the start of the game's record. */
  startRecord(): void {
    this.plies = 0;
    this.recordLo[0] = this.hashLo;
    this.recordHi[0] = this.hashHi;
  }

  /** How many times the current position occurred earlier in the game (same side to move). */
  earlierOccurrences(): number {
    let count = 0;
    for (let i = this.plies - 2; i >= 0; i -= 2) {
      if (this.recordLo[i] === this.hashLo && this.recordHi[i] === this.hashHi) count++;
    }
    return count;
  }

  /** Hashes of the game's positions before the current one. */
  history(): { lo: Int32Array; hi: Int32Array } {
    return { lo: this.recordLo.slice(0, this.plies), hi: this.recordHi.slice(0, this.plies) };
  }

  clone(): PylosState {
    const s = new PylosState(this.patterns);
    s.spheres.set(this.spheres);
    s.toMove = this.toMove;
    s.hashLo = this.hashLo;
    s.hashHi = this.hashHi;
    s.plies = this.plies;
    s.recordLo = this.recordLo.slice();
    s.recordHi = this.recordHi.slice();
    return s;
  }

  play(move: number): void {
    const me = this.toMove;
    const to = moveTo(move);
    const from = moveFrom(move);
    const first = firstRemoval(move);
    const second = secondRemoval(move);
    const base = me * 32;
    this.spheres[me] ^= moveDelta(move);
    this.hashLo ^= KEY_LO[base + to] ^ KEY_LO[base + from] ^ KEY_LO[base + first] ^ KEY_LO[base + second] ^ SIDE_LO;
    this.hashHi ^= KEY_HI[base + to] ^ KEY_HI[base + from] ^ KEY_HI[base + first] ^ KEY_HI[base + second] ^ SIDE_HI;
    this.toMove = me ^ 1;
    if (++this.plies >= this.recordLo.length) this.growRecord();
    this.recordLo[this.plies] = this.hashLo;
    this.recordHi[this.plies] = this.hashHi;
  }

  /** Takes back move, which must be the last one played. A move's changes are XORs, so undoing is redoing. */
  undo(move: number): void {
    const me = this.toMove ^ 1;
    const base = me * 32;
    const to = moveTo(move);
    const from = moveFrom(move);
    const first = firstRemoval(move);
    const second = secondRemoval(move);
    this.spheres[me] ^= moveDelta(move);
    this.hashLo ^= KEY_LO[base + to] ^ KEY_LO[base + from] ^ KEY_LO[base + first] ^ KEY_LO[base + second] ^ SIDE_LO;
    this.hashHi ^= KEY_HI[base + to] ^ KEY_HI[base + from] ^ KEY_HI[base + first] ^ KEY_HI[base + second] ^ SIDE_HI;
    this.toMove = me;
    this.plies--;
  }

  private growRecord(): void {
    const lo = new Int32Array(this.recordLo.length * 2);
    const hi = new Int32Array(this.recordHi.length * 2);
    lo.set(this.recordLo);
    hi.set(this.recordHi);
    this.recordLo = lo;
    this.recordHi = hi;
  }
}

/**
 * The search's terminal test, from the side to move's view: the top sphere wins for its owner (who
 * placed it, since nothing can be raised there: when j1 can be filled every other sphere is covered
 * or supports it); an empty reserve at the start of a turn loses. Repetitions are left to the
 * engine, which scores any repeated position as a draw (the game is `cyclic`) and so already scans
 * the record once per node.
 */
export function outcome(state: PylosState): Outcome {
  const me = state.toMove;
  const mine = state.spheres[me];
  if (((mine | state.spheres[me ^ 1]) & TOP_BIT) !== 0) return (mine & TOP_BIT) !== 0 ? Outcome.Win : Outcome.Loss;
  if (popcount(mine) >= SPHERES_EACH) return Outcome.Loss;
  return Outcome.Ongoing;
}

/** The game's result by the rules: the terminal test, and the third occurrence of a position is a draw. */
export function gameOutcome(state: PylosState): Outcome {
  const ended = outcome(state);
  return ended === Outcome.Ongoing && state.earlierOccurrences() >= 2 ? Outcome.Draw : ended;
}

/**
 * The end-game rule, exact: once one colour can never save a sphere again, the other wins by
 * placing a sphere every turn (taking it straight back when it completes one of its own patterns)
 * if its reserve is larger, or equal with the saveless side to move. Every turn of the saveless
 * side then spends one sphere, whatever the winner does, so it runs out after its reserve is
 * spent; since the reserves add up to the empty spots, the winner never runs out first. A colour
 * can never save again while the other only places (which only shrinks the sets of free spheres,
 * empty spots and patterns free of the other colour) when every pattern with an empty spot holds
 * a sphere of the other colour, and no raise can arise for it: a raise needs one of its free
 * spheres, or an empty spot it might fill, below an open spot and outside that spot's cone (a
 * spot inside the cone is covered by the time that spot can be filled). Returns +n (side to move
 * wins in n plies), -n (loses in n plies), or 0 when it is not decided so.
 */
export function decidedIn(state: PylosState): number {
  const white = state.spheres[WHITE];
  const black = state.spheres[BLACK];
  const occupied = white | black;
  const empty = ALL & ~occupied;
  // Bit c set: colour c may still save.
  let savers = 0;
  const patterns = state.patterns.all;
  for (let i = 0; i < patterns.length; i++) {
    const p = patterns[i];
    if ((p & empty) === 0) continue;
    if ((p & black) === 0) savers |= 1 << WHITE;
    if ((p & white) === 0) savers |= 1 << BLACK;
    if (savers === 3) return 0;
  }
  const free = freeSpheres(occupied);
  const whiteSources = (free & white) | empty;
  const blackSources = (free & black) | empty;
  for (let m = empty & UPPER; m !== 0; m &= m - 1) {
    const t = lowestSpot(m);
    const below = LOWER[t] & ~CONE[t];
    if ((whiteSources & below) !== 0) savers |= 1 << WHITE;
    if ((blackSources & below) !== 0) savers |= 1 << BLACK;
    if (savers === 3) return 0;
  }
  const me = state.toMove;
  const mine = state.reserve(me);
  const theirs = state.reserve(me ^ 1);
  // The saveless loser runs out once its reserve is spent, one sphere a turn; the top cannot be filled before.
  if (((savers >> (me ^ 1)) & 1) === 0 && mine > theirs) return 2 * theirs + 1;
  if (((savers >> me) & 1) === 0 && theirs >= mine) return -2 * mine;
  return 0;
}

/**
 * Room for the legal moves of any position. The largest list we know of has 1,241 moves (found by
 * simulated annealing over boards, kept in the tests); a crude proof only gives 25,000 (16 + 14 x
 * 14 base moves times 120 removal choices), which would cost the search 25 MB of move buffers, so
 * generation fails loudly instead if a position ever needs more than this.
 */
export const MAX_MOVES = 4096;

/** Open-addressing set of resulting boards, for merging moves that reach the same position. */
const MERGE_BITS = 14;
const mergeKeys = new Int32Array(1 << MERGE_BITS);
const mergeStamps = new Int32Array(1 << MERGE_BITS);
let mergeStamp = 0;

/** True the first time a resulting board (the mover's spheres after the move) is seen this generation. */
function firstVisit(result: number): boolean {
  const mask = (1 << MERGE_BITS) - 1;
  for (let i = Math.imul(result, 0x9e3779b1) >>> (32 - MERGE_BITS); ; i = (i + 1) & mask) {
    if (mergeStamps[i] !== mergeStamp) {
      mergeStamps[i] = mergeStamp;
      mergeKeys[i] = result;
      return true;
    }
    if (mergeKeys[i] === result) return false;
  }
}

/**
 * Writes the moves into buf: placements in spot order, then raises by source and target, each
 * followed by its removal choices when it completes a pattern (one sphere; two both free, in spot
 * order; or one and a sphere that only the first frees, in the order taken). With merge, a move
 * that reaches the same position as an earlier one is left out (placing and taking back b2 is the
 * same as placing and taking back c3; raising a1 to e2 the same as placing e2 and removing a1).
 */
export function generateMoves(state: PylosState, buf: Int32Array, merge: boolean): number {
  const own = state.spheres[state.toMove];
  const occupied = own | state.spheres[state.toMove ^ 1];
  const open = openSpots(occupied);
  const completions = completionSpots(state.patterns.all, own, occupied ^ own);
  if (merge) mergeStamp++;
  let n = 0;
  for (let m = open; m !== 0; m &= m - 1) n = addMove(state, buf, n, lowestSpot(m), NO_SPOT, own, occupied, merge, completions);
  for (let sources = freeSpheres(occupied) & own; sources !== 0; sources &= sources - 1) {
    const from = lowestSpot(sources);
    // A sphere may not climb onto a spot it supports itself.
    for (let m = open & HIGHER[from] & ~ABOVE[from]; m !== 0; m &= m - 1) {
      n = addMove(state, buf, n, lowestSpot(m), from, own, occupied, merge, completions);
    }
  }
  return n;
}

/** Spots where placing a sphere of `own` completes a pattern: the one empty spot of a pattern `own` fills otherwise. */
function completionSpots(patterns: Int32Array, own: number, other: number): number {
  let spots = 0;
  for (let i = 0; i < patterns.length; i++) {
    const p = patterns[i];
    const gap = p & ~own;
    if ((p & other) === 0 && gap !== 0 && (gap & (gap - 1)) === 0) spots |= gap;
  }
  return spots;
}

/**
 * Appends the moves of a sphere going to `to` (placed, or raised from `from`). `completions` are
 * the placements' completing spots, found once for the node; a raise, which also empties `from`,
 * checks its own patterns.
 */
function addMove(state: PylosState, buf: Int32Array, n: number, to: number, from: number, own: number, occupied: number, merge: boolean, completions: number): number {
  const after = (own | (1 << to)) & ~SPOT_BIT[from];
  const occupiedAfter = (occupied | (1 << to)) & ~SPOT_BIT[from];
  const completes = from === NO_SPOT ? ((completions >>> to) & 1) !== 0 : state.patterns.completes(after, to);
  // A plain placement is the only kind of move that adds a sphere to the mover's colour, and two
  // of them fill different spots: no other move reaches its position, so it skips the merge set.
  if (!completes) return push(buf, n, encodeMove(to, from, NO_SPOT, NO_SPOT), after, merge && from !== NO_SPOT);
  const removable = freeSpheres(occupiedAfter) & after;
  for (let a = removable; a !== 0; a &= a - 1) {
    const first = lowestSpot(a);
    n = push(buf, n, encodeMove(to, from, first, NO_SPOT), after & ~(1 << first), merge);
    for (let b = a & (a - 1); b !== 0; b &= b - 1) {
      const second = lowestSpot(b);
      n = push(buf, n, encodeMove(to, from, first, second), after & ~(1 << first) & ~(1 << second), merge);
    }
    const occupiedThen = occupiedAfter & ~(1 << first);
    for (let c = SUPPORTS[first] & after; c !== 0; c &= c - 1) {
      const second = lowestSpot(c);
      if ((occupiedThen & ABOVE[second]) === 0) {
        n = push(buf, n, encodeMove(to, from, first, second), after & ~(1 << first) & ~(1 << second), merge);
      }
    }
  }
  return n;
}

function push(buf: Int32Array, n: number, move: number, result: number, merge: boolean): number {
  if (merge && !firstVisit(result)) return n;
  if (n >= buf.length) throw new Error(`a Pylos position with more than ${buf.length} legal moves`);
  buf[n] = move;
  return n + 1;
}

export const pylosSearch: SearchGame<PylosState> = {
  maxMoves: MAX_MOVES,
  cyclic: true,
  ttBits: 20,

  generateMoves: (state, buf) => generateMoves(state, buf, false),
  generateSearchMoves: (state, buf) => generateMoves(state, buf, true),
  makeMove: (state, move) => state.play(move),
  unmakeMove: (state, move) => state.undo(move),
  outcome,
  decidedIn,
  sideToMove: (state) => sideOf(state.toMove),
  hashLo: (state) => state.hashLo,
  hashHi: (state) => state.hashHi,
  pliesLeftBound: () => Infinity,

  reduction(depth, index, hint) {
    return hint < HINT_RAISE && depth >= LMR_MIN_DEPTH && index >= LMR_FULL_MOVES ? 1 : 0;
  },

  /**
   * Saves first: completing a pattern (two removals before one), then blocking a spot where the
   * opponent would complete a pattern, then raising; quiet placements last, those that extend more
   * of the mover's live patterns earlier.
   */
  orderHint(state, move) {
    const to = moveTo(move);
    // Taking back the sphere just played keeps the pattern one short, so it can be completed again.
    const again = firstRemoval(move) === to || secondRemoval(move) === to ? HINT_AGAIN : 0;
    if (secondRemoval(move) !== NO_SPOT) return HINT_TWO_REMOVALS + again;
    if (firstRemoval(move) !== NO_SPOT) return HINT_ONE_REMOVAL + again;
    if (moveFrom(move) !== NO_SPOT) return HINT_RAISE;
    const mine = state.spheres[state.toMove];
    const theirs = state.spheres[state.toMove ^ 1];
    const patterns = state.patterns;
    // One pass over the patterns through the spot: one the opponent would complete there makes
    // this a block; otherwise count the mover's live ones.
    const theirsThere = theirs | (1 << to);
    let live = 0;
    for (let i = patterns.start[to], end = patterns.start[to + 1]; i < end; i++) {
      const p = patterns.bySpot[i];
      if ((theirsThere & p) === p) return HINT_BLOCK;
      if ((p & theirs) === 0 && (p & mine) !== 0) live++;
    }
    return HINT_QUIET + 10 * live;
  },
};
