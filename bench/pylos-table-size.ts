// `npm run bench pylos-table-size`: what a Pylos endgame table of every position with at most N
// spheres in the two reserves would cost (issue 47): its positions (counted exactly, an upper bound:
// bench/pylos-positions.ts), its bytes, and the work of one retrograde pass over it in node
// equivalents of the WebAssembly kernel. A pass visits every position and each of its successors
// once (generate, make, look up, unmake: about one search node each), so its CPU time is positions x
// successors / the kernel's nodes per CPU second, measured here on node-budget searches. Successors
// that leave the table (removals give spheres back) are counted apart: their values must come
// from a search, not from the table; a table closed under moves is the whole game (the last row).
// The kernel's speed is measured here by CPU time, which a loaded machine lowers; the core-hours
// are also given at the budgets' rate, the nodes an idle core searches in 1000 ms.
import { analyse } from '../src/analysis/analyse.js';
import { pylos } from '../src/games/pylos/index.js';
import { RULE_SETS, SPOTS, type RuleSet } from '../src/games/pylos/geometry.js';
import { MAX_MOVES, type PylosState } from '../src/games/pylos/rules.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import { emptySets, positionsWithReserves } from './pylos-positions.js';
import { playRandomly } from './random-play.js';
import { FAMILIES } from './strength-games.js';

const SAMPLE_GAMES = 2000;
const SPEED_SEEDS = [1, 2, 3, 4];
const SPEED_PLIES = [8, 16, 24, 32];
/** Sizes a table might have: two bits (win, loss, draw) or a byte (with the distance to the end). */
const BITS = [2, 8];
/** Rotations and reflections of the square pyramid, and the colours swapped with the side to move. */
const SYMMETRY = 16;

function start(rules: RuleSet): PylosState {
  const read = replay(pylos, { rules, moves: [] });
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

const spheresLeft = (state: PylosState): number => state.reserve(0) + state.reserve(1);

interface Successors {
  positions: number;
  moves: number;
  /** Moves by the change in the spheres left: index 0 for one fewer, up to 3 for two more. */
  byChange: number[];
}

/** Over the positions of seeded random games, each reserve count's successors (the search's merged moves). */
function successors(rules: RuleSet): Successors[] {
  const rows = Array.from({ length: SPOTS + 1 }, (): Successors => ({ positions: 0, moves: 0, byChange: [0, 0, 0, 0] }));
  const buffer = new Int32Array(MAX_MOVES);
  for (let seed = 0; seed < SAMPLE_GAMES; seed++) {
    const played = playRandomly(pylos, start(rules), seededRandom(seed), Infinity);
    const state = start(rules);
    for (const move of played) {
      const left = spheresLeft(state);
      const row = rows[left];
      const count = pylos.search.generateSearchMoves!(state, buffer);
      row.positions++;
      row.moves += count;
      for (let i = 0; i < count; i++) {
        state.play(buffer[i]);
        row.byChange[spheresLeft(state) - left + 1]++;
        state.undo(buffer[i]);
      }
      state.play(move);
    }
  }
  return rows;
}

/** The kernel's nodes per CPU second on node-budget searches of seeded random positions. */
function kernelSpeed(rules: RuleSet): number {
  let nodes = 0;
  let cpuMs = 0;
  for (const seed of SPEED_SEEDS) {
    for (const plies of SPEED_PLIES) {
      const state = start(rules);
      playRandomly(pylos, state, seededRandom(seed), plies);
      const cpu = process.cpuUsage();
      const answer = analyse(pylos, state, { nodes: FAMILIES[`pylos-${rules}`].engineNodes, timeMs: Infinity });
      const used = process.cpuUsage(cpu);
      nodes += answer.stats.nodes;
      cpuMs += (used.user + used.system) / 1000;
    }
  }
  return (nodes * 1000) / cpuMs;
}

const count = (n: number): string => (n >= 1e6 ? n.toExponential(2) : Math.round(n).toLocaleString('en'));
const bytes = (positions: number, bits: number): string => {
  const b = (positions * bits) / 8;
  return b >= 1e9 ? `${(b / 1e9).toFixed(1)} GB` : `${(b / 1e6).toFixed(0)} MB`;
};

export async function run(): Promise<void> {
  const sets = emptySets(30);
  const positions = sets.map((n, left) => positionsWithReserves(left, n));
  const whole = positions.reduce((a, b) => a + b, 0);
  console.log(`every position (board, side to move with a sphere), 0-30 spheres left: ${count(whole)}; ${BITS.map((b) => `${bytes(whole, b)} at ${b} bits`).join(', ')}`);
  for (const rules of RULE_SETS) {
    const nps = kernelSpeed(rules);
    const idle = FAMILIES[`pylos-${rules}`].engineNodes;
    const rows = successors(rules);
    console.log(`\n${rules} rules: kernel ${Math.round(nps).toLocaleString('en')} nodes per CPU second here (${idle.toLocaleString('en')}-node searches, ${SPEED_SEEDS.length * SPEED_PLIES.length} positions); idle core ${idle.toLocaleString('en')}`);
    console.log('successors: mean search moves of the positions of that count in random games, and their shares by the change in spheres left; leaving: successor moves out of the table (removals)');
    console.log('left  empty-spot sets  positions  table <= left: positions  2 bits  8 bits  /16 at 2 bits | sampled  successors  -1 / 0 / +1 / +2 spheres  leaving | core-hours a pass, here / idle');
    let total = 0;
    let work = 0;
    for (let left = 1; left <= SPOTS; left++) {
      total += positions[left];
      const { positions: sampled, moves, byChange } = rows[left];
      const mean = sampled === 0 ? 0 : moves / sampled;
      work += positions[left] * mean;
      // Leaving the table of this size: moves that give back more spheres than this count leaves room for (none at the top count's own +0).
      const leaving = rows.slice(1, left + 1).reduce((sum, row, i) => sum + positions[i + 1] * (row.positions === 0 ? 0 : row.byChange.slice(left - i + 1).reduce((a, b) => a + b, 0) / row.positions), 0);
      const shares = byChange.map((n) => (moves === 0 ? '-' : (n / moves).toFixed(2))).join(' / ');
      console.log(
        `${String(left).padStart(4)} ${String(sets[left]).padStart(16)} ${count(positions[left]).padStart(10)} ${count(total).padStart(25)} ${bytes(total, 2).padStart(7)} ${bytes(total, 8).padStart(7)} ${bytes(total / SYMMETRY, 2).padStart(14)} | ${String(sampled).padStart(7)} ${mean.toFixed(1).padStart(11)}  ${shares.padStart(24)} | ${count(leaving).padStart(8)} | ${(work / nps / 3600).toFixed(1).padStart(8)} / ${(work / idle / 3600).toFixed(1)}`,
      );
    }
  }
}
