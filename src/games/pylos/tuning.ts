/*
 * Pylos' search tuning, in the one file both searches compile: rules.ts imports it as TypeScript,
 * assembly/moves.ts as AssemblyScript (a literal const is an i32 there), so a tuning experiment is
 * one edit. Keep it to literal number constants, which both languages read alike.
 */

/** Move-ordering buckets (see orderHint of rules.ts): saves, blocks, raises, then quiet placements. */
export const HINT_TWO_REMOVALS = 900;
export const HINT_ONE_REMOVAL = 800;
/** Added to a save that removes the sphere just placed (or raised). */
export const HINT_AGAIN = 20;
export const HINT_BLOCK = 700;
export const HINT_RAISE = 600;
export const HINT_QUIET = 100;

/**
 * Late-move reductions: quiet placements (no save, no block) after the first five of a node are
 * searched a ply shallower first; saves, blocks and raises always get full depth. Reducing from
 * the fourth move on, and by two plies late in long lists, reached deeper but measured no
 * stronger (docs/pylos.md).
 */
export const LMR_FULL_MOVES = 5;
export const LMR_MIN_DEPTH = 4;
