import type { z } from 'zod';
import type { Engine } from '../engine/engine.js';
import type { Evaluation, SearchGame } from '../engine/game.js';

/**
 * What the service, the command lines and the match loop know of a game. Everything here is
 * about positions, moves and rules; nothing about HTTP or how the search works inside.
 */

/** A rule broken, or a format not followed, and where: `path` is relative to the position object. */
export interface Fault {
  path: (string | number)[];
  reason: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; fault: Fault };

export interface Status {
  over: boolean;
  /** The winner's colour, or null (a draw, or not over). */
  winner: string | null;
  /** One of GameInfo.reasons when over, else null. */
  reason: string | null;
}

/** A move as answers give it: the notation the game accepts back, plus the game's own fields. */
export type MoveObject = { notation: string } & Record<string, unknown>;

/** The start a position describes, before its `moves` are applied. */
export interface Setup<S> {
  state: S;
  /** The moves to apply, each a notation string or a move object. */
  moves: unknown[];
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
  evaluations: { name: string; description: string }[];
  defaultEvaluation: string;
  /** Game parameters that sit in the position (n, s, rules, size...), with their ranges. */
  parameters: { name: string; description: string; default?: unknown }[];
  /** Status reasons this game can report when it is over. */
  reasons: string[];
  limits: { timeMs: Required<LimitInfo>; depth: LimitInfo; nodes: LimitInfo };
}

export interface GameDefinition<S = unknown> {
  readonly info: GameInfo;
  readonly search: SearchGame<S>;
  readonly engine: Engine<S>;
  readonly evaluations: Readonly<Record<string, Evaluation<S>>>;
  /** JSON shape of a request's `position` (zod; also the OpenAPI source). */
  readonly positionSchema: z.ZodType;
  /** JSON shape of a resolved position as `validate` answers it. */
  readonly resolvedPositionSchema: z.ZodType;
  /** JSON shape of a move object in answers. */
  readonly moveSchema: z.ZodType;
  /** Builds the start of a position that already passed positionSchema, or says what is wrong. */
  setup(position: unknown): Result<Setup<S>>;
  /** Reads one move (string or object) in this state and checks it against the rules. */
  parseMove(state: S, input: unknown): Result<number>;
  formatMove(state: S, move: number): MoveObject;
  status(state: S): Status;
  /** The position as validate answers it: board, side to move, parameters in force. */
  describe(state: S): unknown;
  /** A canonical string for the position and whatever of its history the rules depend on. */
  key(state: S): string;
  clone(state: S): S;
  /** Hashes of earlier positions the rules can repeat (only for games that can cycle). */
  history?(state: S): { lo: Int32Array; hi: Int32Array };
}
