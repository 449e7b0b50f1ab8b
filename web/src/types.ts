/** The shapes of the service's answers that the page reads (openapi.yaml has them in full). */

export interface Parameter {
  name: string;
  description: string;
  default?: unknown;
}

export interface GameInfo {
  id: string;
  name: string;
  summary: string;
  colours: [string, string];
  moveNotation: { description: string; examples: string[] };
  parameters: Parameter[];
  limits: { timeMs: { default: number; max: number }; depth: { max: number } };
}

/** A move as the service answers it: its notation and the game's own fields. */
export interface Move {
  notation: string;
  [field: string]: unknown;
}

export interface Status {
  over: boolean;
  winner: string | null;
  reason: string | null;
}

/** A position resolved by the service: the board, the side to move and the parameters in force. */
export type Resolved = Record<string, unknown> & { board: string | string[]; toMove: string };

export interface LegalMoves {
  moves: Move[];
  status: Status;
  position: Resolved;
}

export type Validation =
  | { valid: true; position: Resolved; status: Status }
  | { valid: false; index: number; move: MoveAsSent; reason: string; position: Resolved };

/** A refused move as validate gives it back: what the request said, its notation when it was one. */
export type MoveAsSent = { notation?: string } & Record<string, unknown>;

export interface Score {
  value: number;
  outcome?: 'win' | 'loss' | 'draw';
  plies?: number;
}

/** One finished iteration of a search (best-move's `info` event) or the final answer's summary. */
export interface Progress {
  depth: number;
  score: Score;
  nodes?: number;
}

export interface BestMove {
  move: Move;
  score: Score;
  pv: Move[];
  stats: { depth: number; nodes: number; timeMs: number };
}

export interface Analysis {
  lines: { move: Move; score: Score; pv: Move[] }[];
}

/** An RFC 9457 problem as the service sends it. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: { path: string; reason: string }[];
}
