// Another commit's engine, compiled by bench/baseline-build.ts, played in process. Only what has
// stayed the same across the project's history is used: `replay(game, position)` in
// games/replay.js, `analyse(game, state, search)` in analysis/analyse.js, and each game's
// definition exported by games/<id>/index.js. Positions go in as the contract's move records and
// the answer comes back as notation, so the two commits share no object.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A search's limits as every commit's `analyse` reads them: the clock, or nodes or a depth with no clock. */
export interface BaselineSearch {
  timeMs: number;
  nodes?: number;
  depth?: number;
}

export interface BaselineEngine {
  /** The commit's move, as notation, in the position the move record reaches. */
  move(gameId: string, position: object, search: BaselineSearch): string;
}

/** The parts of a commit's compiled modules the match uses. */
interface CommitModules {
  replay(game: unknown, position: object): { valid: boolean; state: unknown; reason?: string };
  analyse(game: unknown, state: unknown, search: BaselineSearch): { move: { notation: string }; score: { value: number }; stats: { nodes: number } };
}

function isGame(value: unknown, id: string): boolean {
  return typeof value === 'object' && value !== null && 'info' in value && typeof value.info === 'object' && value.info !== null && 'id' in value.info && value.info.id === id;
}

async function load(dist: string, path: string): Promise<Record<string, unknown>> {
  return import(pathToFileURL(join(dist, path)).href);
}

/** A commit's replay and analyse, and its definitions of the games asked for, by id. */
export interface CommitGames extends CommitModules {
  games: Map<string, unknown>;
}

export async function loadCommitGames(dist: string, gameIds: string[]): Promise<CommitGames> {
  // Compiled JavaScript carries no types: these are the ones the project's history has kept.
  const replay = (await load(dist, 'games/replay.js')).replay as CommitModules['replay'];
  // As above.
  const analyse = (await load(dist, 'analysis/analyse.js')).analyse as CommitModules['analyse'];
  const games = new Map<string, unknown>();
  for (const id of gameIds) {
    const definition = Object.values(await load(dist, `games/${id}/index.js`)).find((value) => isGame(value, id));
    if (!definition) throw new Error(`the baseline has no game ${id}`);
    games.set(id, definition);
  }
  return { replay, analyse, games };
}

export async function loadBaseline(dist: string, gameIds: string[]): Promise<BaselineEngine> {
  const { replay, analyse, games } = await loadCommitGames(dist, gameIds);
  return {
    move(gameId, position, search) {
      const game = games.get(gameId);
      const read = replay(game, position);
      if (!read.valid) throw new Error(`the baseline rejects the position: ${read.reason}`);
      return analyse(game, read.state, search).move.notation;
    },
  };
}
