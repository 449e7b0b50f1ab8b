// The default evaluation of ../evaluate.ts (`strong`), term for term; its weights come from there.
import { ALL, LOWER, SUPPORTS, UPPER, freeSpheres, openSpots, reserve, spheres, toMove } from './board';
import { myCompletions, myPending, myTwoShort, survey, theirCompletions, theirPending, theirTwoShort } from './lanes';

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
  survey(own, other, ALL & ~occupied, open);
  const ownSources = own & free;
  const otherSources = other & free;
  let myRaises = 0;
  let theirRaises = 0;
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
