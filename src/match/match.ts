import type { BestMove } from '../analysis/analyse.js';
import { applyMove } from '../games/replay.js';
import type { GameInfo, GamePlay, MoveObject, Position, PositionInput } from '../games/types.js';
import type { Agent } from './agent.js';
import { AgentFailure } from './agent-failure.js';

export interface MatchOptions<S, M, P extends Position> {
  game: GamePlay<S, M, P>;
  start: S;
  /**
   * The start as a position object (game parameters, or a board and side to move), which remote
   * agents receive with the moves played since; the start's description when not given.
   */
  startPosition?: PositionInput;
  /** agents[0] plays the game's first colour, agents[1] the second. */
  agents: readonly [Agent<S, M, P>, Agent<S, M, P>];
  /** Milliseconds per move for every agent but humans; going over loses (or skips, below). */
  timeLimitMs?: number;
  /** Milliseconds of the limit kept for transport: agents are asked to search for the rest. */
  marginMs?: number;
  /**
   * What a late agent suffers: `lose` the game (the default), or `skip` its turn, the opponent
   * then moving from the same board (seed 001's tournament; only for games that can skip a turn).
   */
  overrun?: 'lose' | 'skip';
  /** Whether a human's illegal move is refused and asked again (the default) or loses. */
  humanIllegal?: 'retry' | 'lose';
  /** Milliseconds, monotonic; injected by tests. */
  now?: () => number;
  /** Awaited before each turn (the stepper waits for Enter). */
  beforeTurn?: (state: S) => Promise<void>;
  onMove?: (played: PlayedMove, state: S) => void;
  onSkip?: (skipped: SkippedTurn, state: S) => void;
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

/** A turn lost to an overrun under `overrun: 'skip'`. */
export interface SkippedTurn {
  /** Moves played before the skip. */
  afterPly: number;
  side: 0 | 1;
  colour: string;
  elapsedMs: number;
  detail: string;
}

export interface MatchResult<S> {
  moves: PlayedMove[];
  skipped: SkippedTurn[];
  /** The winning side, or null for a draw. */
  winner: 0 | 1 | null;
  /**
   * The game's status reason; `illegal-move`, `time-overrun` or an AgentFailure's reason when an
   * agent forfeits;
   * `both-overran` when under `overrun: 'skip'` both sides lose their turn in a row (a draw).
   */
  reason: string;
  /** What the forfeiting agent did. */
  detail?: string;
  final: S;
}

/**
 * Plays one game: the agents take turns, every move goes through the rules (replay's applyMove,
 * as for any position a client sends), and the game ends when the rules say so or when an agent
 * that is not human plays an illegal move, fails to answer, or overruns the time limit. A human's
 * illegal move is refused with the reason and asked for again, unless `humanIllegal` is `lose`.
 */
export async function playMatch<S, M, P extends Position>(
  options: MatchOptions<S, M, P>,
): Promise<MatchResult<S>> {
  const { game, agents } = options;
  const now = options.now ?? (() => performance.now());
  const skipTurn = options.overrun === 'skip' ? game.skipTurn : undefined;
  if (options.overrun === 'skip' && !skipTurn) throw new Error(`${game.info.name} cannot skip a turn`);
  let state = game.clone(options.start);
  let start = game.describe(state);
  let startPosition: PositionInput = options.startPosition ?? start;
  let playedSinceStart: string[] = [];
  let movesSinceStart: number[] = [];
  const moves: PlayedMove[] = [];
  const skipped: SkippedTurn[] = [];
  const end = (winner: 0 | 1 | null, reason: string, detail?: string): MatchResult<S> => ({
    moves,
    skipped,
    winner,
    reason,
    ...(detail === undefined ? {} : { detail }),
    final: state,
  });
  for (;;) {
    const status = game.status(state);
    if (status.over) return end(colourIndex(game.info.colours, status.winner), status.reason ?? 'over');
    const side = game.search.sideToMove(state);
    const agent = agents[side];
    const colour = game.info.colours[side];
    const timeLimitMs = agent.human ? undefined : options.timeLimitMs;
    const searchTimeMs = timeLimitMs === undefined ? undefined : searchTime(game.info, timeLimitMs, options.marginMs ?? 0);
    const forfeit = (reason: string, detail: string) => end(side === 0 ? 1 : 0, reason, detail);

    await options.beforeTurn?.(state);
    const position = { ...startPosition, moves: [...playedSinceStart] };
    const asked = { game, state: game.clone(state), colour, timeLimitMs, position, start, moves: Int32Array.from(movesSinceStart), searchTimeMs };
    const started = now();
    let move: string | M | undefined;
    let analysis: BestMove | undefined;
    let late: AgentFailure | undefined;
    try {
      ({ move, analysis } = await agent.chooseMove(asked));
    } catch (error) {
      if (!(error instanceof AgentFailure)) throw error;
      if (!error.late) return forfeit(error.reason, `${colour} ${error.message}`);
      late = error;
    }
    const elapsedMs = now() - started;
    if (late === undefined && timeLimitMs !== undefined && elapsedMs > timeLimitMs) {
      late = new AgentFailure('time-overrun', `took ${Math.round(elapsedMs)} ms, over the ${timeLimitMs} ms limit`);
    }
    if (late !== undefined) {
      const detail = `${colour} ${late.message}`;
      if (options.overrun !== 'skip') return forfeit(late.reason, detail);
      const turn: SkippedTurn = { afterPly: moves.length, side, colour, elapsedMs, detail };
      if (skipped.at(-1)?.afterPly === moves.length) {
        skipped.push(turn);
        return end(null, 'both-overran', detail);
      }
      skipped.push(turn);
      skipTurn?.(state);
      start = game.describe(state);
      startPosition = start;
      playedSinceStart = [];
      movesSinceStart = [];
      options.onSkip?.(turn, state);
      continue;
    }
    if (move === undefined) throw new Error(`${agent.label} chose no move`);
    const before = game.clone(state);
    const applied = applyMove(game, state, move);
    if (!applied.ok) {
      if (agent.human && options.humanIllegal !== 'lose') {
        agent.refused?.(applied.fault.reason);
        continue;
      }
      return forfeit('illegal-move', `${colour} played ${JSON.stringify(move)}: ${applied.fault.reason}`);
    }
    const played: PlayedMove = {
      ply: moves.length + 1,
      side,
      colour,
      move: game.formatMove(before, applied.value),
      elapsedMs,
      analysis,
    };
    moves.push(played);
    playedSinceStart.push(played.move.notation);
    movesSinceStart.push(applied.value);
    options.onMove?.(played, state);
  }
}

/** The time a search may take within a move's limit, once the transport margin is kept back. */
export function searchTime(info: GameInfo, timeLimitMs: number, marginMs: number): number {
  return Math.min(Math.max(1, timeLimitMs - marginMs), info.limits.timeMs.max);
}

function colourIndex(colours: readonly [string, string], winner: string | null): 0 | 1 | null {
  return winner === null ? null : winner === colours[0] ? 0 : 1;
}
