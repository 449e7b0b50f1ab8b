// What the sparring opponents (bench/pylos-sparring.ts, bench/amazons-sparring.ts) share: a
// deadline that unwinds the search by throwing, and iterative deepening at the root. They are
// written the way their published designs describe, apart from our engine: no code of
// src/engine, only the games' rules.

/** Thrown from inside a search once its budget is spent; the root catches it. */
export class OutOfTime {}

/** How many nodes pass between two readings of the clock (an Amazons node costs tens of µs). */
const CLOCK_INTERVAL = 64;

/**
 * What one move may spend; the first limit reached stops the search. A node budget or a depth
 * alone gives the same move on every machine and under any load (the Elo match's yardstick); the
 * clock is the older mode, kept to compare with.
 */
export interface SparringBudget {
  ms: number;
  nodes: number;
  depth: number;
}

export class Deadline {
  private end = Infinity;
  /** Nodes searched since the last restart. */
  nodes = 0;
  private nodeLimit = Infinity;

  restart(budget: SparringBudget): void {
    this.end = performance.now() + budget.ms;
    this.nodes = 0;
    this.nodeLimit = budget.nodes;
  }

  /** Counts a node; throws OutOfTime once the time or the nodes are spent. */
  tick(): void {
    if (++this.nodes > this.nodeLimit) throw new OutOfTime();
    if (this.nodes % CLOCK_INTERVAL === 0 && performance.now() >= this.end) throw new OutOfTime();
  }
}

/** Scores at or beyond this are wins or losses by the rules, not estimates. */
export const DECIDED = 1_000_000;

/**
 * Iterative deepening at the root on the clock: each iteration searches the root's moves with the
 * last iteration's best first; `value(move, depth, alpha)` is the move's negamax value searched
 * `depth` plies deep (it may stop at alpha: only a value above it counts). The answer is the
 * deepest iteration's best move, an unfinished one's included once a move of it was searched to
 * the end; a won or lost root stops the deepening. `value` plays on a copy of the position: a
 * search cut short leaves its moves on the board. Answers the move and the deepest iteration that
 * finished (the depth an engine reports, which the bots are calibrated by).
 */
function deepen(moves: number[], maxDepth: number, value: (move: number, depth: number, alpha: number) => number): { move: number; depth: number } {
  let best = moves[0];
  let finished = 0;
  for (let depth = 1; depth <= maxDepth; depth++) {
    let alpha = -Infinity;
    let iterationBest = -1;
    try {
      for (const move of moves) {
        const v = value(move, depth, alpha);
        if (v > alpha) {
          alpha = v;
          iterationBest = move;
        }
      }
    } catch (error) {
      if (!(error instanceof OutOfTime)) throw error;
      if (iterationBest !== -1) best = iterationBest;
      break;
    }
    best = iterationBest;
    finished = depth;
    moves.splice(moves.indexOf(best), 1);
    moves.unshift(best);
    if (Math.abs(alpha) >= DECIDED) break;
  }
  return { move: best, depth: finished };
}

interface Playable {
  clone(): this;
  play(move: number): void;
  undo(move: number): void;
}

/** What a sparring opponent's own design supplies: its root moves in order and its negamax. */
export interface SparringSearch<S extends Playable> {
  readonly deadline: Deadline;
  /** The root's moves, best-ordered first (a new search starts here). */
  rootMoves(state: S): number[];
  /** Negamax value of the state from the side to move's view, `depth` plies deep, `ply` from the root. */
  search(state: S, depth: number, ply: number, alpha: number, beta: number): number;
}

/** A sparring opponent's answer: the move, the deepest iteration it finished and the nodes it searched. */
export interface SparringAnswer {
  move: number;
  depth: number;
  nodes: number;
}

/** A sparring opponent: each call searches a copy of the position within its budget. */
export type SparringPlayer<S> = (state: S) => SparringAnswer;

export function sparringPlayer<S extends Playable>(budget: SparringBudget, engine: SparringSearch<S>): SparringPlayer<S> {
  return (position) => {
    const state = position.clone();
    engine.deadline.restart(budget);
    const answer = deepen(engine.rootMoves(state), budget.depth, (move, depth, alpha) => {
      state.play(move);
      const v = -engine.search(state, depth - 1, 1, -Infinity, -alpha);
      state.undo(move);
      return v;
    });
    return { ...answer, nodes: engine.deadline.nodes };
  };
}
