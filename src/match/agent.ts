import type { BestMove } from '../analysis/analyse.js';
import type { GamePlay, Position, PositionInput } from '../games/types.js';

/** What an agent is told when it is its turn. */
export interface Turn<S, M, P extends Position> {
  game: GamePlay<S, M, P>;
  /** A copy of the position, the agent's to keep or change. */
  state: S;
  /** The colour to move, as the game names it. */
  colour: string;
  /** Milliseconds the agent has for this move, when the match limits it. */
  timeLimitMs?: number;
  /**
   * The position as a client of the contract would send it: the start (game parameters, or a
   * board and side to move) plus the moves played from it, in notation.
   */
  position: PositionInput;
  /** The same position as the game resolved it: its start, and the moves since as integers. */
  start: P;
  moves: Int32Array;
  /** The `timeMs` to ask a search for: the limit less the transport margin, within the game's maximum. */
  searchTimeMs?: number;
}

export interface Choice<M> {
  /** A move in any form the game's parseMove accepts: a notation string or a move object. */
  move: string | M;
  /** The search behind the move (engines only): score, principal variation, statistics. */
  analysis?: BestMove;
}

/**
 * A player in the match loop: the engine in process, a human at a terminal, and later a remote
 * engine. Agents only propose moves; the loop checks them against the rules and the clock.
 */
export interface Agent<S, M, P extends Position> {
  /** How the agent is named in traces and prompts. */
  readonly label: string;
  /** A human is told why a move was refused and asked again; any other agent loses by it. */
  readonly human: boolean;
  chooseMove(turn: Turn<S, M, P>): Promise<Choice<M>>;
  /** Called when the agent's move broke a rule (humans who may retry, since others forfeit). */
  refused?(reason: string): void;
}
