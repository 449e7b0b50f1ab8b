import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Outcome } from '../../../src/core/outcome.js';
import { connect4 } from '../../../src/games/connect4/index.js';
import type { Connect4State } from '../../../src/games/connect4/rules.js';
import { legalMoves } from '../../../src/games/replay.js';
import { readPosition } from '../../support/read-position.js';

const game = connect4.search;

function load(position: unknown): Connect4State {
  const r = readPosition(connect4, position);
  if (!r.valid) throw new Error(r.reason);
  return r.state;
}

/** A random sequence of column choices, played while the game lasts. */
const randomGame = fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 42 }).map((choices) => {
  const s = load({});
  const played: number[] = [];
  for (const c of choices) {
    const moves = legalMoves(connect4, s);
    if (moves.length === 0) break;
    const m = moves[c % moves.length];
    game.makeMove(s, m);
    played.push(m);
  }
  return played;
});

describe('Connect 4 rules', () => {
  it('detects four in a row in every direction', () => {
    expect(connect4.status(load({ moves: '1212121' }))).toEqual({ over: true, winner: 'red', reason: 'four-in-a-row' });
    expect(connect4.status(load({ moves: '1122334' }))).toEqual({ over: true, winner: 'red', reason: 'four-in-a-row' });
    const diagonal = ['ryyr...', '.ryy...', '..ry...', '...r...', '.......', '.......'];
    expect(connect4.status(load({ board: diagonal, toMove: 'yellow' }))).toMatchObject({ winner: 'red' });
    const antiDiagonal = diagonal.map((row) => [...row].reverse().join(''));
    expect(connect4.status(load({ board: antiDiagonal, toMove: 'yellow' }))).toMatchObject({ winner: 'red' });
    expect(connect4.status(load({ moves: '112233' }))).toEqual({ over: false, winner: null, reason: null });
  });

  it('finds the draw on a full board', () => {
    const full = load({ board: ['ryryryr', 'ryryryr', 'yryryry', 'yryryry', 'ryryryr', 'ryryryr'], toMove: 'red' });
    expect(connect4.status(full)).toEqual({ over: true, winner: null, reason: 'board-full' });
    expect(legalMoves(connect4, full)).toEqual([]);
  });

  it('reads the course string, rows and move digits alike', () => {
    const a = load({ board: '.ryyrry,.rryry.,..y.r..,..y....,.......,.......', toMove: 'red' });
    const b = load({ board: ['.ryyrry', '.rryry.', '..y.r..', '..y....', '.......', '.......'], toMove: 'red' });
    expect(connect4.key(a)).toBe(connect4.key(b));
    expect(connect4.describe(load({ moves: '4453' }))).toEqual({
      board: ['..yrr..', '...y...', '.......', '.......', '.......', '.......'],
      toMove: 'red',
    });
    expect(connect4.key(load({ moves: ['4', { column: 3 }, '5', { column: 2, notation: '3' }] }))).toBe(
      connect4.key(load({ moves: '4453' })),
    );
  });

  it.each([
    [{ board: '.......,.......', toMove: 'red' }, ['board'], 'expected 6 rows, got 2'],
    [{ board: ['.......', '......', '.......', '.......', '.......', '.......'], toMove: 'red' }, ['board', 1], 'row 1 has 6 cells'],
    [{ board: 'x......,.......,.......,.......,.......,.......', toMove: 'red' }, ['board', 0], "character 'x'"],
    [{ board: '.......,r......,.......,.......,.......,.......', toMove: 'red' }, ['board', 1], 'floating'],
    [{ board: 'rrrry..,yyyy...,.......,.......,.......,.......', toMove: 'red' }, ['board'], 'both red and yellow'],
    [{ board: 'r......,.......,.......,.......,.......,.......' }, ['toMove'], 'toMove is required'],
    [{ moves: '1111111' }, ['moves', 6], 'column 1 is full'],
    [{ moves: '18' }, ['moves', 1], "'8' is not a column digit"],
    [{ moves: [{ column: 9 }] }, ['moves', 0], 'column must be an integer 0-6'],
    [{ moves: [{ column: 1, notation: '3' }] }, ['moves', 0], 'disagree'],
    [{ moves: '12121212' }, ['moves', 7], 'the game is already over (four-in-a-row)'],
  ])('rejects %j at %j with the reason', (position, path, reason) => {
    const r = readPosition(connect4, position);
    expect(r.valid).toBe(false);
    if (r.valid) return;
    expect(r.path).toEqual(path);
    expect(r.reason).toContain(reason);
  });

  it('allows unbalanced token counts, as the course does', () => {
    const s = load({ board: 'rrr....,.......,.......,.......,.......,.......', toMove: 'red' });
    expect(connect4.status(s).over).toBe(false);
    expect(legalMoves(connect4, s)).toHaveLength(7);
  });

  it('generates exactly the moves the rules accept, and equal positions hash alike', () => {
    fc.assert(
      fc.property(randomGame, (played) => {
        const s = load({ moves: played.map((m) => String(m + 1)) });
        const generated = legalMoves(connect4, s);
        const over = game.outcome(s) !== Outcome.Ongoing;
        for (let col = 0; col < 7; col++) {
          const accepted = !over && connect4.parseMove(s, String(col + 1)).ok;
          expect(generated.includes(col)).toBe(accepted);
        }
        const rebuilt = load(connect4.describe(s));
        expect([game.hashLo(rebuilt), game.hashHi(rebuilt)]).toEqual([game.hashLo(s), game.hashHi(s)]);
      }),
    );
  });

  it('a random game replayed through validate ends in the same state', () => {
    fc.assert(
      fc.property(randomGame, (played) => {
        const s = load({});
        for (const m of played) game.makeMove(s, m);
        const replayed = readPosition(connect4, { moves: played.map((m) => connect4.formatMove(s, m)) });
        expect(replayed.valid).toBe(true);
        if (replayed.valid) {
          expect(connect4.key(replayed.state)).toBe(connect4.key(s));
          expect(connect4.status(replayed.state)).toEqual(connect4.status(s));
        }
      }),
    );
  });
});
