import { randomInt } from 'node:crypto';
import type { SearchLimits } from '../engine/limits.js';
import type { SearchResult } from '../engine/result.js';
import { seededRandom } from '../games/random.js';
import type { GameSearch } from '../games/types.js';
import { evaluationOf, limitsOf, type SearchOverrides } from './answer-terms.js';
import { engineOf } from './engines.js';
import { MAX_LEVEL } from '../games/level-table.js';
import { pickLine, SEED_LIMIT } from './level.js';
import type { ResolvedSearch } from './search-options.js';

/**
 * A best-move search at `resolved.level` below the top: multi-PV over the root moves (past the first ply, the level's
 * `width` best) at the level's depth and nodes (within the request's own limits), without the book, and its depth kept
 * below the plies left so the solver never runs, then a pick by the level's temperature, seeded by
 * `resolved.seed` or a drawn one. The statistics say the level and the seed.
 */
export function levelSearch<S>(
  game: GameSearch<S>,
  state: S,
  resolved: ResolvedSearch & { level: number },
  overrides: SearchOverrides,
): SearchResult {
  const { level } = resolved;
  const seed = resolved.seed ?? randomInt(SEED_LIMIT);
  const table = game.levels;
  if (table === undefined) throw new Error(`${game.info.id} declares no levels`);
  const setting = table.settings[level - 1];
  const rules = game.search;
  const beforeEnd = Math.max(1, rules.pliesLeftBound(state) - 1);
  const limits: SearchLimits = {
    ...limitsOf(game, state, resolved, overrides),
    algorithm: 'iterative',
    depth: Math.min(resolved.depth, setting.depth, beforeEnd),
    nodes: Math.min(resolved.nodes, setting.nodes),
    book: false,
  };
  const root = game.clone(state);
  const { lines, stats } = engineOf(game).rootMoves(root, evaluationOf(game, resolved), limits, { count: rules.maxMoves, width: setting.width }, game.history?.bind(game));
  const line = pickLine(rules, root, lines, level, setting, table.decisive, seededRandom(seed));
  return { ...line, stats: { ...stats, level, seed } };
}

/** Whether a request's level plays below the top, where the level's own search and pick run. */
export function belowTop(resolved: ResolvedSearch): resolved is ResolvedSearch & { level: number } {
  return resolved.level !== undefined && resolved.level < MAX_LEVEL;
}
