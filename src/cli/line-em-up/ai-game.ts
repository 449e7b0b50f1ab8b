import { resolveSearch } from '../../analysis/search-options.js';
import { lineEmUp } from '../../games/line-em-up/index.js';
import type { LineState } from '../../games/line-em-up/rules.js';
import type { LineMove, LineResolved } from '../../games/line-em-up/schema.js';
import type { Agent } from '../../match/agent.js';
import { EngineAgent, searchBudget } from '../../match/engine-agent.js';
import { playMatch, type MatchResult } from '../../match/match.js';
import { PoolEngineAgent } from '../../referee/pool-engine-agent.js';
import { registeredGames } from '../../workers/registered-games.js';
import { SearchPool } from '../../workers/search-pool.js';
import { startPosition, type GameConfig, type PlayerConfig } from './config.js';
import type { Seats } from './report.js';

type LineAgent = Agent<LineState, LineMove, LineResolved>;

/**
 * Where the AI players search: in this process, one game at a time (the seed's conditions), or on
 * a pool of worker threads so that several games are played at once (`--jobs N`).
 */
export interface Engines {
  agent(player: PlayerConfig, index: 1 | 2): LineAgent;
  /** Milliseconds of a move's limit the referee keeps back, so that both kinds search as long. */
  marginMs(limitMs: number): number;
  close(): Promise<void>;
}

function searchOf(player: PlayerConfig) {
  return { algorithm: player.algorithm, depth: player.depth, evaluation: player.heuristic };
}

/** The engine searching in this process: games run one after another. */
export const IN_PROCESS: Engines = {
  agent: (player, index) => new EngineAgent(`player ${index}`, searchOf(player)),
  // EngineAgent keeps its own margin (searchBudget) from the full limit.
  marginMs: () => 0,
  close: async () => {},
};

/**
 * The engine on `jobs` worker threads, one search a game at a time, for `jobs` games at once.
 * Every worker first searches one ply from `warmUpOn`: starting a thread and loading the engine
 * takes up to seconds, which would otherwise be charged to a game's first move.
 */
export async function pooledEngines(jobs: number, warmUpOn: LineState): Promise<Engines> {
  const pool = new SearchPool({ workers: jobs, maxQueue: jobs, worker: registeredGames.worker });
  const request = { game: lineEmUp.info.id, start: lineEmUp.describe(warmUpOn), moves: new Int32Array(0), search: resolveSearch(lineEmUp.info, { depth: 1 }) };
  await Promise.all(Array.from({ length: jobs }, () => pool.run(request, new AbortController().signal)));
  return {
    agent: (player, index) => new PoolEngineAgent(`player ${index}`, searchOf(player), pool),
    marginMs: (limitMs) => limitMs - searchBudget(limitMs),
    close: () => pool.close(),
  };
}

/** One game of a series: its number, who sits where, and the board it starts from. */
export interface ScheduledGame {
  game: number;
  seats: Seats;
  start: LineState;
}

/**
 * The 2 x r games of a series, each player white in r of them. Random blocs are drawn anew for
 * each pair of games (seed, seed + 1, ...), and both games of a pair use the same cells, so each
 * player gets each board with each colour.
 */
export function seriesGames(config: GameConfig, r: number): ScheduledGame[] {
  const games: ScheduledGame[] = [];
  for (let pair = 0; pair < r; pair++) {
    const blocs = Array.isArray(config.blocs) ? config.blocs : { ...config.blocs, seed: config.blocs.seed + pair };
    const start = startPosition({ ...config, blocs });
    const seatings: Seats[] = [[1, 2], [2, 1]];
    for (const seats of seatings) games.push({ game: games.length, seats, start });
  }
  return games;
}

/** One AI-against-AI game of a configuration: seats[0] plays white. */
export function playAiGame(config: GameConfig, seats: Seats, start: LineState, engines: Engines): Promise<MatchResult<LineState>> {
  const limitMs = config.t * 1000;
  return playMatch({
    game: lineEmUp,
    start: lineEmUp.clone(start),
    agents: [engines.agent(config.players[seats[0] - 1], seats[0]), engines.agent(config.players[seats[1] - 1], seats[1])],
    timeLimitMs: limitMs,
    marginMs: engines.marginMs(limitMs),
  });
}
