import { NO_SPOT } from './geometry.js';

/**
 * A Pylos move in one integer, five bits per spot: the target (bits 0-4), the raised sphere's
 * spot or NO_SPOT for a placement (5-9), then the first and second removal or NO_SPOT (10-14,
 * 15-19). The target and source sit in the low bits, which the search's history table keys on.
 */
export function encodeMove(to: number, from: number, first: number, second: number): number {
  return to | (from << 5) | (first << 10) | (second << 15);
}

export function moveTo(move: number): number {
  return move & 31;
}

export function moveFrom(move: number): number {
  return (move >>> 5) & 31;
}

export function firstRemoval(move: number): number {
  return (move >>> 10) & 31;
}

export function secondRemoval(move: number): number {
  return (move >>> 15) & 31;
}

/** Bit of each spot, and none for NO_SPOT, so a move's changes are one XOR mask. */
export const SPOT_BIT = Int32Array.from({ length: 32 }, (_, s) => (s === NO_SPOT ? 0 : 1 << s));

/** The spheres of the mover's colour that the move adds or takes away. */
export function moveDelta(move: number): number {
  return SPOT_BIT[move & 31] ^ SPOT_BIT[(move >>> 5) & 31] ^ SPOT_BIT[(move >>> 10) & 31] ^ SPOT_BIT[(move >>> 15) & 31];
}
