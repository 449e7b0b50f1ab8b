import { readFileSync } from 'node:fs';
import type { AmazonsState } from '../../../src/games/amazons/rules.js';
import { load } from './helpers.js';

/** A game our engine lost to an outside bot, as the shared data records it (test/data/amazons/SOURCE.md). */
export interface LostGame {
  moves: string[];
  /** Our recorded score (from our side, hundredths of a square) by ply. */
  scores: Map<number, number>;
}

/** The Amazons games of a lost-games file under test/data/amazons, in its order. */
export function readLostGames(file: string): LostGame[] {
  const text = readFileSync(new URL(`../../data/amazons/${file}`, import.meta.url), 'utf8');
  return text
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const moves = /```\n([^`]+)\n```/.exec(section)![1].trim().split(/\s+/);
      const scores = new Map([...section.matchAll(/ply (\d+): ([+-]?\d+)/g)].map((m) => [Number(m[1]), Number(m[2])] as [number, number]));
      return { moves, scores };
    });
}

/** The position before ply `ply` (counted from 0). */
export function before(game: LostGame, ply: number): AmazonsState {
  return load({ moves: game.moves.slice(0, ply) });
}
