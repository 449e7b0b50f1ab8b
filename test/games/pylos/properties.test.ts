import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPOT_NAMES } from '../../../src/games/pylos/geometry.js';
import { pylos } from '../../../src/games/pylos/index.js';
import { MAX_MOVES, generateMoves, type PylosState } from '../../../src/games/pylos/rules.js';
import { moveSchema } from '../../../src/games/pylos/schema.js';
import { legalMoves } from '../../../src/games/replay.js';
import { readPosition } from '../../support/read-position.js';
import { game, load, playOut, randomGame } from './fixtures.js';

const games = fc.oneof(randomGame(80, 'advanced'), randomGame(80, 'standard'));

/** Every position of a game, from the start to its end. */
function positions(rules: 'advanced' | 'standard', played: number[]): PylosState[] {
  const s = load({ rules });
  const out = [s.clone()];
  for (const m of played) {
    game.makeMove(s, m);
    out.push(s.clone());
  }
  return out;
}

describe('Pylos properties', () => {
  it('the incremental hash is the hash of the position built from scratch', () => {
    fc.assert(
      fc.property(games, ({ rules, played }) => {
        for (const s of positions(rules, played)) {
          const rebuilt = load(pylos.describe(s));
          expect([game.hashLo(rebuilt), game.hashHi(rebuilt)]).toEqual([game.hashLo(s), game.hashHi(s)]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('every generated move is legal, reads back from its notation and object, and is listed once', () => {
    fc.assert(
      fc.property(games, ({ rules, played }) => {
        for (const s of positions(rules, played)) {
          const moves = legalMoves(pylos, s);
          expect(moves.length).toBeLessThanOrEqual(MAX_MOVES);
          expect(new Set(moves).size).toBe(moves.length);
          if (pylos.status(s).over) continue;
          expect(moves.length).toBeGreaterThan(0);
          for (const m of moves) {
            const { notation, ...fields } = moveSchema.parse(pylos.formatMove(s, m));
            expect(pylos.parseMove(s, notation)).toEqual({ ok: true, value: m });
            expect(pylos.parseMove(s, fields)).toEqual({ ok: true, value: m });
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the widest position known fits the move buffers', () => {
    // Found by simulated annealing over legal boards with white to move.
    const widest = load({ board: 'WBWWBBBWWBBWWWWWWW.WW.........', toMove: 'white' });
    const count = legalMoves(pylos, widest).length;
    expect(count).toBe(1241);
    expect(count).toBeLessThan(MAX_MOVES);
  });

  it('accepts exactly the generated moves among arbitrary written moves', () => {
    const spot = fc.constantFrom(...SPOT_NAMES);
    const written = fc
      .tuple(fc.option(spot, { nil: undefined }), spot, fc.array(spot, { maxLength: 2 }))
      .map(([from, to, remove]) => `${from ? `${from}-` : ''}${to}${remove.length ? ` x ${remove.join(' ')}` : ''}`);
    fc.assert(
      fc.property(games, fc.array(written, { minLength: 20, maxLength: 20 }), ({ rules, played }, attempts) => {
        const s = playOut(rules, played);
        if (pylos.status(s).over) return;
        const moves = new Set(legalMoves(pylos, s));
        const notations = new Set([...moves].map((m) => pylos.formatMove(s, m).notation));
        for (const text of [...attempts, ...notations]) {
          const r = pylos.parseMove(s, text);
          if (r.ok) expect(moves.has(r.value)).toBe(true);
          else expect(notations.has(text)).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the search\'s merged list keeps one move for every position the full list reaches', () => {
    const full = new Int32Array(MAX_MOVES);
    const merged = new Int32Array(MAX_MOVES);
    const result = (s: PylosState, m: number) => {
      game.makeMove(s, m);
      const key = `${game.hashLo(s)},${game.hashHi(s)}`;
      game.unmakeMove(s, m);
      return key;
    };
    fc.assert(
      fc.property(games, ({ rules, played }) => {
        for (const s of positions(rules, played)) {
          if (pylos.status(s).over) continue;
          const n = generateMoves(s, full, false);
          const k = generateMoves(s, merged, true);
          const all = new Set(Array.from(full.subarray(0, n)));
          const kept = Array.from(merged.subarray(0, k));
          for (const m of kept) expect(all.has(m)).toBe(true);
          const reached = new Set(kept.map((m) => result(s, m)));
          expect(reached.size).toBe(k);
          expect(new Set([...all].map((m) => result(s, m)))).toEqual(reached);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('a random game replayed through validate, as notation or as objects, ends in the same state', () => {
    fc.assert(
      fc.property(games, fc.boolean(), ({ rules, played }, asObjects) => {
        const s = load({ rules });
        const written: unknown[] = [];
        for (const m of played) {
          const object = pylos.formatMove(s, m);
          written.push(asObjects ? object : object.notation);
          game.makeMove(s, m);
        }
        const replayed = readPosition(pylos, { rules, moves: written });
        expect(replayed.valid).toBe(true);
        if (!replayed.valid) return;
        expect(pylos.key(replayed.state)).toBe(pylos.key(s));
        expect(pylos.status(replayed.state)).toEqual(pylos.status(s));
        expect(pylos.describe(replayed.state)).toEqual(pylos.describe(s));
      }),
      { numRuns: 60 },
    );
  });
});
