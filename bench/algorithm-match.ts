// `npm run bench -- algorithm-match [--game=amazons] [--time=MS] [--games=N] [--challenger=mcts] [--seed=N]`:
// two of this checkout's search algorithms against each other on the same wall-clock budget a
// move, in one process, one move at a time, so the machine's load falls on both alike. Seeded
// openings of the family's random plies (bench/self-play.ts), each played with both colours. It
// prints each game, the load average, and each side's work a move (nodes a second: for `mcts`,
// iterations a second), then the challenger's score and the Elo it implies.
import { loadavg } from 'node:os';
import { analyse } from '../src/analysis/analyse.js';
import type { Algorithm } from '../src/engine/limits.js';
import { describeTally, type Tally } from './elo.js';
import { FAMILIES, openings, option, positionOf, type Family } from './self-play.js';

const DEFAULT_SEED = 2727;

interface Side {
  algorithm: Algorithm;
  /** Nodes a second and deepest ply of each move searched. */
  rates: number[];
  depths: number[];
}

/** Plays one game; the index (0 first, 1 second) of the winner, or null for a draw. */
function play(family: Family, opening: string[], sides: [Side, Side], timeMs: number): number | null {
  const moves = [...opening];
  for (;;) {
    const state = positionOf(family, moves);
    const status = family.game.status(state);
    if (status.over) return status.winner === null ? null : family.game.info.colours.indexOf(status.winner);
    const side = sides[moves.length & 1];
    const answer = analyse(family.game, state, { algorithm: side.algorithm, timeMs });
    side.rates.push(answer.stats.nps);
    side.depths.push(answer.stats.depth);
    moves.push(answer.move.notation);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
}

function work(side: Side): string {
  const rates = side.rates;
  return `${side.algorithm}: median ${median(rates).toLocaleString('en')} a second (${Math.min(...rates).toLocaleString('en')} .. ${Math.max(...rates).toLocaleString('en')}), median depth ${median(side.depths)}, over ${rates.length} moves`;
}

export async function run(): Promise<void> {
  const family = FAMILIES[option('game') ?? 'amazons'];
  const timeMs = Number(option('time') ?? 1000);
  const games = Number(option('games') ?? 20);
  const seed = Number(option('seed') ?? DEFAULT_SEED);
  const challenger: Side = { algorithm: (option('challenger') ?? 'mcts') as Algorithm, rates: [], depths: [] };
  const incumbent: Side = { algorithm: 'iterative', rates: [], depths: [] };
  console.log(
    `${family.game.info.id}: ${challenger.algorithm} against ${incumbent.algorithm} at ${timeMs} ms a move, ${games} games from seeded openings (seed ${seed}) of ${family.openingPlies} random plies, each with both colours; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  );
  const tally: Tally = { wins: 0, draws: 0, losses: 0 };
  for (const [i, opening] of openings(family, Math.ceil(games / 2), seed).entries()) {
    for (const first of [0, 1]) {
      if (2 * i + first >= games) break;
      const winner = play(family, opening, first === 0 ? [challenger, incumbent] : [incumbent, challenger], timeMs);
      if (winner === null) tally.draws++;
      else if (winner === first) tally.wins++;
      else tally.losses++;
      const result = winner === null ? 'draw' : `${winner === first ? challenger.algorithm : incumbent.algorithm} wins`;
      console.log(`  game ${2 * i + first + 1} (opening ${opening.join(' ')}, ${challenger.algorithm} ${first === 0 ? 'first' : 'second'}): ${result}; ${describeTally(tally)}; load ${loadavg()[0].toFixed(1)}`);
    }
  }
  console.log(`  ${challenger.algorithm} against ${incumbent.algorithm}: ${describeTally(tally)}`);
  console.log(`  work a move: ${work(challenger)}; ${work(incumbent)}`);
}
