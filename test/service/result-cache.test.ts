import { describe, expect, it } from 'vitest';
import { analyseResolved, type BestMove } from '../../src/analysis/analyse.js';
import { resolveSearch } from '../../src/analysis/search-options.js';
import { connect4 } from '../../src/games/connect4/index.js';
import { pylos } from '../../src/games/pylos/index.js';
import { seededRandom } from '../../src/games/random.js';
import { replay } from '../../src/games/replay.js';
import { ResultCache } from '../../src/service/result-cache.js';
import { playRandomly } from '../../bench/random-play.js';
import { cachedAnswerSchemas } from '../../src/service/cached-answer.js';

const anyAnswer = cachedAnswerSchemas(connect4.moveSchema).bestMove;
const depth2 = resolveSearch(connect4.info, { depth: 2 });

function connect4State(moves: string) {
  const read = replay(connect4, { moves });
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

describe('the result cache', () => {
  it('keys a position by a 128-bit hash, however long the history its rules read', () => {
    const cache = new ResultCache(1 << 20);
    const start = replay(pylos, {});
    if (!start.valid) throw new Error(start.reason);
    playRandomly(pylos, start.state, seededRandom(7), 60);
    expect(pylos.key(start.state).length).toBeGreaterThan(200);
    expect(cache.key(pylos, start.state, resolveSearch(pylos.info, { depth: 2 }))).toMatch(/^[0-9a-f]{32}$/);

    const a = cache.key(connect4, connect4State('4453'), depth2);
    expect(cache.key(connect4, connect4State('4453'), depth2)).toBe(a);
    // The same position by another move order (a transposition) is the same entry.
    expect(cache.key(connect4, connect4State('4354'), depth2)).toBe(a);
    expect(cache.key(connect4, connect4State('4454'), depth2)).not.toBe(a);
    expect(cache.key(connect4, connect4State('4453'), { ...depth2, depth: 3 })).not.toBe(a);
    // A store shared with instances of another contract version never hands their answers over.
    expect(new ResultCache(1 << 20, undefined, '1').key(connect4, connect4State('4453'), depth2)).not.toBe(a);
  });

  it('stays within CACHE_BYTES, dropping the least recently used', async () => {
    const result: BestMove = analyseResolved(connect4, connect4State('44'), depth2);
    const cache = new ResultCache(20_000);
    for (let i = 0; i < 500; i++) expect(cache.offer(`k${i}`, { ...result })).toBe(true);
    expect(cache.bytes).toBeLessThanOrEqual(20_000);
    expect(cache.entries).toBeGreaterThan(5);
    expect(cache.entries).toBeLessThan(500);
    expect(await cache.get('k499', anyAnswer)).toBeDefined();
    expect(await cache.get('k0', anyAnswer)).toBeUndefined();
  });
});
