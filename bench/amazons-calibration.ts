// `npm run bench -- amazons-calibration [--games=N] [--nodes=N] [--write=FILE]`: how far Amazons'
// evaluation, in squares, predicts the lead a game settles at. Self-play on node budgets from
// seeded random openings until nothing is contested any more; per band of w (how much is still
// contested), the least-squares slope of the settled lead on the evaluation of each position
// before it. A calibrated evaluation has slopes near 1: a value of +5 means about five squares
// ahead at the end, however open the board. `--write` keeps the games, as the test's data.
import { writeFileSync } from 'node:fs';
import { amazons } from '../src/games/amazons/index.js';
import { SCALE, settledLead, territory } from '../src/games/amazons/evaluate.js';
import { sums, W } from '../src/games/amazons/kernel.js';
import type { AmazonsState } from '../src/games/amazons/rules.js';
import { applyMove } from '../src/games/replay.js';
import { FAMILIES, openings, option, ourPlayer, positionOf } from './self-play.js';

/** A game played until nothing is contested, and the lead red settled at (negative: blue's). */
export interface SettledGame {
  moves: string[];
  lead: number;
}

/** Plies from which positions count: the openings are random and their first plies far from even. */
const FROM_PLY = 10;
const OPENING_SEED = 2525;
const DEFAULT_GAMES = 120;
const DEFAULT_NODES = 20_000;
/** Bands of w: the open game (60 at the start) down to nearly sealed. */
const BANDS: [number, number][] = [
  [0, 10],
  [10, 20],
  [20, 30],
  [30, 45],
  [45, Infinity],
];

export interface Band {
  from: number;
  to: number;
  positions: number;
  /** Least-squares slope, through zero, of the settled lead on the evaluation (both from the side to move's view). */
  slope: number;
  correlation: number;
}

/** The evaluation in squares and w of every counted position of the games, with the lead its side to move settled at. */
function samples(games: SettledGame[]): { value: number; w: number; lead: number }[] {
  return games.flatMap((game) => {
    const state = positionOf(FAMILIES.amazons, []) as AmazonsState;
    return game.moves.flatMap((notation, ply) => {
      const sample = ply >= FROM_PLY ? [{ value: territory.evaluate(state) / SCALE, w: sums[W], lead: state.toMove === 0 ? game.lead : -game.lead }] : [];
      play(state, notation);
      return sample;
    });
  });
}

/** Plays a move of a recorded game, which must be legal. */
function play(state: AmazonsState, notation: string): void {
  const applied = applyMove(amazons, state, notation);
  if (!applied.ok) throw new Error(`${notation}: ${applied.fault.reason}`);
}

/** A band as its w range, `45-` for the open end. */
export function bandName(band: Band): string {
  return `${band.from}-${band.to === Infinity ? '' : band.to}`;
}

/** The evaluation's calibration on these games, band by band. */
export function calibration(games: SettledGame[]): Band[] {
  const all = samples(games);
  return BANDS.map(([from, to]) => {
    const band = all.filter((s) => s.w >= from && s.w < to);
    const sum = (f: (s: (typeof band)[number]) => number) => band.reduce((total, s) => total + f(s), 0);
    const n = band.length;
    const [mx, my] = [sum((s) => s.value) / n, sum((s) => s.lead) / n];
    const cov = sum((s) => (s.value - mx) * (s.lead - my));
    const correlation = cov / Math.sqrt(sum((s) => (s.value - mx) ** 2) * sum((s) => (s.lead - my) ** 2));
    return { from, to, positions: n, slope: sum((s) => s.value * s.lead) / sum((s) => s.value ** 2), correlation };
  });
}

/** Self-play from the opening until the board settles; undefined for a game that ends first (a side shut in while contesting). */
function settle(moves: string[], nodes: number): SettledGame | undefined {
  const family = { ...FAMILIES.amazons, nodes };
  const player = ourPlayer(['amazons']);
  const state = positionOf(family, moves) as AmazonsState;
  const played = [...moves];
  for (;;) {
    const lead = settledLead(state);
    if (lead !== undefined) return { moves: played, lead: state.toMove === 0 ? lead : -lead };
    if (amazons.status(state).over) return undefined;
    const { notation } = player(family, played);
    play(state, notation);
    played.push(notation);
  }
}

export async function run(): Promise<void> {
  const count = Number(option('games') ?? DEFAULT_GAMES);
  const nodes = Number(option('nodes') ?? DEFAULT_NODES);
  const write = option('write');
  console.log(`amazons: self-play at ${nodes.toLocaleString('en')} nodes a move from ${count} seeded openings until nothing is contested`);
  const games: SettledGame[] = [];
  const started = Date.now();
  openings(FAMILIES.amazons, count, OPENING_SEED).forEach((opening, i) => {
    const game = settle(opening, nodes);
    if (game) games.push(game);
    if ((i + 1) % 10 === 0) console.log(`  ${i + 1}/${count} games, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });
  console.log(`${games.length} games settled (${count - games.length} ended first); the settled lead against the evaluation, plies ${FROM_PLY} on:`);
  console.log('  w        positions  slope  correlation');
  for (const band of calibration(games)) {
    console.log(`  ${bandName(band).padEnd(8)} ${String(band.positions).padStart(9)}  ${band.slope.toFixed(2).padStart(5)}  ${band.correlation.toFixed(2).padStart(11)}`);
  }
  if (write) {
    writeFileSync(write, games.map((game) => JSON.stringify(game)).join('\n') + '\n');
    console.log(`games written to ${write}`);
  }
}
