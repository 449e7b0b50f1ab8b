import type { GameId, Move, Resolved } from './answers.js';
import type { ScoreLabel, ScoreUnit } from './hint-label.js';
import type { Choice } from './selection.js';

/** What a board draws: the position, and while a person chooses a move, the clicks so far. */
export interface BoardView<G extends GameId = GameId> {
  position: Resolved<G>;
  /** Targets that continue a legal move (highlighted, clickable). */
  next: Set<string>;
  /** Targets picked so far for the move being chosen. */
  picked: readonly string[];
  /** The notation of the move that led to this position, marked on the board. */
  lastMove?: string;
  /** The hints' labels, by the target where each is drawn (a Connect 4 column, an Amazons destination). */
  hints: Map<string, ScoreLabel>;
  /** The best hinted move, which a board whose moves span several squares marks whole. */
  bestHint?: Move<G>;
}

/**
 * One game's board: drawing, which clicks make each move, its keys and its units. Methods, not
 * function properties, so that each game's board, typed with its own moves and positions, is also a
 * board of any game: the controller only hands a board its own game's answers.
 */
export interface Board<G extends GameId = GameId> {
  /** The click paths that choose each legal move. */
  choices(moves: Move<G>[], position: Resolved<G>): Choice[];
  /** Where a move's hint is drawn: on an empty cell or above the board, never over a piece. */
  hintTarget(move: Move<G>): string;
  draw(view: BoardView<G>): SVGSVGElement;
  /** The pieces in words, for a screen reader (the page adds whose turn it is and the last move). */
  describe(view: BoardView<G>): string;
  /** The last move in words where its notation is terse ("D0D4J4": the queen, where it went, its arrow). */
  moveWords?(notation: string): string;
  /** What the game's default evaluation counts (hints and the engine line say values in it). */
  score: ScoreUnit;
  /**
   * A key pressed over the board: a target to pick, `redraw` when the board's own cursor moved,
   * or undefined when the key means nothing here.
   */
  key?(event: KeyboardEvent, view: BoardView<G>): string | 'redraw' | undefined;
  /** Help for the set-up form's parameters, in place of the service's where this board reads a friendlier form. */
  parameterHelp?: Record<string, { placeholder: string; help: string }>;
  /**
   * Parameters with a fixed set of values, offered as a choice list. The service's listing describes
   * them in a sentence but does not list them, so the board does; the service still checks them.
   */
  parameterChoices?: Record<string, readonly string[]>;
  /** Reads a parameter typed in the set-up form, where the game has a friendlier form than JSON. */
  parameter?(name: string, text: string): unknown;
  /** Splits a pasted move list, where the game has a compact form of its own. */
  splitMoves?(text: string): string[];
  /** Joins moves in the game's compact form, where it has one (Connect 4's "4453"). */
  joinMoves?(moves: readonly string[]): string;
}
