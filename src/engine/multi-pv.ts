import { deepen, type DeepeningStep, type Iterated, type RootAnswer } from './deepening.js';
import { Outcome } from '../core/outcome.js';
import type { ExactSolver, History } from './game.js';
import { Clock, isCutShort, type SearchLimits, type StopReason } from './limits.js';
import { fromTable, MAX_PLY, provenScore, terminalScore, WIN } from '../core/score.js';
import type { SearchSession } from './session.js';
import { WorkTally, type Averages, type WorkCounts } from '../core/tally.js';
import { searchStats, type SearchStats } from './stats.js';

/** One root move and its value, from the root's side to move, plies counted from the root. */
export interface RootLine extends RootAnswer {
  /** The iteration the score comes from (1: the child's own outcome or evaluation). */
  depth: number;
}

/** Which lines a multi-PV search answers, and how many root moves its deeper iterations search. */
export interface LineShape {
  /** The best lines answered. */
  count: number;
  /**
   * The root moves each iteration after the first searches: the best by the iteration before, every
   * one when absent. The rest leave the answer, so that its lines still come from one depth: a root
   * of thousands of moves (Amazons') is searched deeper on its few likely ones, as a player would.
   */
  width?: number;
}

export interface MultiPvResult {
  /** The best lines, best first (ties in the game's move order). */
  lines: RootLine[];
  stats: SearchStats;
}

/** Root moves valued between two readings of the clock in the first pass. */
const FIRST_PASS_CLOCK_READS = 32;

/** The counts of one node: the root, or a root move valued by its own outcome or evaluation. */
function oneNode(ply: number, evaluated: boolean): WorkCounts {
  const perPly = (n: number) => [...new Array<number>(ply).fill(0), n];
  const evaluations = evaluated ? 1 : 0;
  return { nodes: 1, ttProbes: 0, ttHits: 0, cutoffs: 0, nodesPerDepth: perPly(1), evaluations, evaluationsPerDepth: evaluated ? perPly(1) : [], averageDepth: 0, averageRecursionDepth: 0 };
}

/**
 * A child's value seen from the root: the sign flips and a proven result is one ply further away,
 * as the table moves a node's proven score to the root's count (-0 kept out: a draw is 0).
 */
function fromChild(score: number): number {
  const value = -fromTable(score, 1);
  return value === 0 ? 0 : value;
}

/**
 * Multi-PV, the session's root-move mode: the value of each root move, so that the best `count`
 * can be listed, each searched to the same depth with its own full window (a search of the
 * position after the move, over the session's one table). The driver deepens it as it deepens
 * every search (deepening.ts): iteration 1 values each move by its own outcome or evaluation,
 * iteration d searches every move's position (or the shape's `width` best) d - 1 plies deep in
 * the order of the previous iteration's values; an iteration cut short is thrown away whole, so
 * every line of the answer comes from the same depth, unless proven. Textbook algorithms jump from
 * 1 to the caller's depth.
 */
export function rootMoves<S>(session: SearchSession<S>, state: S, { count, width = Infinity }: LineShape, history?: (state: S) => History): MultiPvResult {
  const { limits, clock, tally } = session;
  const step = new RootMoves(session, state, width, history);
  const report = limits.algorithm === 'iterative' ? limits.onIteration : undefined;
  // Every listed line is told of at each iteration (UCI's multipv), so a client updates them all live.
  const eachLine: SearchLimits['onIteration'] =
    report && ((best) => step.ranked().slice(0, count).forEach(({ score, proven, weak, pv }, i) => report({ ...best, multipv: i + 1, score, proven, weak, pv })));
  const deepened = deepen(step, null, {
    clock,
    first: 1,
    last: Math.min(limits.depth, MAX_PLY - 1),
    onIteration: eachLine,
    nodes: () => tally.nodes,
    elapsed: () => clock.elapsed(),
  });
  tally.average(step.averages());
  return { lines: step.ranked().slice(0, count), stats: searchStats(tally, deepened.depth, clock.elapsed(), deepened.stopReason) };
}

class RootMoves<S> implements DeepeningStep<RootLine> {
  private lines: RootLine[] = [];
  private readonly textbook: boolean;
  /** The deepest finished iteration. */
  private depth = 0;
  /** The averages of the last finished iteration's root-move searches. */
  private lastIteration: Averages[] = [];
  private solverTried = false;

  constructor(
    private readonly session: SearchSession<S>,
    private readonly state: S,
    private readonly width: number,
    private readonly history: ((state: S) => History) | undefined,
  ) {
    this.textbook = session.limits.algorithm !== 'iterative';
  }

  iterate(depth: number): Iterated<RootLine> {
    if (depth === 1) return this.firstPass();
    if (!this.solverTried && this.solveChildren()) return this.finished(this.session.game.pliesLeftBound(this.state));
    const chosen = this.ranked()
      .filter((l) => !l.proven)
      .slice(0, this.width);
    if (chosen.length === 0) return this.finished(this.depth, true);
    const found: RootLine[] = [];
    const averages: Averages[] = [];
    for (const line of chosen) {
      const child = new WorkTally();
      const next = this.searchChild(line.move, depth - 1, child);
      averages.push(child.averages);
      if (next.cut) return { finished: false, partial: null, reason: next.stopReason };
      found.push(next.line);
    }
    found.forEach((next, i) => Object.assign(chosen[i], next));
    const kept = new Set(chosen);
    this.lines = this.lines.filter((l) => l.proven || kept.has(l));
    this.lastIteration = averages;
    return this.finished(depth);
  }

  next(depth: number): number {
    return this.textbook && depth === 1 ? Math.max(2, Math.min(this.session.limits.depth, MAX_PLY - 1)) : depth + 1;
  }

  /** Best first: every line comes from the last finished iteration, or is proven. */
  ranked(): RootLine[] {
    return [...this.lines].sort((a, b) => b.score - a.score);
  }

  /** The last iteration's averages, one ply deeper than its root-move searches'. */
  averages(): Averages {
    const mean = (f: (a: Averages) => number) => (this.lastIteration.length > 0 ? this.lastIteration.reduce((sum, a) => sum + f(a), 0) / this.lastIteration.length + 1 : 1);
    return { averageDepth: mean((a) => a.averageDepth), averageRecursionDepth: mean((a) => a.averageRecursionDepth) };
  }

  private finished(depth: number, settled = this.lines.every((l) => l.proven)): Iterated<RootLine> {
    this.depth = depth;
    return { finished: true, answer: this.ranked()[0], depth, settled };
  }

  /**
   * The root moves' own outcome or evaluation. A wide root (Amazons' thousands of moves) can
   * outlast a short budget here already: past the first move, the limits stop it, and the moves
   * not yet valued are left out of the answer.
   */
  private firstPass(): Iterated<RootLine> {
    const { game: rules, evaluation, limits, clock, tally } = this.session;
    const buffer = new Int32Array(rules.maxMoves);
    const moveCount = rules.generateMoves(this.state, buffer);
    tally.add(oneNode(0, false));
    for (let i = 0; i < moveCount; i++) {
      const reason = i === 0 ? null : tally.nodes >= limits.nodes ? 'nodes' : i % FIRST_PASS_CLOCK_READS === 0 && clock.expired() ? clock.reason : null;
      if (reason !== null) return { finished: false, partial: this.ranked()[0], reason };
      const move = buffer[i];
      rules.makeMove(this.state, move);
      const outcome = rules.outcome(this.state);
      if (outcome !== Outcome.Ongoing) {
        // The textbook searches score a win as the evaluation's utility when it has one, which is no proof's scale.
        const utility = this.textbook ? evaluation.utility : undefined;
        this.lines.push({ move, score: -terminalScore(outcome, utility ?? WIN - 1), proven: utility === undefined, pv: [move], depth: 1 });
      } else {
        const value = evaluation.evaluate(this.state);
        this.lines.push({ move, score: value === 0 ? 0 : -value, proven: false, pv: [move], depth: 1 });
      }
      tally.add(oneNode(1, outcome === Outcome.Ongoing));
      rules.unmakeMove(this.state, move);
    }
    return this.finished(1);
  }

  /**
   * The game's exact solver on each root move not yet proven, before the first deepening, sharing
   * the solver's share of the budget out evenly; when the caller's depth reaches the end of the game. True when
   * every move is then proven. Every move's outcome comes first, then the distances of the moves
   * proven without one, in the time left: one move's refinement must not take the time another
   * move's outcome needs (Connect 4 at ply 8, whose moves' weak solves take up to seconds each).
   */
  private solveChildren(): boolean {
    this.solverTried = true;
    const { game: rules, limits, clock } = this.session;
    const solver = this.textbook || limits.depth < rules.pliesLeftBound(this.state) ? undefined : this.session.solver();
    if (solver === undefined) return false;
    const solverClock = new Clock(clock.share(limits, solver.share));
    this.solveLines(solver, solverClock, this.lines.filter((l) => !l.proven), false);
    this.solveLines(solver, solverClock, this.lines.filter((l) => l.proven && l.weak === true), true);
    return this.lines.every((l) => l.proven);
  }

  /** Solves each of `open` in turn; `refine`: only a result with its distance replaces the line's outcome. */
  private solveLines(solver: ExactSolver<S>, solverClock: Clock, open: RootLine[], refine: boolean): void {
    const { game: rules, limits, tally } = this.session;
    for (const [i, line] of open.entries()) {
      if (solverClock.expired()) break;
      const budget = Math.floor((limits.nodes * solver.share - tally.nodes) / (open.length - i));
      rules.makeMove(this.state, line.move);
      const known = limits.book === false || refine ? undefined : solver.knownOutcome?.(this.state);
      // The time left is shared out like the nodes, so that one child's refinement cannot starve the
      // rest; before every outcome is known, a distance gets only a part of that share (the short
      // ones are found at once, the long ones wait for the second pass).
      const shares = refine ? open.length - i : (open.length - i) * open.length;
      const remainingMs = () => solverClock.remaining() / shares;
      const run = known === undefined ? solver.solve(this.state, { nodes: Math.max(0, budget), book: limits.book, expired: () => solverClock.expired(), remainingMs }) : null;
      rules.unmakeMove(this.state, line.move);
      if (run !== null) tally.add(run.stats, 0, 1);
      const solved = run === null ? { ...known!, pv: [] } : run.solved;
      if (solved !== null && !(refine && solved.weak === true)) {
        const { plies, weak, pv } = solved;
        Object.assign(line, { score: fromChild(provenScore(plies)), proven: true, weak, pv: [line.move, ...pv] });
      }
    }
  }

  /** Searches one root move's position `depth` plies deep within what is left of the budget. */
  private searchChild(move: number, depth: number, child: WorkTally): { cut: false; line: RootLine } | { cut: true; stopReason: StopReason } {
    const { limits, tally } = this.session;
    // The time left is the request's: its clocks all count from the request's start.
    const rest: SearchLimits = { ...limits, onIteration: undefined, depth, nodes: Math.max(0, limits.nodes - tally.nodes) };
    const { game } = this.session;
    game.makeMove(this.state, move);
    try {
      const result = this.session.search(this.state, rest, this.history?.(this.state), child);
      tally.merge(child, 1);
      const { answer, stopReason } = result;
      if (isCutShort(stopReason)) return { cut: true, stopReason };
      return { cut: false, line: { move, score: fromChild(answer.score), proven: answer.proven, pv: [move, ...answer.pv], depth: depth + 1 } };
    } finally {
      game.unmakeMove(this.state, move);
    }
  }
}
