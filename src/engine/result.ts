import type { SearchStats } from './stats.js';

export interface SearchResult {
  /** The chosen move; the search is never run on a position without legal moves. */
  move: number;
  /** From the side to move's view, on the scale of score.ts. */
  score: number;
  /** True when the score is the game-theoretic value (win, loss or draw with exact plies). */
  proven: boolean;
  /** Proven, but only the outcome: the score's distance is the longest possible, not the true one. */
  weak?: boolean;
  pv: number[];
  stats: SearchStats;
}
