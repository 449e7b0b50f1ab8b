import type { BestMove } from '../analysis/analyse.js';
import { applyMove } from '../games/replay.js';
import type { GameDefinition, MoveObject } from '../games/types.js';
import type { Agent } from './agent.js';

export interface MatchOptions<S> {
  game: GameDefinition<S>;
  start: S;
  /** agents[0] plays the game's first colour, agents[1] the second. */
  agents: readonly [Agent<S>, Agent<S>];
  /** Milliseconds per move for every agent but humans; going over loses. */
  timeLimitMs?: number;
  /** Milliseconds, monotonic; injected by tests. */
  now?: () => number;
  onMove?: (played: PlayedMove, state: S) => void;
}

export interface PlayedMove {
  /** 1-based. */
  ply: number;
  side: 0 | 1;
  colour: string;
  move: MoveObject;
  elapsedMs: number;
  analysis?: BestMove;
}

export interface MatchResult<S> {
  moves: PlayedMove[];
  /** The winning side, or null for a draw. */
  winner: 0 | 1 | null;
  /** The game's status reason, or `illegal-move` / `time-overrun` when an agent forfeits. */
  reason: string;
  /** What the forfeiting agent did. */
  detail?: string;
  final: S;
}

/**
 * Plays one game: the agents take turns, every move goes through the rules (replay's applyMove,
 * as for any position a client sends), and the game ends when the rules say so or when an agent
 * that is not human plays an illegal move or overruns the time limit. A human's illegal move is
 * refused with the reason and asked for again.
 */
export async function playMatch<S>(options: MatchOptions<S>): Promise<MatchResult<S>> {
  const { game, agents } = options;
  const now = options.now ?? (() => performance.now());
  const state = game.clone(options.start);
  const moves: PlayedMove[] = [];
  for (;;) {
    const status = game.status(state);
    if (status.over) {
      const winner = status.winner === null ? null : (game.info.colours.indexOf(status.winner) as 0 | 1);
      return { moves, winner, reason: status.reason ?? 'over', final: state };
    }
    const side = game.search.sideToMove(state);
    const agent = agents[side];
    const colour = game.info.colours[side];
    const timeLimitMs = agent.human ? undefined : options.timeLimitMs;
    const forfeit = (reason: string, detail: string): MatchResult<S> => ({
      moves,
      winner: (side ^ 1) as 0 | 1,
      reason,
      detail,
      final: state,
    });

    const started = now();
    const choice = await agent.chooseMove({ game, state: game.clone(state), colour, timeLimitMs });
    const elapsedMs = now() - started;
    if (timeLimitMs !== undefined && elapsedMs > timeLimitMs) {
      return forfeit('time-overrun', `${colour} took ${Math.round(elapsedMs)} ms, over the ${timeLimitMs} ms limit`);
    }
    const before = game.clone(state);
    const applied = applyMove(game, state, choice.move);
    if (!applied.ok) {
      if (agent.human) {
        agent.refused?.(applied.fault.reason);
        continue;
      }
      return forfeit('illegal-move', `${colour} played ${JSON.stringify(choice.move)}: ${applied.fault.reason}`);
    }
    const played: PlayedMove = {
      ply: moves.length + 1,
      side,
      colour,
      move: game.formatMove(before, applied.value),
      elapsedMs,
      analysis: choice.analysis,
    };
    moves.push(played);
    options.onMove?.(played, state);
  }
}
