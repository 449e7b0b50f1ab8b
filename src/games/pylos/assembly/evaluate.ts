// The default evaluation of ../evaluate.ts (`strong`), term for term; its weights come from there.
import { ALL, LOWER, SUPPORTS, UPPER, freeSpheres, openSpots, patternCount, patterns, reserve, spheres, toMove } from './board';

export let wSphere: i32 = 0;
export let wTempo: i32 = 0;
export let wCash: i32 = 0;
export let wRaise: i32 = 0;
export let wPending: i32 = 0;
export let wTwoShort: i32 = 0;
export let wFree: i32 = 0;

export function setWeights(sphere: i32, tempo: i32, cash: i32, raise: i32, pending: i32, twoShort: i32, free: i32): void {
  wSphere = sphere;
  wTempo = tempo;
  wCash = cash;
  wRaise = raise;
  wPending = pending;
  wTwoShort = twoShort;
  wFree = free;
}

// Each colour's prospects (the side to move's first): completion spots, raise targets, counts.
let myCompletions: i32 = 0;
let myRaises: i32 = 0;
let myPending: i32 = 0;
let myTwoShort: i32 = 0;
let theirCompletions: i32 = 0;
let theirRaises: i32 = 0;
let theirPending: i32 = 0;
let theirTwoShort: i32 = 0;

// @ts-ignore: decorator
@inline function bestGain(completions: i32, raises: i32, taken: i32): i32 {
  if ((completions & ~taken) != 0) return wCash;
  if ((raises & ~taken) != 0) return wRaise;
  return 0;
}

// @ts-ignore: decorator
@inline function bestSpot(completions: i32, raises: i32): i32 {
  const m = completions != 0 ? completions : raises;
  return m & -m;
}

export function evaluate(): i32 {
  const me = toMove;
  const own = unchecked(spheres[me]);
  const other = unchecked(spheres[me ^ 1]);
  const occupied = own | other;
  const open = openSpots(occupied);
  const free = freeSpheres(occupied);
  const empty = ALL & ~occupied;
  myCompletions = myPending = myTwoShort = 0;
  theirCompletions = theirPending = theirTwoShort = 0;
  for (let i = 0; i < patternCount; i++) {
    const p = unchecked(patterns[i]);
    const gap = p & empty;
    if (gap == 0) continue;
    const rest = gap & (gap - 1);
    const oneShort = rest == 0;
    const twoShort = !oneShort && (rest & (rest - 1)) == 0;
    const completion = oneShort && (gap & open) != 0;
    if ((p & other) == 0) {
      if (completion) myCompletions |= gap;
      else if (oneShort) myPending++;
      else if (twoShort) myTwoShort++;
    }
    if ((p & own) == 0) {
      if (completion) theirCompletions |= gap;
      else if (oneShort) theirPending++;
      else if (twoShort) theirTwoShort++;
    }
  }
  const ownSources = own & free;
  const otherSources = other & free;
  myRaises = theirRaises = 0;
  for (let m = open & UPPER; m != 0; m &= m - 1) {
    const t = ctz(m);
    const sources = unchecked(LOWER[t]) & ~unchecked(SUPPORTS[t]);
    if ((ownSources & sources) != 0) myRaises |= 1 << t;
    if ((otherSources & sources) != 0) theirRaises |= 1 << t;
  }
  const myBest = bestSpot(myCompletions, myRaises);
  const take = bestGain(myCompletions, myRaises, 0) - bestGain(theirCompletions, theirRaises, myBest);
  const block = -bestGain(theirCompletions, theirRaises, bestSpot(theirCompletions, theirRaises));
  const exchange = take > block ? take : block;
  return (
    wSphere * (reserve(me) - reserve(me ^ 1)) -
    wTempo +
    exchange +
    wPending * (myPending - theirPending) +
    wTwoShort * (myTwoShort - theirTwoShort) +
    wFree * (popcnt(ownSources) - popcnt(otherSources))
  );
}
