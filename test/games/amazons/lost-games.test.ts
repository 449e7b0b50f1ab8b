import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { territory } from '../../../src/games/amazons/evaluate.js';
import { amazons } from '../../../src/games/amazons/index.js';
import { formatMove } from '../../../src/games/amazons/notation.js';
import { contestedQueen, defects, movesLeft, scanRegions } from '../../../src/games/amazons/regions.js';
import type { AmazonsState } from '../../../src/games/amazons/rules.js';
import { load } from './helpers.js';

/**
 * Issue 12's two Amazons games lost to an outside bot (test/data/amazons, see SOURCE.md), where
 * our score said we were well ahead long before the loss. Searches are node-limited, so every
 * machine gets the same answer; the limit is the one the issue's figures were re-measured with.
 */
const NODES = 40_000;
/** Issue 12's bar: no more than three squares for us where we were in fact losing. */
const THREE_SQUARES = 300;

interface LostGame {
  moves: string[];
  /** Our recorded score (from our side, hundredths of a square) by ply. */
  scores: Map<number, number>;
}

function readLostGames(): LostGame[] {
  const text = readFileSync(new URL('../../data/amazons/lost-games.md', import.meta.url), 'utf8');
  return text
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const moves = /```\n([^`]+)\n```/.exec(section)![1].trim().split(/\s+/);
      const scores = new Map([...section.matchAll(/ply (\d+): ([+-]?\d+)/g)].map((m) => [Number(m[1]), Number(m[2])] as [number, number]));
      return { moves, scores };
    });
}

const [first, second] = readLostGames();

/** A square's name (D6): the first two characters of a move that stays and shoots there. */
function squareName(sq: number): string {
  return formatMove(sq | (sq << 8) | (sq << 16)).notation.slice(0, 2);
}

/** The position before ply `ply` (counted from 0), with our side to move. */
function before(game: LostGame, ply: number): AmazonsState {
  return load({ moves: game.moves.slice(0, ply) });
}

describe("issue 12's lost Amazons games", () => {
  it('replay to the loss of the side that moved second (ours)', () => {
    for (const game of [first, second]) {
      const end = load({ moves: game.moves });
      expect(amazons.status(end)).toMatchObject({ over: true, winner: 'red' });
    }
  });

  it('no longer rate the first game at ply 61 above three squares for us (it was +17)', () => {
    expect(first.scores.get(61)).toBeGreaterThan(1700);
    const state = before(first, 61);
    const answer = analyse(amazons, state, { nodes: NODES });
    expect(answer.score.value).toBeLessThanOrEqual(THREE_SQUARES);
    // The cause: red's two walled-in queens were penalised as if still in danger of being shut in,
    // on top of the territory they no longer reach.
    expect(territory.evaluate(state)).toBeLessThanOrEqual(THREE_SQUARES);
  });

  it('no longer rate the second game at ply 49 above three squares for us (it was +11)', () => {
    expect(second.scores.get(49)).toBeGreaterThan(1000);
    const answer = analyse(amazons, before(second, 49), { nodes: NODES });
    expect(answer.score.value).toBeLessThanOrEqual(THREE_SQUARES);
  });

  it("see red's walled-in queen of the second game at ply 25 as out of the fight, not as a penalty", () => {
    // At ply 25 (+23.5 then) red's D6 has no empty neighbour: its region is its own. The position
    // was ours all the same (docs/amazons.md: played on from there, blue wins most games).
    const state = before(second, 25);
    scanRegions(state);
    const walledIn = Array.from(state.queens).filter((_, slot) => contestedQueen[slot] === 0);
    expect(walledIn.map(squareName)).toEqual(['D6']);
  });

  it('see the regions of the first game at ply 61 as they are', () => {
    // Read off the board by hand: red's H9 and C0 are walled in, its H4 holds 13 squares alone;
    // blue's D6 and C4 hold 10 alone and its J7 one (J8); only red's J1 and blue's I0 still fight,
    // over 7 squares in the corner.
    const state = before(first, 61);
    expect(scanRegions(state)).toBe(false);
    expect(Array.from(movesLeft)).toEqual([13, 11]);
    expect(Array.from(defects)).toEqual([0, 0]);
    const contested = Array.from(state.queens)
      .filter((_, slot) => contestedQueen[slot] === 1)
      .map(squareName);
    expect(contested.sort()).toEqual(['I0', 'J1']);
  });
});
