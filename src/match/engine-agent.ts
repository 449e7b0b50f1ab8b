import type { Position } from '../games/types.js';
import { analyse } from '../analysis/analyse.js';
import type { SearchOptions } from '../analysis/search-options.js';
import type { Agent, Choice, Turn } from './agent.js';

/**
 * Part of a move's time limit kept back from the search: the engine reads its clock only every
 * few hundred nodes, the answer still has to be formatted and handed back, and a busy machine can
 * pause the process for tens of milliseconds between two readings (measured by the bench).
 */
export function searchBudget(limitMs: number): number {
  return Math.max(1, limitMs - Math.min(500, 20 + limitMs * 0.1));
}

/** The engine, searching in process with fixed options (algorithm, depth, evaluation...). */
export class EngineAgent<S, M, P extends Position> implements Agent<S, M, P> {
  readonly human = false;

  constructor(
    readonly label: string,
    private readonly search: SearchOptions,
    /** The search's clock, injected by tests. */
    private readonly now?: () => number,
  ) {}

  async chooseMove(turn: Turn<S, M, P>): Promise<Choice<M>> {
    let options = this.search;
    if (turn.timeLimitMs !== undefined) {
      const budget = searchBudget(turn.timeLimitMs);
      options = { ...options, timeMs: Math.min(options.timeMs ?? budget, budget) };
    }
    const analysis = analyse(turn.game, turn.state, options, this.now ? { now: this.now } : {});
    return { move: analysis.move.notation, analysis };
  }
}
