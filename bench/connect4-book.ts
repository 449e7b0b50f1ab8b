// What an opening book of our own would cost (issue 11, point 5): the strong solve's time at plies
// 4-8 on seeded random positions, extrapolated to the earlier plies, times the number of positions
// a book needs so that the engine never leaves it before the solver takes over: its own moves are
// the book's, so only the opponent's branch (7 each).
import { CELLS } from '../src/games/connect4/bitboard.js';
import { connect4 } from '../src/games/connect4/index.js';
import { Connect4State } from '../src/games/connect4/rules.js';
import { solvePons } from '../src/games/connect4/solver.js';
import { seededRandom } from '../src/games/random.js';
import { ProgressBar } from '../src/referee/progress-bar.js';

/** Positions timed at each ply: fewer where each takes longer. */
const SAMPLES: Record<number, number> = { 4: 3, 5: 4, 6: 6, 7: 10, 8: 10 };
/** The book's last ply: from ply 9 on, the solve mostly finishes within the move's time. */
const BOOK_PLIES = 8;

function randomPosition(plies: number, random: () => number): Connect4State {
  for (;;) {
    const state = Connect4State.empty();
    while (state.stones < plies && !connect4.status(state).over) {
      const open = [0, 1, 2, 3, 4, 5, 6].filter((col) => !state.isFull(col));
      state.play(open[Math.floor(random() * open.length)]);
    }
    if (!connect4.status(state).over && state.stones === plies) return state;
  }
}

/**
 * Positions at `ply` of the book of the side to move there (red at even plies, yellow at odd):
 * its own moves are the book's, the opponent's all 7, so 7 per opponent move so far (an upper
 * bound: transpositions and full columns make fewer).
 */
function bookPositions(ply: number): number {
  return 7 ** Math.ceil(ply / 2);
}

export async function run(): Promise<void> {
  const random = seededRandom(0xb00c);
  const meanSeconds = new Map<number, number>();
  console.log('strong solve of seeded random positions, one thread, no book, an empty table each:');
  for (const [ply, count] of Object.entries(SAMPLES).map(([p, c]) => [Number(p), c])) {
    const bar = new ProgressBar(process.stderr, count, `ply ${ply}`);
    const seconds: number[] = [];
    let nodes = 0;
    for (let i = 0; i < count; i++) {
      const state = randomPosition(ply, random);
      const started = performance.now();
      nodes += solvePons(state, { nodes: Infinity }).stats.nodes;
      seconds.push((performance.now() - started) / 1000);
      bar.advance();
    }
    const mean = seconds.reduce((a, b) => a + b, 0) / count;
    meanSeconds.set(ply, mean);
    console.log(`  ply ${ply}: ${count} positions, mean ${mean.toFixed(2)} s, max ${Math.max(...seconds).toFixed(2)} s, mean ${Math.round(nodes / count).toLocaleString('en')} nodes`);
  }
  // Each ply earlier multiplies the time by the mean growth measured over plies 4-8.
  const growth = (meanSeconds.get(4)! / meanSeconds.get(8)!) ** (1 / 4);
  for (let ply = 3; ply >= 0; ply--) meanSeconds.set(ply, meanSeconds.get(ply + 1)! * growth);
  console.log(`growth per ply earlier: x${growth.toFixed(2)} (plies 0-3 extrapolated with it)`);
  let total = 0;
  let positions = 0;
  for (let ply = 0; ply <= BOOK_PLIES; ply++) {
    const n = bookPositions(ply);
    const hours = (n * meanSeconds.get(ply)!) / 3600;
    positions += n;
    total += hours;
    console.log(`  ply ${ply}: at most ${n.toLocaleString('en')} positions x ${meanSeconds.get(ply)!.toFixed(2)} s = ${hours.toFixed(2)} h`);
  }
  console.log(
    `book to ply ${BOOK_PLIES} for both colours: at most ${positions.toLocaleString('en')} positions, ${total.toFixed(1)} hours of one core (${(total / 2).toFixed(1)} on two); ${CELLS - BOOK_PLIES} plies left to the solver`,
  );
}
