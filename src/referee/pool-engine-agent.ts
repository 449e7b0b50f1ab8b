import type { SearchOptions } from '../analysis/search-options.js';
import type { Agent, Choice, Turn } from '../match/agent.js';
import type { SearchPool } from '../service/search-pool.js';

/**
 * The built-in engine on the service's worker pool, so a long search never blocks the referee's
 * clock or its connections to remote agents. It gets the position as a remote agent would.
 */
export class PoolEngineAgent<S> implements Agent<S> {
  readonly human = false;

  constructor(
    readonly label: string,
    private readonly search: SearchOptions,
    private readonly pool: SearchPool,
  ) {}

  async chooseMove(turn: Turn<S>): Promise<Choice> {
    let search = this.search;
    if (turn.searchTimeMs !== undefined) {
      search = { ...search, timeMs: Math.min(search.timeMs ?? turn.searchTimeMs, turn.searchTimeMs) };
    }
    const outcome = await this.pool.run(turn.game.info.id, turn.position, search, new AbortController().signal);
    if (outcome === null) throw new Error('the engine search was cancelled');
    return { move: outcome.result.move, analysis: outcome.result };
  }
}
