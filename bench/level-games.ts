// One game of `npm run bench:match -- levels <game>`: a level against the level below it, or level
// 1 against a uniformly random legal mover, from a seeded random opening, on node budgets (levels
// below the top on their own, the top on its table's topNodes), so a game is the same on any machine
// under any load. Each pick is seeded by the game's index and ply, so a game replays exactly.
import { analyse } from '../src/analysis/analyse.js';
import { MAX_LEVEL, type LevelSetting, type LevelTable } from '../src/games/level-table.js';
import { registry } from '../src/games/index.js';
import { seededRandom } from '../src/games/random.js';
import { legalMoves, replay } from '../src/games/replay.js';
import type { GameDefinition, Position, PositionInput } from '../src/games/types.js';
import { playRandomly } from './random-play.js';
import type { GameResult } from './strength-games.js';

/** Far beyond any real game; a game still going then counts as a draw. */
const MAX_PLIES = 300;
const OPENING_SEED = 4100;

/**
 * Each game's ladder start. Line 'em Up plays five in a row on 10x10, where depth and care both
 * tell: 3x3 is always a draw, and on 7x7 with four in a row whoever moves first wins from depth 3
 * up, so colour outweighs level (docs/levels.md).
 */
export const LADDER_STARTS: Record<string, { start: object; openingPlies: number }> = {
  connect4: { start: {}, openingPlies: 2 },
  'line-em-up': { start: { n: 10, s: 5 }, openingPlies: 2 },
  pylos: { start: {}, openingPlies: 4 },
  amazons: { start: {}, openingPlies: 2 },
};

export interface LevelJob {
  game: string;
  /** The level under test; it plays against `level - 1`, or a random mover when that is 0. */
  level: number;
  /** Games 2k and 2k + 1 share opening k, the level playing first in one and second in the other. */
  index: number;
  /** Settings tried in place of the table's, for the level and for its opponent (bench/level-pair.ts). */
  trial?: { level?: LevelSetting; opponent?: LevelSetting };
  /** A start tried in place of the ladder's. */
  start?: object;
}

/** The game's levels with a job's trial settings in place of the table's. */
function levelsOf(table: LevelTable, { level, trial }: LevelJob): LevelTable {
  const settings = [...table.settings];
  if (trial?.level) settings[level - 1] = trial.level;
  if (trial?.opponent) settings[level - 2] = trial.opponent;
  return { ...table, settings };
}

export function playLevelGame(job: LevelJob): GameResult {
  const game = registry.find(job.game);
  if (!game) throw new Error(`unknown game ${job.game}`);
  return game.use((definition) => play(definition, job));
}

function play<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, job: LevelJob): GameResult {
  const { openingPlies } = LADDER_STARTS[job.game];
  const start = job.start ?? LADDER_STARTS[job.game].start;
  if (!game.levels) throw new Error(`${job.game} declares no levels`);
  const table = levelsOf(game.levels, job);
  const player = { ...game, levels: table };
  const fresh = () => {
    const read = replay(game, game.positionSchema.parse(start));
    if (!read.valid) throw new Error(read.reason);
    return read.state;
  };
  const opening = playRandomly(game, fresh(), seededRandom(OPENING_SEED + (job.index >> 1)), openingPlies);
  const random = seededRandom(job.index);
  const side = job.index & 1;
  const state = fresh();
  const record: string[] = [];
  const depths = { engineMoves: 0, engineDepths: 0, sparringMoves: 0, sparringDepths: 0 };
  const levelMove = (level: number, ply: number) => {
    // On node budgets no clock may stop a search: under load a budget can take many seconds.
    const nodes = level === MAX_LEVEL ? table.topNodes : game.info.limits.nodes.max;
    const answer = analyse(player, state, { level, seed: job.index * MAX_PLIES + ply, nodes, timeMs: Infinity });
    const parsed = game.parseMove(state, answer.move.notation);
    if (!parsed.ok) throw new Error(`level ${level} played ${answer.move.notation}: ${parsed.fault.reason}`);
    return { move: parsed.value, depth: answer.stats.depth };
  };
  for (let ply = 0; !game.status(state).over && ply < MAX_PLIES; ply++) {
    let move: number;
    if (ply < opening.length) move = opening[ply];
    else if (game.search.sideToMove(state) === side) {
      const answer = levelMove(job.level, ply);
      move = answer.move;
      depths.engineMoves++;
      depths.engineDepths += answer.depth;
    } else if (job.level > 1) {
      const answer = levelMove(job.level - 1, ply);
      move = answer.move;
      depths.sparringMoves++;
      depths.sparringDepths += answer.depth;
    } else {
      const moves = legalMoves(game, state);
      move = moves[Math.floor(random() * moves.length)];
      depths.sparringMoves++;
    }
    record.push(game.formatMove(state, move).notation);
    game.search.makeMove(state, move);
  }
  const status = game.status(state);
  const played = { index: job.index, plies: record.length, engineFirst: side === 0, ...depths, moves: record };
  if (!status.over || status.winner === null) return { points: 0.5, reason: status.reason ?? 'too long', ...played };
  return { points: game.info.colours.indexOf(status.winner) === side ? 1 : 0, reason: status.reason ?? '', ...played };
}
