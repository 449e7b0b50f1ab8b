// Move generation and the ordering hint, as ../rules.ts has them: the same moves in the same order.
import {
  ABOVE, HIGHER, NO_SPOT, SUPPORTS, encodeMove, firstRemoval, freeSpheres, moveFrom, moveTo, openSpots, patternStart,
  patternsBySpot, secondRemoval, spheres, spotBit, toMove,
} from './board';
import { completionSpots } from './lanes';
import { HINT_AGAIN, HINT_BLOCK, HINT_ONE_REMOVAL, HINT_QUIET, HINT_RAISE, HINT_TWO_REMOVALS, LMR_FULL_MOVES, LMR_MIN_DEPTH } from '../tuning';

/** Room per node, as MAX_MOVES of ../rules.ts; a position needing more sets `overflowed`. */
export const MAX_MOVES: i32 = 4096;
export let overflowed = false;

/** Open-addressing set of resulting boards, for merging moves that reach the same position. */
const MERGE_BITS: i32 = 14;
const MERGE_MASK: i32 = (1 << MERGE_BITS) - 1;
const mergeKeys = new StaticArray<i32>(1 << MERGE_BITS);
const mergeStamps = new StaticArray<i32>(1 << MERGE_BITS);
let mergeStamp: i32 = 0;

function firstVisit(result: i32): bool {
  let i = i32(u32(result * i32(0x9e3779b1)) >>> (32 - MERGE_BITS));
  while (unchecked(mergeStamps[i]) == mergeStamp) {
    if (unchecked(mergeKeys[i]) == result) return false;
    i = (i + 1) & MERGE_MASK;
  }
  unchecked((mergeStamps[i] = mergeStamp));
  unchecked((mergeKeys[i] = result));
  return true;
}

function push(buf: usize, n: i32, move: i32, result: i32, merge: bool): i32 {
  if (merge && !firstVisit(result)) return n;
  if (n >= MAX_MOVES) {
    overflowed = true;
    return n;
  }
  store<i32>(buf + (usize(n) << 2), move);
  return n + 1;
}

function completes(own: i32, spot: i32): bool {
  for (let i = unchecked(patternStart[spot]), end = unchecked(patternStart[spot + 1]); i < end; i++) {
    const p = unchecked(patternsBySpot[i]);
    if ((own & p) == p) return true;
  }
  return false;
}

function addMove(buf: usize, n: i32, to: i32, from: i32, own: i32, occupied: i32, merge: bool, completions: i32): i32 {
  const after = (own | (1 << to)) & ~spotBit(from);
  const occupiedAfter = (occupied | (1 << to)) & ~spotBit(from);
  const completesHere = from == NO_SPOT ? ((completions >>> to) & 1) != 0 : completes(after, to);
  // A plain placement reaches a position no other move reaches, so it skips the merge set.
  if (!completesHere) return push(buf, n, encodeMove(to, from, NO_SPOT, NO_SPOT), after, merge && from != NO_SPOT);
  const removable = freeSpheres(occupiedAfter) & after;
  for (let a = removable; a != 0; a &= a - 1) {
    const first = ctz(a);
    n = push(buf, n, encodeMove(to, from, first, NO_SPOT), after & ~(1 << first), merge);
    for (let b = a & (a - 1); b != 0; b &= b - 1) {
      const second = ctz(b);
      n = push(buf, n, encodeMove(to, from, first, second), after & ~(1 << first) & ~(1 << second), merge);
    }
    const occupiedThen = occupiedAfter & ~(1 << first);
    for (let c = unchecked(SUPPORTS[first]) & after; c != 0; c &= c - 1) {
      const second = ctz(c);
      if ((occupiedThen & unchecked(ABOVE[second])) == 0) {
        n = push(buf, n, encodeMove(to, from, first, second), after & ~(1 << first) & ~(1 << second), merge);
      }
    }
  }
  return n;
}

/** Writes the moves at buf (i32 each): placements in spot order, then raises by source and target. */
export function generateMoves(buf: usize, merge: bool): i32 {
  const own = unchecked(spheres[toMove]);
  const occupied = own | unchecked(spheres[toMove ^ 1]);
  const open = openSpots(occupied);
  const completions = completionSpots(own, occupied ^ own);
  if (merge) mergeStamp++;
  let n = 0;
  for (let m = open; m != 0; m &= m - 1) n = addMove(buf, n, ctz(m), NO_SPOT, own, occupied, merge, completions);
  for (let sources = freeSpheres(occupied) & own; sources != 0; sources &= sources - 1) {
    const from = ctz(sources);
    for (let m = open & unchecked(HIGHER[from]) & ~unchecked(ABOVE[from]); m != 0; m &= m - 1) {
      n = addMove(buf, n, ctz(m), from, own, occupied, merge, completions);
    }
  }
  return n;
}

/** As orderHint of ../rules.ts: saves, blocks, raises, then quiet placements by live patterns. */
export function orderHint(move: i32): i32 {
  const to = moveTo(move);
  const again = firstRemoval(move) == to || secondRemoval(move) == to ? HINT_AGAIN : 0;
  if (secondRemoval(move) != NO_SPOT) return HINT_TWO_REMOVALS + again;
  if (firstRemoval(move) != NO_SPOT) return HINT_ONE_REMOVAL + again;
  if (moveFrom(move) != NO_SPOT) return HINT_RAISE;
  const mine = unchecked(spheres[toMove]);
  const theirs = unchecked(spheres[toMove ^ 1]);
  const theirsThere = theirs | (1 << to);
  let live = 0;
  for (let i = unchecked(patternStart[to]), end = unchecked(patternStart[to + 1]); i < end; i++) {
    const p = unchecked(patternsBySpot[i]);
    if ((theirsThere & p) == p) return HINT_BLOCK;
    if ((p & theirs) == 0 && (p & mine) != 0) live++;
  }
  return HINT_QUIET + 10 * live;
}

/** As pylosSearch.reduction of ../rules.ts. */
export function reduction(depth: i32, index: i32, hint: i32): i32 {
  return hint < HINT_RAISE && depth >= LMR_MIN_DEPTH && index >= LMR_FULL_MOVES ? 1 : 0;
}
