import type { Position } from '../games/types.js';
import { resolveSearch, type SearchOptions } from '../analysis/search-options.js';
import type { Agent, Choice, Turn } from '../match/agent.js';
import type { SearchPool } from '../workers/search-pool.js';
import { isAnalysis } from '../workers/search-task.js';

/**
 * The built-in engine on the service's worker pool, so a long search never blocks the referee's
 * clock or its connections to remote agents. It gets the position as the referee read it.
 */
export class PoolEngineAgent<S, M, P extends Position> implements Agent<S, M, P> {
  readonly human = false;

  constructor(
    readonly label: string,
    private readonly search: SearchOptions,
    private readonly pool: SearchPool,
  ) {}

  async chooseMove(turn: Turn<S, M, P>): Promise<Choice<M>> {
    let search = this.search;
    if (turn.searchTimeMs !== undefined) {
      search = { ...search, timeMs: Math.min(search.timeMs ?? turn.searchTimeMs, turn.searchTimeMs) };
    }
    const request = { game: turn.game.info.id, start: turn.start, moves: turn.moves, search: resolveSearch(turn.game.info, search) };
    const outcome = await this.pool.run(request, new AbortController().signal);
    if (outcome === null) throw new Error('the engine search was cancelled');
    if (isAnalysis(outcome.result)) throw new Error('a best-move search answered with an analysis');
    return { move: outcome.result.move.notation, analysis: outcome.result };
  }
}
