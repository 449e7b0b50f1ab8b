import { clearLanes, setLane } from './lanes';

// The position and the pyramid's geometry: the tables come from ../geometry.ts and ../rules.ts
// (written once by ../kernel.ts), so the kernel and the TypeScript rules share one definition.

export const SPOTS: i32 = 30;
export const ALL: i32 = (1 << SPOTS) - 1;
export const TOP: i32 = 29;
export const TOP_BIT: i32 = 1 << TOP;
export const NO_SPOT: i32 = 31;
export const BOTTOM: i32 = 0xffff;
export const UPPER: i32 = ALL & ~BOTTOM;
export const SPHERES_EACH: i32 = 15;
const LEVEL1: i32 = 16;
const LEVEL2: i32 = 25;

export const SUPPORTS = new StaticArray<i32>(SPOTS);
export const ABOVE = new StaticArray<i32>(SPOTS);
export const CONE = new StaticArray<i32>(SPOTS);
export const LOWER = new StaticArray<i32>(SPOTS);
export const HIGHER = new StaticArray<i32>(SPOTS);
/** Zobrist keys of (colour, spot) at colour * 32 + spot, zero at NO_SPOT, and the side's. */
export const KEY_LO = new StaticArray<i32>(64);
export const KEY_HI = new StaticArray<i32>(64);
export let sideLo: i32 = 0;
export let sideHi: i32 = 0;

/** The rule set's patterns: a flat list, and those through spot s at bySpot[start[s] .. start[s + 1]). */
export const patterns = new StaticArray<i32>(64);
export let patternCount: i32 = 0;
export const patternStart = new StaticArray<i32>(SPOTS + 1);
export const patternsBySpot = new StaticArray<i32>(256);

export function setSpot(s: i32, supports: i32, above: i32, cone: i32, lower: i32, higher: i32): void {
  SUPPORTS[s] = supports;
  ABOVE[s] = above;
  CONE[s] = cone;
  LOWER[s] = lower;
  HIGHER[s] = higher;
}

export function setKey(i: i32, lo: i32, hi: i32): void {
  if (i == 64) {
    sideLo = lo;
    sideHi = hi;
  } else {
    KEY_LO[i] = lo;
    KEY_HI[i] = hi;
  }
}

export function setPatternCount(n: i32): void {
  patternCount = n;
  clearLanes(n);
}

export function setPattern(i: i32, p: i32): void {
  patterns[i] = p;
  setLane(i, p);
}

export function setPatternStart(s: i32, start: i32): void {
  patternStart[s] = start;
}

export function setPatternBySpot(i: i32, p: i32): void {
  patternsBySpot[i] = p;
}

/** Each colour's spheres, the side to move and the position's key. */
export const spheres = new StaticArray<i32>(2);
export let toMove: i32 = 0;
export let hashLo: i32 = 0;
export let hashHi: i32 = 0;

export function setPosition(white: i32, black: i32, side: i32, lo: i32, hi: i32): void {
  spheres[0] = white;
  spheres[1] = black;
  toMove = side;
  hashLo = lo;
  hashHi = hi;
}

// @ts-ignore: decorator
@inline export function spotBit(s: i32): i32 {
  return s == NO_SPOT ? 0 : 1 << s;
}

// @ts-ignore: decorator
@inline export function moveTo(move: i32): i32 {
  return move & 31;
}

// @ts-ignore: decorator
@inline export function moveFrom(move: i32): i32 {
  return (move >>> 5) & 31;
}

// @ts-ignore: decorator
@inline export function firstRemoval(move: i32): i32 {
  return (move >>> 10) & 31;
}

// @ts-ignore: decorator
@inline export function secondRemoval(move: i32): i32 {
  return (move >>> 15) & 31;
}

// @ts-ignore: decorator
@inline export function encodeMove(to: i32, from: i32, first: i32, second: i32): i32 {
  return to | (from << 5) | (first << 10) | (second << 15);
}

/** A move's changes are XORs, so the same function plays it (`me` the mover) and takes it back. */
function toggle(move: i32, me: i32): void {
  const to = moveTo(move);
  const from = moveFrom(move);
  const first = firstRemoval(move);
  const second = secondRemoval(move);
  const base = me << 5;
  unchecked((spheres[me] ^= spotBit(to) ^ spotBit(from) ^ spotBit(first) ^ spotBit(second)));
  hashLo ^= unchecked(KEY_LO[base + to] ^ KEY_LO[base + from] ^ KEY_LO[base + first] ^ KEY_LO[base + second]) ^ sideLo;
  hashHi ^= unchecked(KEY_HI[base + to] ^ KEY_HI[base + from] ^ KEY_HI[base + first] ^ KEY_HI[base + second]) ^ sideHi;
}

export function play(move: i32): void {
  toggle(move, toMove);
  toMove ^= 1;
}

export function undo(move: i32): void {
  toMove ^= 1;
  toggle(move, toMove);
}

export function reserve(colour: i32): i32 {
  return SPHERES_EACH - popcnt(unchecked(spheres[colour]));
}

/** The 4x4 field's spots (x, y < 3) in the 3x3 layout, and so on, as ../geometry.ts packs them. */
// @ts-ignore: decorator
@inline function pack4(f: i32): i32 {
  return (f & 0x7) | ((f >>> 1) & 0x38) | ((f >>> 2) & 0x1c0);
}

// @ts-ignore: decorator
@inline function pack3(f: i32): i32 {
  return (f & 0x3) | ((f >>> 1) & 0xc);
}

// @ts-ignore: decorator
@inline function unpack3(f: i32): i32 {
  return (f & 0x7) | ((f & 0x38) << 1) | ((f & 0x1c0) << 2);
}

// @ts-ignore: decorator
@inline function unpack2(f: i32): i32 {
  return (f & 0x3) | ((f & 0xc) << 1);
}

export function freeSpheres(occupied: i32): i32 {
  const above0 = unpack3((occupied >>> LEVEL1) & 0x1ff);
  const above1 = unpack2((occupied >>> LEVEL2) & 0xf);
  const covered0 = above0 | (above0 << 1) | (above0 << 4) | (above0 << 5);
  const covered1 = above1 | (above1 << 1) | (above1 << 3) | (above1 << 4);
  const covered2 = (occupied >>> TOP) & 1 ? 0xf : 0;
  return occupied & ~(covered0 | (covered1 << LEVEL1) | (covered2 << LEVEL2));
}

export function openSpots(occupied: i32): i32 {
  const l0 = occupied & BOTTOM;
  const l1 = (occupied >>> LEVEL1) & 0x1ff;
  const l2 = (occupied >>> LEVEL2) & 0xf;
  const supported1 = pack4(l0 & (l0 >>> 1) & (l0 >>> 4) & (l0 >>> 5));
  const supported2 = pack3(l1 & (l1 >>> 1) & (l1 >>> 3) & (l1 >>> 4));
  const supportedTop = l2 == 0xf ? 1 : 0;
  return (BOTTOM | (supported1 << LEVEL1) | (supported2 << LEVEL2) | (supportedTop << TOP)) & ~occupied;
}

export const ONGOING: i32 = 2;
export const WIN: i32 = 1;
export const LOSS: i32 = -1;

/** As ../rules.ts outcome: the top sphere wins for its owner, an empty reserve loses. */
export function outcome(): i32 {
  const mine = unchecked(spheres[toMove]);
  if (((mine | unchecked(spheres[toMove ^ 1])) & TOP_BIT) != 0) return (mine & TOP_BIT) != 0 ? WIN : LOSS;
  if (popcnt(mine) >= SPHERES_EACH) return LOSS;
  return ONGOING;
}

/** As ../rules.ts decidedIn (the end-game rule; its comment has the proof). */
export function decidedIn(): i32 {
  const white = unchecked(spheres[0]);
  const black = unchecked(spheres[1]);
  const occupied = white | black;
  const empty = ALL & ~occupied;
  let savers = 0;
  for (let i = 0; i < patternCount; i++) {
    const p = unchecked(patterns[i]);
    if ((p & empty) == 0) continue;
    if ((p & black) == 0) savers |= 1;
    if ((p & white) == 0) savers |= 2;
    if (savers == 3) return 0;
  }
  const free = freeSpheres(occupied);
  const whiteSources = (free & white) | empty;
  const blackSources = (free & black) | empty;
  for (let m = empty & UPPER; m != 0; m &= m - 1) {
    const t = ctz(m);
    const below = unchecked(LOWER[t]) & ~unchecked(CONE[t]);
    if ((whiteSources & below) != 0) savers |= 1;
    if ((blackSources & below) != 0) savers |= 2;
    if (savers == 3) return 0;
  }
  const me = toMove;
  const mine = reserve(me);
  const theirs = reserve(me ^ 1);
  if (((savers >> (me ^ 1)) & 1) == 0 && mine > theirs) return 2 * theirs + 1;
  if (((savers >> me) & 1) == 0 && theirs >= mine) return -2 * mine;
  return 0;
}
