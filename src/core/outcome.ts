/** Result of the terminal test, from the side to move's point of view. */
export const enum Outcome {
  Ongoing = 2,
  Win = 1,
  Draw = 0,
  Loss = -1,
}

/**
 * A side to move (0 or 1) typed as SearchGame.sideToMove returns it: states pass the turn with
 * `toMove ^ 1`, which TypeScript types as number, and a comparison narrows it without a cast.
 */
export function sideOf(toMove: number): 0 | 1 {
  return toMove === 0 ? 0 : 1;
}
