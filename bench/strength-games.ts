// The game families of `npm run bench:match -- elo` and how one game of a match is played: from a
// seeded random opening, our engine against a sparring opponent or a baseline commit's engine,
// every move checked by our rules. Both sides play on node budgets (the same game on any machine
// under any load, issue 24) or, as before, on the clock.
import { analyse } from '../src/analysis/analyse.js';
import { amazons } from '../src/games/amazons/index.js';
import { pylos } from '../src/games/pylos/index.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import type { GameDefinition, Position, PositionInput } from '../src/games/types.js';
import { AMAZONS_SPARRING_NODES, amazonsSparring } from './amazons-sparring.js';
import type { BaselineEngine } from './baseline-engine.js';
import { pylosLostOpenings } from './lost-games.js';
import { PYLOS_SPARRING_DEPTH, PYLOS_SPARRING_NODES, pylosSparring } from './pylos-sparring.js';
import type { SparringBudget, SparringPlayer } from './sparring-search.js';
import { playRandomly } from './random-play.js';

/** Far beyond any real game; a game still going then counts as a draw. */
const MAX_PLIES = 300;
const OPENING_SEED = 1200;

export type Opponent = 'sparring' | 'baseline';

interface Family<S, Q extends PositionInput, P extends Q & Position> {
  game: GameDefinition<S, Q, P>;
  /** The start position, with the game's parameters. */
  start: Q;
  /** Random plies before the engines take over. */
  openingPlies: number;
  /** The openings of games our engine lost, for a match that starts from them instead (`--lost`). */
  lostOpenings?: string[][];
  /**
   * Games a pairing unless --games says otherwise: about 30 minutes for the game's pairings with a
   * baseline, two games at once at 100 ms a move (Pylos about 2 s a game, Amazons about 8 s).
   */
  defaultGames: number;
  /**
   * Our engine's node budget: the nodes it searches in 1000 ms of one core here, the time control
   * of the outside matches (`npm run bench engine-nodes`, docs/strength.md).
   */
  engineNodes: number;
  /** The sparring opponent as calibrated to the outside bot (docs/strength.md). */
  sparringBudget: Omit<SparringBudget, 'ms'>;
  sparring(budget: SparringBudget): SparringPlayer<S>;
}

export interface GameJob {
  family: FamilyName;
  opponent: Opponent;
  /** Games 2k and 2k + 1 share opening k, the engine playing first in one and second in the other. */
  index: number;
  /** Both sides' time a move; absent, each side plays on its node budget. */
  timeMs?: number;
  /** Opening k is the k-th of the family's lost openings rather than a seeded random one. */
  lost?: boolean;
  /** Our engine's node budget instead of the family's (on node budgets only). */
  engineNodes?: number;
}

export interface GameResult {
  /** The job's index: which opening, which colours. */
  index: number;
  /** Our engine's points: 1, 0.5 or 0. */
  points: number;
  plies: number;
  reason: string;
  /** Whether our engine moved first (white, red): Pylos' first player loses with perfect play. */
  engineFirst: boolean;
  /** Our engine's moves and their depths added up (the opening's random moves are neither side's). */
  engineMoves: number;
  engineDepths: number;
  /** The sparring opponent's, its finished iterations (none against a baseline). */
  sparringMoves: number;
  sparringDepths: number;
  /**
   * The game's moves in the game's notation, opening included, so that a lost game can be replayed
   * (a Pylos game copied into test/data/pylos is what bench/pylos-lost-games.ts replays). Absent
   * from files written before.
   */
  moves?: string[];
  /** The machine's one-minute load average when the game ended (absent from files written before). */
  load?: number;
}

/** A family with its types hidden, as the match runner sees it. */
interface AnyFamily {
  readonly game: string;
  /** The start position, with the game's parameters (Pylos' rule set). */
  readonly start: PositionInput;
  readonly defaultGames: number;
  readonly engineNodes: number;
  readonly sparringBudget: Omit<SparringBudget, 'ms'>;
  /** How many lost openings the family has: none without them. */
  readonly lostOpenings: number;
  /** The opening of game `index` (of the lost openings or the seeded ones), in the game's notation. */
  opening(index: number, lost: boolean): string[];
  play(job: GameJob, baseline: BaselineEngine | undefined): GameResult;
  /** The sparring opponent against itself from game `index`'s opening: each move's search (its calibration). */
  selfPlay(budget: SparringBudget, index: number): SearchCost[];
}

/** One move's search: the deepest iteration finished, the nodes, the process's CPU milliseconds. */
export interface SearchCost {
  depth: number;
  nodes: number;
  cpuMs: number;
}

function family<S, Q extends PositionInput, P extends Q & Position>(f: Family<S, Q, P>): AnyFamily {
  const { defaultGames, engineNodes, sparringBudget } = f;
  return {
    game: f.game.info.id,
    start: f.start,
    defaultGames,
    engineNodes,
    sparringBudget,
    lostOpenings: f.lostOpenings?.length ?? 0,
    opening: (index, lost) => notation(f, openingOf(f, index, lost)),
    play: (job, baseline) => playGame(f, job, baseline),
    selfPlay: (budget, index) => selfPlay(f, budget, index),
  };
}

const PYLOS_BOT = { nodes: PYLOS_SPARRING_NODES, depth: PYLOS_SPARRING_DEPTH };
const PYLOS_OPENING_PLIES = 4;
/** Read once, where the benches run: the project's root. */
const PYLOS_LOST_OPENINGS = pylosLostOpenings(PYLOS_OPENING_PLIES);

export const FAMILIES = {
  'pylos-standard': family({ game: pylos, start: { rules: 'standard' }, openingPlies: PYLOS_OPENING_PLIES, lostOpenings: PYLOS_LOST_OPENINGS, defaultGames: 400, engineNodes: 4_200_000, sparringBudget: PYLOS_BOT, sparring: pylosSparring }),
  'pylos-advanced': family({ game: pylos, start: { rules: 'advanced' }, openingPlies: PYLOS_OPENING_PLIES, lostOpenings: PYLOS_LOST_OPENINGS, defaultGames: 400, engineNodes: 3_700_000, sparringBudget: PYLOS_BOT, sparring: pylosSparring }),
  amazons: family({ game: amazons, start: {}, openingPlies: 2, defaultGames: 200, engineNodes: 465_000, sparringBudget: { nodes: AMAZONS_SPARRING_NODES, depth: Infinity }, sparring: amazonsSparring }),
} satisfies Record<string, AnyFamily>;

export type FamilyName = keyof typeof FAMILIES;

/** A side's move and the depth it reached. */
type Player<S> = (state: S, record: string[]) => { move: number; depth: number };

function startState<S, Q extends PositionInput, P extends Q & Position>({ game, start }: Family<S, Q, P>): S {
  const read = replay(game, start);
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

/** A move in notation, checked by our rules. */
function legal<S>(game: GameDefinition<S, PositionInput, Position>, state: S, notation: string): number {
  const parsed = game.parseMove(state, notation);
  if (!parsed.ok) throw new Error(`illegal move ${notation}: ${parsed.fault.reason}`);
  return parsed.value;
}

/** The opening of a job: games 2k and 2k + 1 share opening k, seeded random or the k-th lost one. */
function openingOf<S, Q extends PositionInput, P extends Q & Position>(f: Family<S, Q, P>, index: number, lost = false): number[] {
  if (!lost) return playRandomly(f.game, startState(f), seededRandom(OPENING_SEED + (index >> 1)), f.openingPlies);
  const opening = f.lostOpenings?.[index >> 1];
  if (!opening) throw new Error(`no lost opening ${index >> 1}`);
  const state = startState(f);
  return opening.map((notation) => {
    const move = legal(f.game, state, notation);
    f.game.search.makeMove(state, move);
    return move;
  });
}

/** Moves from the start position in the game's notation. */
function notation<S, Q extends PositionInput, P extends Q & Position>(f: Family<S, Q, P>, moves: number[]): string[] {
  const state = startState(f);
  return moves.map((move) => {
    const text = f.game.formatMove(state, move).notation;
    f.game.search.makeMove(state, move);
    return text;
  });
}

function selfPlay<S, Q extends PositionInput, P extends Q & Position>(f: Family<S, Q, P>, budget: SparringBudget, index: number): SearchCost[] {
  const { game } = f;
  const state = startState(f);
  for (const move of openingOf(f, index)) game.search.makeMove(state, move);
  const player = f.sparring(budget);
  const costs: SearchCost[] = [];
  for (let ply = 0; game.status(state).over === false && ply < MAX_PLIES; ply++) {
    const cpu = process.cpuUsage();
    const { move, depth, nodes } = player(state);
    const used = process.cpuUsage(cpu);
    costs.push({ depth, nodes, cpuMs: (used.user + used.system) / 1000 });
    game.search.makeMove(state, move);
  }
  return costs;
}

function playGame<S, Q extends PositionInput, P extends Q & Position>(f: Family<S, Q, P>, job: GameJob, baseline: BaselineEngine | undefined): GameResult {
  const { game, start } = f;
  // On node budgets no clock may stop a search: under load a budget can take many seconds.
  const limits = job.timeMs === undefined ? { nodes: job.engineNodes ?? f.engineNodes, timeMs: Infinity } : { timeMs: job.timeMs };
  const engine: Player<S> = (state) => {
    const answer = analyse(game, state, limits);
    return { move: legal(game, state, answer.move.notation), depth: answer.stats.depth };
  };
  let opponent: Player<S>;
  if (job.opponent === 'sparring') {
    const budget = job.timeMs === undefined ? { ms: Infinity, ...f.sparringBudget } : { ms: job.timeMs, nodes: Infinity, depth: Infinity };
    opponent = f.sparring(budget);
  } else if (baseline) {
    // The baseline commit searches within our engine's limits; its depth is not reported.
    opponent = (state, record) => ({ move: legal(game, state, baseline.move(game.info.id, { ...start, moves: record }, limits)), depth: 0 });
  } else throw new Error('no baseline commit was built');

  const opening = openingOf(f, job.index, job.lost);
  const engineSide = job.index & 1;
  const state = startState(f);
  const record: string[] = [];
  const depths = { engineMoves: 0, engineDepths: 0, sparringMoves: 0, sparringDepths: 0 };
  for (let ply = 0; game.status(state).over === false && ply < MAX_PLIES; ply++) {
    let move: number;
    if (ply < opening.length) move = opening[ply];
    else if (game.search.sideToMove(state) === engineSide) {
      const answer = engine(state, record);
      move = answer.move;
      depths.engineMoves++;
      depths.engineDepths += answer.depth;
    } else {
      const answer = opponent(state, record);
      move = answer.move;
      depths.sparringMoves++;
      depths.sparringDepths += answer.depth;
    }
    record.push(game.formatMove(state, move).notation);
    game.search.makeMove(state, move);
  }
  const status = game.status(state);
  const engineFirst = engineSide === 0;
  const played = { index: job.index, plies: record.length, engineFirst, ...depths, moves: record };
  if (!status.over || status.winner === null) return { points: 0.5, reason: status.reason ?? 'too long', ...played };
  const winner = game.info.colours.indexOf(status.winner);
  return { points: winner === engineSide ? 1 : 0, reason: status.reason ?? '', ...played };
}
