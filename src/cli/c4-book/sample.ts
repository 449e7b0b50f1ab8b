// Times the generation on a sample before committing hours to it: runs of consecutive positions
// (siblings, as a worker meets them) from places spread over the walk, each solved twice, with the
// table kept across the run and emptied before each position, the order alternating between runs.
import { connect4Kernel } from '../../games/connect4/kernel.js';
import { bookPositions } from '../../games/connect4/book/positions.js';
import { duration } from '../../referee/progress-bar.js';
import { weakValue } from './weak-value.js';

const RUN_LENGTH = 10;

function timeRun(moves: readonly string[], keepTable: boolean): { ms: number; values: number[] } {
  connect4Kernel().newSearch();
  const started = performance.now();
  const values = moves.map((m) => weakValue(m, keepTable));
  return { ms: performance.now() - started, values };
}

export function timeSample(runs: number): void {
  const positions = bookPositions();
  connect4Kernel();
  const ms = { kept: 0, fresh: 0 };
  const stride = Math.floor(positions.length / runs);
  for (let r = 0; r < runs; r++) {
    const moves = positions.slice(r * stride, r * stride + RUN_LENGTH).map((p) => p.moves);
    const order = r % 2 === 0 ? [true, false] : [false, true];
    const timed = order.map((keep) => ({ keep, ...timeRun(moves, keep) }));
    if (timed[0].values.join() !== timed[1].values.join()) throw new Error(`values differ on run ${r}`);
    for (const { keep, ms: t } of timed) ms[keep ? 'kept' : 'fresh'] += t;
    console.log(`run ${r + 1}/${runs} from position ${r * stride}: kept ${(timed.find((t) => t.keep)!.ms / 1000).toFixed(1)} s, emptied ${(timed.find((t) => !t.keep)!.ms / 1000).toFixed(1)} s`);
  }
  const n = runs * RUN_LENGTH;
  for (const mode of ['kept', 'fresh'] as const) {
    const mean = ms[mode] / n;
    console.log(`table ${mode === 'kept' ? 'kept' : 'emptied'}: ${(mean / 1000).toFixed(3)} s a position; ${positions.length} positions: ${duration(mean * positions.length)} of one core, ${duration((mean * positions.length) / 2)} on two`);
  }
}
