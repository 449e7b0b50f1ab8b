// The loops over every pattern (the evaluation's survey, the completing spots of a node's
// placements), four patterns at a time in 128-bit lanes: no branch per pattern, where the scalar
// loops branched on each pattern's gaps and colours. The values are the scalar loops' exactly.

/** Room for 32 patterns (the advanced rules have 28); unused lanes hold 0, which no test counts. */
const MAX_VECTORS: i32 = 8;
const vectors: usize = memory.data(16 * MAX_VECTORS, 16);
let vectorCount: i32 = 0;

export function clearLanes(patterns: i32): void {
  memory.fill(vectors, 0, 16 * MAX_VECTORS);
  vectorCount = (patterns + 3) >> 2;
}

export function setLane(i: i32, p: i32): void {
  store<i32>(vectors + (usize(i) << 2), p);
}

// @ts-ignore: decorator
@inline function orLanes(v: v128): i32 {
  return i32x4.extract_lane(v, 0) | i32x4.extract_lane(v, 1) | i32x4.extract_lane(v, 2) | i32x4.extract_lane(v, 3);
}

// @ts-ignore: decorator
@inline function sumLanes(v: v128): i32 {
  return i32x4.extract_lane(v, 0) + i32x4.extract_lane(v, 1) + i32x4.extract_lane(v, 2) + i32x4.extract_lane(v, 3);
}

/** Spots where placing a sphere of `own` completes a pattern: the one gap of a pattern free of `other`. */
export function completionSpots(own: i32, other: i32): i32 {
  const zero = i32x4.splat(0);
  const one = i32x4.splat(1);
  const mine = i32x4.splat(own);
  const theirs = i32x4.splat(other);
  let spots = zero;
  for (let i = 0; i < vectorCount; i++) {
    const p = v128.load(vectors + (usize(i) << 4));
    const gap = v128.andnot(p, mine);
    const single = v128.and(i32x4.ne(gap, zero), i32x4.eq(v128.and(gap, i32x4.sub(gap, one)), zero));
    spots = v128.or(spots, v128.and(gap, v128.and(single, i32x4.eq(v128.and(p, theirs), zero))));
  }
  return orLanes(spots);
}

/** What the survey of ../evaluate.ts counts, for the side to move (my) and the other (their). */
export let myCompletions: i32 = 0;
export let theirCompletions: i32 = 0;
export let myPending: i32 = 0;
export let theirPending: i32 = 0;
export let myTwoShort: i32 = 0;
export let theirTwoShort: i32 = 0;

/**
 * Each pattern with a gap counts for a colour when the other has no sphere in it: one gap on an
 * open spot is a completion (the spot), one gap elsewhere is pending, two gaps are two short.
 */
export function survey(own: i32, other: i32, empty: i32, open: i32): void {
  const zero = i32x4.splat(0);
  const one = i32x4.splat(1);
  const mine = i32x4.splat(own);
  const theirs = i32x4.splat(other);
  const gaps = i32x4.splat(empty);
  const opens = i32x4.splat(open);
  let myComp = zero;
  let theirComp = zero;
  let myPend = zero;
  let theirPend = zero;
  let myTwo = zero;
  let theirTwo = zero;
  for (let i = 0; i < vectorCount; i++) {
    const p = v128.load(vectors + (usize(i) << 4));
    const gap = v128.and(p, gaps);
    const rest = v128.and(gap, i32x4.sub(gap, one));
    const restNone = i32x4.eq(rest, zero);
    const oneShort = v128.and(i32x4.ne(gap, zero), restNone);
    const twoShort = v128.andnot(i32x4.eq(v128.and(rest, i32x4.sub(rest, one)), zero), restNone);
    const opened = i32x4.ne(v128.and(gap, opens), zero);
    const completion = v128.and(oneShort, opened);
    const pending = v128.andnot(oneShort, opened);
    const forMe = i32x4.eq(v128.and(p, theirs), zero);
    const forThem = i32x4.eq(v128.and(p, mine), zero);
    myComp = v128.or(myComp, v128.and(gap, v128.and(completion, forMe)));
    theirComp = v128.or(theirComp, v128.and(gap, v128.and(completion, forThem)));
    // A true lane is -1: subtracting it counts one.
    myPend = i32x4.sub(myPend, v128.and(pending, forMe));
    theirPend = i32x4.sub(theirPend, v128.and(pending, forThem));
    myTwo = i32x4.sub(myTwo, v128.and(twoShort, forMe));
    theirTwo = i32x4.sub(theirTwo, v128.and(twoShort, forThem));
  }
  myCompletions = orLanes(myComp);
  theirCompletions = orLanes(theirComp);
  myPending = sumLanes(myPend);
  theirPending = sumLanes(theirPend);
  myTwoShort = sumLanes(myTwo);
  theirTwoShort = sumLanes(theirTwo);
}
