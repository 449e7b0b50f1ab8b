import type { z } from 'zod';
import type { Evaluation, History, SearchGame } from '../engine/game.js';
import type { FaultCode } from './fault-codes.js';
import type { LevelTable } from './level-table.js';
import type { WasmKernel } from './wasm-kernel.js';

/**
 * What the service, the command lines and the match loop know of a game. Everything here is
 * about positions, moves and rules; nothing about HTTP or how the search works inside.
 */

/** A rule broken, or a format not followed, and where: `path` is relative to the position object. */
export interface Fault {
  path: (string | number)[];
  code: FaultCode;
  reason: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; fault: Fault };

/** A failed Result: the rule broken or the format not followed, and where. */
export function fault(path: Fault['path'], code: FaultCode, reason: string): { ok: false; fault: Fault } {
  return { ok: false, fault: { path, code, reason } };
}

export interface Status {
  over: boolean;
  /** The winner's colour, or null (a draw, or not over). */
  winner: string | null;
  /** One of GameInfo.reasons when over, else null. */
  reason: string | null;
}

/** A move as answers give it: the notation the game accepts back, plus the game's own fields. */
export type MoveObject = { notation: string } & Record<string, unknown>;

/** What every position a request gives can hold: the moves to play from its start. */
export interface PositionInput {
  moves?: string | readonly unknown[];
}

/** What every resolved position holds, whatever else the game adds (its parameters); it is itself a position a request may give. */
export interface Position extends PositionInput {
  board: string | readonly string[];
  toMove: string;
}

/** One move as a position's `moves` list or an agent gives it: notation, or the game's move object. */
export type MoveInput<Q extends PositionInput> = string | ElementOf<Q['moves']>;

/** The elements of a list type: a position's move objects, from its `moves`. */
export type ElementOf<L> = L extends readonly (infer E)[] ? E : never;

/** The start a position describes, before its `moves` are applied. */
export interface Setup<S, Q extends PositionInput> {
  state: S;
  moves: MoveInput<Q>[];
}

export interface LimitInfo {
  default?: number;
  max: number;
}

export interface GameInfo {
  id: string;
  name: string;
  summary: string;
  rules: string[];
  colours: readonly [string, string];
  positionFormats: { description: string; example: unknown }[];
  moveNotation: { description: string; examples: string[] };
  /** `unit` says what the evaluation's values count, as every score it gives reports it. */
  evaluations: { name: string; description: string; unit: string }[];
  defaultEvaluation: string;
  /** Game parameters that sit in the position (n, s, rules, size...), with their ranges. */
  parameters: { name: string; description: string; default?: unknown }[];
  /** Status reasons this game can report when it is over. */
  reasons: string[];
  /**
   * Search limits, and the longest `moves` a position may list (over the largest board the game's
   * parameters allow), refused before the moves are read so bad input costs little.
   */
  limits: { timeMs: Required<LimitInfo>; depth: LimitInfo; nodes: LimitInfo; moves: LimitInfo };
}

/**
 * The course's command-line bot protocol, for a game that has one (Connect 4): the program is run
 * once per move with the position as arguments and prints its move.
 */
export interface CommandProgram<S, M> {
  /** The arguments that describe the position to the program. */
  arguments(state: S): string;
  /** The move the program printed, or why its output is not a move. */
  readMove(output: string): Result<M>;
}

/**
 * A game has three faces, each typed by what its readers need (OpenSpiel keeps algorithms apart
 * from games; boardgame.io's game is one plain object): the rules, read by whatever plays
 * positions; the search face, read by the search (analysis/, workers/); and the contract, read by
 * the HTTP edge and the referee, which alone know the request's shapes. One object implements all
 * three, so a reader takes the narrowest that serves it.
 */

/** The rules: a state S and what is done with it. Every method is about positions, none about requests or search. */
export interface GameRules<S> {
  /** What GET /v1/games lists: names, colours, parameters, limits. */
  readonly info: GameInfo;
  /** The moves as integers, make and unmake, the outcome and the hash, as the engine reads them (engine/game.ts). */
  readonly search: SearchGame<S>;
  status(state: S): Status;
  /** A move as answers give it: its notation and the game's own fields. */
  formatMove(state: S, move: number): MoveObject;
  /** The board as a person reads it at a terminal: labelled so that every cell's name can be read off. */
  textBoard(state: S): string;
  /** A canonical string for the position and whatever of its history the rules depend on. */
  key(state: S): string;
  clone(state: S): S;
  /** Hashes of earlier positions the rules can repeat (only for games that can cycle). */
  history?(state: S): History;
  /**
   * Hands the turn to the other side without a move, for games whose positions allow either side
   * to move (the referee's `--overrun forfeit` skips a late player's turn with it).
   */
  skipTurn?(state: S): void;
}

/** What searching a game needs beyond its rules. The engine itself is its user's (analysis/engines.ts). */
export interface GameSearch<S> extends GameRules<S> {
  readonly evaluations: Readonly<Record<string, Evaluation<S>>>;
  /**
   * Its native parts: the WebAssembly kernels its search runs on (wasm-kernel.ts), which the
   * service checks before it starts and each search worker warms before its first search.
   */
  readonly kernels: readonly WasmKernel<unknown>[];
  /** Its levels 1 to 9 for `search.level` (its folder's skill-levels.ts); a game without them offers no levels. */
  readonly levels?: LevelTable;
}

/**
 * What plays a game between agents reads of the contract (match/, the referee's agents): moves
 * read as notation or as the game's move objects M, positions described as P; not the request's
 * shape, which only the edge that reads requests needs.
 */
export interface GamePlay<S, M, P extends Position> extends GameSearch<S> {
  /** The course's command-line bot protocol, when the game has one. */
  readonly commandProgram?: CommandProgram<S, string | M>;
  /** Reads one move (notation or move object) in this state and checks it against the rules. */
  parseMove(state: S, input: string | M): Result<number>;
  /** The position as validate answers it: board, side to move, parameters in force. */
  describe(state: S): P;
}

/**
 * The contract: S is its mutable state, Q a position as requests give it (after the schema passed),
 * P a resolved position as `validate` answers it. A resolved position is itself a valid request
 * (P extends Q), which is how a start crosses to a search worker and back.
 */
export interface GameDefinition<S, Q extends PositionInput, P extends Q & Position> extends GamePlay<S, ElementOf<Q['moves']>, P> {
  /** JSON shape of a request's `position` (zod; also the OpenAPI source). */
  readonly positionSchema: z.ZodType<Q>;
  /** JSON shape of a resolved position as `validate` answers it. */
  readonly resolvedPositionSchema: z.ZodType<P>;
  /** JSON shape of a move object in answers. */
  readonly moveSchema: z.ZodType<MoveObject>;
  /**
   * Reads each game parameter the command lines take as `--name text` (those of info.parameters)
   * into the position's fields, or says what is wrong with the text.
   */
  readonly parameterReaders: Readonly<Record<string, (text: string) => Result<Partial<Q>>>>;
  /** Other notations the game reads, for answers in the style the request used (Amazons). */
  readonly notationStyles?: NotationStyles<MoveInput<Q>>;
  /** Builds the start of a position, or says what is wrong with it. */
  setup(position: Q): Result<Setup<S, Q>>;
}

/**
 * A game's notations beyond the one its answers use by default: which one a request's move is
 * written in, and an answer's move rewritten in one of them (the first style is the default).
 */
export interface NotationStyles<M> {
  readonly styles: readonly [string, ...string[]];
  /** The style a move as a request gives it is written in, when it says. */
  styleOf(input: M): string | undefined;
  /** A move object of an answer with its notation in this style. */
  restyle(move: MoveObject, style: string): MoveObject;
}

/**
 * Code that works for any game, whatever its types: route handlers, the referee, the OpenAPI
 * builder. A registered game hands itself to such code with its own types (an existential type),
 * so no caller ever needs to know or cast a game's state.
 */
export type GameUser<T> = <S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>) => T;

/** A game in a registry: its description, and a way to run game-generic code on it. */
export interface Game {
  readonly info: GameInfo;
  use<T>(user: GameUser<T>): T;
}

export function registered<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>): Game {
  return { info: game.info, use: (user) => user(game) };
}
