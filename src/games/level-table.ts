/** The contract's range of `search.level`: 1 the weakest, MAX_LEVEL today's engine. */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;

/** How one level below the top searches and picks; a game's folder declares one per level 1 to 9. */
export interface LevelSetting {
  /** Plies of the multi-PV search over the root moves (kept below the plies left, so no solver runs). */
  depth: number;
  /** Node budget of that search. */
  nodes: number;
  /** The root moves searched past the first ply, the best by the ply before (multi-pv.ts' LineShape); every one when absent. */
  width?: number;
  /** Softmax temperature of the pick, in the evaluation's unit: the randomness, which falls as the level rises. */
  temperature: number;
}

/** A game's levels: the settings of levels 1 to 9, and what a proven win counts for in the pick. */
export interface LevelTable {
  settings: readonly LevelSetting[];
  /** A proven win's value in the pick, in the evaluation's unit (a loss its negative, less the plies to it). */
  decisive: number;
  /** The top level's node budget in the ladder's matches: about what the default time reaches on an idle core (docs/levels.md). */
  topNodes: number;
}

/** A game's description with the range of levels it offers, as GET /v1/games/{game} lists it. */
export function withLevels<I extends object>(game: { readonly info: I; readonly levels?: LevelTable }): I & { levels?: { min: number; max: number } } {
  return game.levels === undefined ? game.info : { ...game.info, levels: { min: MIN_LEVEL, max: MAX_LEVEL } };
}
