import type { Choice } from './selection.js';
import type { Move, Resolved } from './types.js';

/** What a board draws: the position, and while a person chooses a move, the clicks so far. */
export interface BoardView {
  position: Resolved;
  /** Targets that continue a legal move (highlighted, clickable). */
  next: Set<string>;
  /** Targets picked so far for the move being chosen. */
  picked: readonly string[];
  /** The move that led to this position, marked on the board. */
  lastMove?: Move;
  /** Short labels from the hints, by target (e.g. a Connect 4 column's value). */
  hints: Map<string, string>;
}

/** One game's board: drawing, which clicks make each move, and its keys. */
export interface Board {
  /** The click paths that choose each legal move. */
  choices(moves: Move[], position: Resolved): Choice[];
  /** The first target of a move, where its hint is shown. */
  hintTarget(move: Move): string;
  draw(view: BoardView): SVGSVGElement;
  /**
   * A key pressed over the board: a target to pick, `redraw` when the board's own cursor moved,
   * or undefined when the key means nothing here.
   */
  key?(event: KeyboardEvent, view: BoardView): string | 'redraw' | undefined;
  /** Placeholders for the set-up form's inputs where the friendlier form below needs saying. */
  parameterHints?: Record<string, string>;
  /** Reads a parameter typed in the set-up form, where the game has a friendlier form than JSON. */
  parameter?(name: string, text: string): unknown;
  /** Splits a pasted move list, where the game has a compact form of its own. */
  splitMoves?(text: string): string[];
}
