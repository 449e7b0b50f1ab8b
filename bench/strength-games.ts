// The game families of `npm run bench:match -- elo` and how one game of a match is played: from a
// seeded random opening, our engine on the clock against a sparring opponent or a baseline commit's
// engine, every move checked by our rules.
import { analyse } from '../src/analysis/analyse.js';
import { amazons } from '../src/games/amazons/index.js';
import { pylos } from '../src/games/pylos/index.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import type { GameDefinition, Position, PositionInput } from '../src/games/types.js';
import { amazonsSparring } from './amazons-sparring.js';
import type { BaselineEngine } from './baseline-engine.js';
import { pylosSparring } from './pylos-sparring.js';
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
  /**
   * Games a pairing unless --games says otherwise: about 30 minutes for the game's pairings with a
   * baseline, two games at once at 100 ms a move (Pylos about 2 s a game, Amazons about 8 s).
   */
  defaultGames: number;
  /** The sparring opponent at `ms` a move. */
  sparring(ms: number): (state: S) => number;
}

export interface GameJob {
  family: FamilyName;
  opponent: Opponent;
  /** Games 2k and 2k + 1 share opening k, the engine playing first in one and second in the other. */
  index: number;
  timeMs: number;
}

export interface GameResult {
  /** Our engine's points: 1, 0.5 or 0. */
  points: number;
  plies: number;
  reason: string;
  /** Whether our engine moved first (white, red): Pylos' first player loses with perfect play. */
  engineFirst: boolean;
}

/** A family with its types hidden, as the match runner sees it. */
interface AnyFamily {
  readonly game: string;
  readonly defaultGames: number;
  play(job: GameJob, baseline: BaselineEngine | undefined): GameResult;
}

function family<S, Q extends PositionInput, P extends Q & Position>(f: Family<S, Q, P>): AnyFamily {
  return { game: f.game.info.id, defaultGames: f.defaultGames, play: (job, baseline) => playGame(f, job, baseline) };
}

export const FAMILIES = {
  'pylos-standard': family({ game: pylos, start: { rules: 'standard' }, openingPlies: 4, defaultGames: 400, sparring: pylosSparring }),
  'pylos-advanced': family({ game: pylos, start: { rules: 'advanced' }, openingPlies: 4, defaultGames: 400, sparring: pylosSparring }),
  amazons: family({ game: amazons, start: {}, openingPlies: 2, defaultGames: 200, sparring: amazonsSparring }),
} satisfies Record<string, AnyFamily>;

export type FamilyName = keyof typeof FAMILIES;

type Player<S> = (state: S, record: string[]) => number;

function playGame<S, Q extends PositionInput, P extends Q & Position>(f: Family<S, Q, P>, job: GameJob, baseline: BaselineEngine | undefined): GameResult {
  const { game, start } = f;
  const startState = (): S => {
    const read = replay(game, start);
    if (!read.valid) throw new Error(read.reason);
    return read.state;
  };
  const legal = (state: S, notation: string): number => {
    const parsed = game.parseMove(state, notation);
    if (!parsed.ok) throw new Error(`illegal move ${notation}: ${parsed.fault.reason}`);
    return parsed.value;
  };
  const engine: Player<S> = (state) => legal(state, analyse(game, state, { timeMs: job.timeMs }).move.notation);
  let opponent: Player<S>;
  if (job.opponent === 'sparring') opponent = f.sparring(job.timeMs);
  else if (baseline) opponent = (state, record) => legal(state, baseline.move(game.info.id, { ...start, moves: record }, job.timeMs));
  else throw new Error('no baseline commit was built');

  const opening = playRandomly(game, startState(), seededRandom(OPENING_SEED + (job.index >> 1)), f.openingPlies);
  const engineSide = job.index & 1;
  const state = startState();
  const record: string[] = [];
  for (let ply = 0; game.status(state).over === false && ply < MAX_PLIES; ply++) {
    const move = ply < opening.length ? opening[ply] : game.search.sideToMove(state) === engineSide ? engine(state, record) : opponent(state, record);
    record.push(game.formatMove(state, move).notation);
    game.search.makeMove(state, move);
  }
  const status = game.status(state);
  const engineFirst = engineSide === 0;
  if (!status.over || status.winner === null) return { points: 0.5, plies: record.length, reason: status.reason ?? 'too long', engineFirst };
  const winner = game.info.colours.indexOf(status.winner);
  return { points: winner === engineSide ? 1 : 0, plies: record.length, reason: status.reason ?? '', engineFirst };
}
