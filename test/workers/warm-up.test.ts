import { afterEach, describe, expect, it } from 'vitest';
import { resolveSearch } from '../../src/analysis/search-options.js';
import { connect4 } from '../../src/games/connect4/index.js';
import { registry } from '../../src/games/index.js';
import { replay } from '../../src/games/replay.js';
import { compiledGames } from '../support/compiled-games.js';
import { SearchPool } from '../../src/workers/search-pool.js';
import { searchTaskRunner } from '../../src/workers/search-runner.js';
import { wallClock, type SearchTask } from '../../src/workers/search-task.js';

/** A search of a game's start, as the pool sends it, limited by nodes so that it runs the same on any machine. */
function firstTask(id: string): SearchTask {
  return registry.find(id)!.use((game) => {
    const read = replay(game, game.positionSchema.parse({}));
    if (!read.valid) throw new Error(read.reason);
    const search = { ...resolveSearch(game.info, { nodes: 2_000 }), book: false };
    return { game: id, start: read.start, moves: read.moves, search, cancel: new Int32Array(new SharedArrayBuffer(4)), submittedAt: wallClock() };
  });
}

const { Module, Instance } = WebAssembly;
const made = { modules: 0, instances: 0 };

/** WebAssembly's constructors, counting what they make. */
function countKernels(): void {
  WebAssembly.Module = class extends Module {
    constructor(...args: ConstructorParameters<typeof Module>) {
      super(...args);
      made.modules++;
    }
  };
  WebAssembly.Instance = class extends Instance {
    constructor(...args: ConstructorParameters<typeof Instance>) {
      super(...args);
      made.instances++;
    }
  };
}

afterEach(() => {
  WebAssembly.Module = Module;
  WebAssembly.Instance = Instance;
});

describe("a search worker's warm-up", () => {
  it('makes every kernel before the first task, so that no search compiles or instantiates one', () => {
    countKernels();
    // What a worker module runs as it loads (workers/registered-games.ts), before the pool hands it a task.
    const run = searchTaskRunner(registry);
    const kernels = registry.games.flatMap((game) => game.use((definition) => definition.kernels));
    expect(kernels.length).toBe(3);
    expect(made).toEqual({ modules: kernels.length, instances: kernels.length });
    for (const id of ['pylos', 'amazons', 'connect4', 'line-em-up']) {
      const outcome = run(firstTask(id));
      expect(outcome?.result.stats.nodes, id).toBeGreaterThan(0);
    }
    expect(made).toEqual({ modules: kernels.length, instances: kernels.length });
  });
});

describe("a fresh pool's first search", () => {
  let pool: SearchPool | undefined;
  afterEach(() => pool?.close());

  it('starts its clock only once the worker has prepared its games, so the warm-up spends none of it', async () => {
    pool = new SearchPool({ workers: 1, maxQueue: 1, worker: compiledGames.worker });
    // Loading a worker's modules and warming four games takes far longer than this clock.
    const request = { ...firstTask('connect4'), search: { ...resolveSearch(connect4.info, { timeMs: 300 }), book: false } };
    const outcome = await pool.run(request, new AbortController().signal);
    expect(outcome?.result.stats.stopReason).toBe('time');
    // Depth 8 from the empty board takes a few milliseconds; a clock spent on the warm-up reaches depth 1 or 2.
    expect(outcome?.result.stats.depth).toBeGreaterThanOrEqual(8);
    expect(outcome?.queuedMs).toBeGreaterThan(0);
  });
});
