import { describe, expect, it } from 'vitest';
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
    // 0xffff more searches bring the 16-bit stamp back to the value it was stored with.
    for (let i = 0; i < 0xffff; i++) tt.newSearch();
    expect(tt.probe(5, 77)).toBe(false);
  });
});
