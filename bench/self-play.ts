// What bench/stability.ts and bench/node-match.ts share: the game families, seeded openings as
// move records, and a build's player on a node budget, this checkout's or a commit's
// (bench/baseline-build.ts), so that either build plays the same openings and the same limits.
import { analyse } from '../src/analysis/analyse.js';
import { amazons } from '../src/games/amazons/index.js';
import { pylos } from '../src/games/pylos/index.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import type { GameDefinition, Position, PositionInput } from '../src/games/types.js';
import type { CommitGames } from './baseline-engine.js';
import { playRandomly } from './random-play.js';

export interface Family {
  game: GameDefinition<unknown, PositionInput, PositionInput & Position>;
  start: object;
  openingPlies: number;
  /** The middle game: plies whose score counts, while no score is proven or decided. */
  fromPly: number;
  toPly: number;
  /**
   * Nodes a move. Amazons: 40,000, what 7908e0b searched in 1000 ms (a 40,000-node search of
   * today's replays the recorded scores of issue 24's lost games exactly); Pylos: a depth like the
   * 1000 ms searches' (9-10) at a cost the shared machine affords for two builds.
   */
  nodes: number;
  unit: string;
}

export const FAMILIES: Record<string, Family> = {
  amazons: { game: amazons as unknown as Family['game'], start: {}, openingPlies: 2, fromPly: 10, toPly: 60, nodes: 40_000, unit: 'squares' },
  pylos: { game: pylos as unknown as Family['game'], start: { rules: 'standard' }, openingPlies: 4, fromPly: 4, toPly: Infinity, nodes: 200_000, unit: 'spheres' },
};

/** A build's answer for a move record: its move's notation and its score, from the mover's side. */
export type Player = (family: Family, moves: string[]) => { notation: string; value: number };

/** A build's player: this checkout's modules or those a commit compiled. */
export function playerOf(commit: CommitGames): Player {
  return (family, moves) => {
    const game = commit.games.get(family.game.info.id);
    const read = commit.replay(game, { ...family.start, moves });
    if (!read.valid) throw new Error(`the build rejects the position: ${read.reason}`);
    const answer = commit.analyse(game, read.state, { nodes: family.nodes, timeMs: Infinity });
    return { notation: answer.move.notation, value: answer.score.value };
  };
}

/** This checkout's player for the families named. */
export function ourPlayer(names: string[]): Player {
  return playerOf({ replay, analyse, games: new Map(names.map((name) => [FAMILIES[name].game.info.id, FAMILIES[name].game])) });
}

/** The game as replayed from a move record: its state, or an error for a record no build should produce. */
export function positionOf(family: Family, moves: string[]): unknown {
  const read = replay(family.game, { ...family.start, moves });
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

/** `games` openings of the family's random plies from `seed`, as move records. */
export function openings(family: Family, games: number, seed: number): string[][] {
  const random = seededRandom(seed);
  return Array.from({ length: games }, () => {
    const played = playRandomly(family.game, positionOf(family, []), random, family.openingPlies);
    const state = positionOf(family, []);
    return played.map((move) => {
      const notation = family.game.formatMove(state, move).notation;
      family.game.search.makeMove(state, move);
      return notation;
    });
  });
}

/** The value of `--name=value` on the command line. */
export function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The families `--game=ID` names (repeatable), or all of them. */
export function chosenFamilies(): string[] {
  const chosen = process.argv.filter((a) => a.startsWith('--game=')).map((a) => a.slice('--game='.length));
  return chosen.length > 0 ? chosen : Object.keys(FAMILIES);
}
