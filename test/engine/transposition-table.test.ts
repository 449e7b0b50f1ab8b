import { describe, expect, it } from 'vitest';
import { MAX_PLY, WIN } from '../../src/core/score.js';
import { Bound, TranspositionTable } from '../../src/engine/transposition-table.js';

describe('the transposition table', () => {
  it('gives back what was stored under the whole key', () => {
    const tt = new TranspositionTable(4);
    tt.newSearch();
    expect(tt.probe(5, 77)).toBe(false);
    tt.store(5, 77, 3, -120, 6, Bound.Lower);
    expect(tt.probe(5, 77)).toBe(true);
    expect({ move: tt.move, score: tt.score, depth: tt.depth, bound: tt.bound }).toEqual({ move: 3, score: -120, depth: 6, bound: Bound.Lower });
    // Same slot (the low bits), another key.
    expect(tt.probe(5 + 16, 77)).toBe(false);
    expect(tt.probe(5, 78)).toBe(false);
  });

  it('keeps the deeper result for a position within a search, and any other position replaces it', () => {
    const tt = new TranspositionTable(4);
    tt.newSearch();
    tt.store(5, 77, 3, 10, 6, Bound.Exact);
    tt.store(5, 77, 4, 20, 2, Bound.Exact);
    expect(tt.probe(5, 77) && tt.move).toBe(3);
    tt.store(21, 77, 9, 30, 1, Bound.Upper);
    expect(tt.probe(5, 77)).toBe(false);
    expect(tt.probe(21, 77) && tt.move).toBe(9);
  });

  it('starts every search empty, also when the generation stamp wraps around', () => {
    const tt = new TranspositionTable(4);
    tt.newSearch();
    tt.store(5, 77, 3, 10, 6, Bound.Exact);
    tt.newSearch();
    expect(tt.probe(5, 77)).toBe(false);
    tt.store(5, 77, 4, 20, 1, Bound.Exact);
    expect(tt.probe(5, 77) && tt.move).toBe(4);
    // The stamp lives in the 4 slot bits: 15 more searches bring it back to the value it was stored with.
    for (let i = 0; i < 15; i++) tt.newSearch();
    expect(tt.probe(5, 77)).toBe(false);
  });

  it('compares the whole key and keeps proven scores whole', () => {
    const tt = new TranspositionTable(4);
    tt.newSearch();
    const win = WIN + MAX_PLY;
    tt.store(5, -1, 7, win, 127, Bound.Exact);
    tt.store(6, 0, 8, -win, 0, Bound.Upper);
    expect(tt.probe(5, -1) && [tt.move, tt.score, tt.depth, tt.bound]).toEqual([7, win, 127, Bound.Exact]);
    expect(tt.probe(6, 0) && [tt.move, tt.score, tt.depth, tt.bound]).toEqual([8, -win, 0, Bound.Upper]);
    // Keys that differ in any one bit above the slot's are other positions.
    for (let bit = 4; bit < 32; bit++) expect(tt.probe(5 ^ (1 << bit), -1)).toBe(false);
    for (let bit = 0; bit < 32; bit++) expect(tt.probe(5, -1 ^ (1 << bit))).toBe(false);
  });

  it('a table of one slot compares all 64 bits and starts every search empty', () => {
    const tt = new TranspositionTable(0);
    tt.newSearch();
    expect(tt.probe(0, 0)).toBe(false);
    tt.store(0, 0, 1, 0, 1, Bound.None);
    expect(tt.probe(0, 0) && tt.move).toBe(1);
    expect(tt.probe(1, 0)).toBe(false);
    tt.newSearch();
    expect(tt.probe(0, 0)).toBe(false);
  });
});
