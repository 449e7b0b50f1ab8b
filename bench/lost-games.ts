// The games our engine lost to outside bots, as test/data/pylos and test/data/amazons keep them
// (their SOURCE.md): one fenced line a game (a Pylos move with removals quoted whole), with our
// recorded scores. Benches and tests replay them, and the strength match can start from the
// Pylos openings, the positions our engine has already lost from. Paths are the project root's,
// as the benches run from it (compiled or not) and so do the tests.
import { readFileSync } from 'node:fs';

/** The files in the order bench/pylos-lost-games.ts numbers their games. */
export const PYLOS_LOST_FILES = ['lost-games.md', 'lost-games-2.md', 'sparring-game-39.md', 'lost-games-3.md'] as const;

/** The move lists of one file of test/data/pylos. */
export function pylosLostGames(file: (typeof PYLOS_LOST_FILES)[number]): string[][] {
  const text = readFileSync(`test/data/pylos/${file}`, 'utf8');
  return [...text.matchAll(/```\n(.*)\n```/g)].map(([, line]) => line.match(/"[^"]*"|\S+/g)!.map((token) => token.replace(/"/g, '')));
}

/** Every lost game's first `plies` moves, each opening once, in the files' order. */
export function pylosLostOpenings(plies: number): string[][] {
  const openings = new Map<string, string[]>();
  for (const file of PYLOS_LOST_FILES) for (const moves of pylosLostGames(file)) openings.set(moves.slice(0, plies).join(' '), moves.slice(0, plies));
  return [...openings.values()];
}

/** An Amazons game our engine lost, as the shared data records it. */
export interface AmazonsLostGame {
  moves: string[];
  /** Our recorded score (from our side, hundredths of a square) by ply. */
  scores: Map<number, number>;
}

/** The Amazons games of a lost-games file under test/data/amazons, in its order. */
export function amazonsLostGames(file: string): AmazonsLostGame[] {
  return readFileSync(`test/data/amazons/${file}`, 'utf8')
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const moves = /```\n([^`]+)\n```/.exec(section)![1].trim().split(/\s+/);
      const scores = new Map([...section.matchAll(/ply (\d+): ([+-]?\d+)/g)].map((m) => [Number(m[1]), Number(m[2])] as [number, number]));
      return { moves, scores };
    });
}
