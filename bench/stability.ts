// `npm run bench -- stability [--baseline=COMMIT] [--games=N] [--game=ID]`: how much our score
// moves between one's own consecutive moves (issue 24 point 2). Self-play on node budgets from
// seeded random openings, so every run plays the same games; per game, the largest change of the
// mover's score from its previous move to this one in the middle game, for this checkout and,
// beside it, a baseline commit (default 7908e0b) playing its own games from the same openings.
import { analyse } from '../src/analysis/analyse.js';
import { amazons } from '../src/games/amazons/index.js';
import { pylos } from '../src/games/pylos/index.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import type { GameDefinition, Position, PositionInput } from '../src/games/types.js';
import { buildBaseline } from './baseline-build.js';
import { loadCommitGames, type CommitGames } from './baseline-engine.js';
import { playRandomly } from './random-play.js';

const OPENING_SEED = 2424;
const DEFAULT_GAMES = 6;
const DEFAULT_BASELINE = '7908e0b';
/**
 * Beyond any judged score: proofs (near 1,000,000) and Amazons' separated positions, decided by
 * the moves left (400,000 and more), end the middle game.
 */
const JUDGED = 100_000;

interface Family {
  game: GameDefinition<unknown, PositionInput, PositionInput & Position>;
  start: object;
  openingPlies: number;
  /** The middle game: plies whose score counts, while no score is proven or decided. */
  fromPly: number;
  toPly: number;
  /**
   * Nodes a move: a depth like the 1000 ms searches' (Amazons 4-5, Pylos 9-10) at a cost the
   * shared machine affords for both builds.
   */
  nodes: number;
  unit: string;
}

const FAMILIES: Record<string, Family> = {
  amazons: { game: amazons as unknown as Family['game'], start: {}, openingPlies: 2, fromPly: 10, toPly: 60, nodes: 40_000, unit: 'squares' },
  pylos: { game: pylos as unknown as Family['game'], start: { rules: 'standard' }, openingPlies: 4, fromPly: 4, toPly: Infinity, nodes: 200_000, unit: 'spheres' },
};

/** A build's answer for a move record: its move's notation and its score, from the mover's side. */
type Player = (family: Family, moves: string[]) => { notation: string; value: number };

interface Swing {
  /** The largest change between the mover's consecutive scores, in the game's unit, and the ply it came at. */
  size: number;
  ply: number;
  plies: number;
}

/** A build's player: this checkout's modules or those a commit compiled. */
function playerOf(commit: CommitGames): Player {
  return (family, moves) => {
    const game = commit.games.get(family.game.info.id);
    const read = commit.replay(game, { ...family.start, moves });
    if (!read.valid) throw new Error(`the build rejects the position: ${read.reason}`);
    const answer = commit.analyse(game, read.state, { nodes: family.nodes, timeMs: Infinity });
    return { notation: answer.move.notation, value: answer.score.value };
  };
}

function openings(family: Family, games: number): string[][] {
  const random = seededRandom(OPENING_SEED);
  const start = () => {
    const read = replay(family.game, family.start);
    if (!read.valid) throw new Error(read.reason);
    return read.state;
  };
  return Array.from({ length: games }, () => {
    const played = playRandomly(family.game, start(), random, family.openingPlies);
    const state = start();
    return played.map((move) => {
      const notation = family.game.formatMove(state, move).notation;
      family.game.search.makeMove(state, move);
      return notation;
    });
  });
}

/** Plays the game on from the opening until the middle game is over and measures its largest swing. */
function swingOf(family: Family, opening: string[], player: Player): Swing {
  const moves = [...opening];
  const lastScore: (number | undefined)[] = [undefined, undefined];
  const swing: Swing = { size: 0, ply: -1, plies: 0 };
  while (moves.length <= family.toPly) {
    const read = replay(family.game, { ...family.start, moves });
    if (!read.valid) throw new Error(read.reason);
    if (family.game.status(read.state).over) break;
    const { notation, value } = player(family, moves);
    if (Math.abs(value) >= JUDGED) break;
    const side = moves.length & 1;
    const previous = lastScore[side];
    if (moves.length >= family.fromPly && previous !== undefined && Math.abs(value - previous) > swing.size) {
      swing.size = Math.abs(value - previous);
      swing.ply = moves.length;
    }
    if (moves.length >= family.fromPly) lastScore[side] = value;
    moves.push(notation);
  }
  swing.plies = moves.length;
  return swing;
}

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg?.slice(name.length + 3);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function run(): Promise<void> {
  const games = Number(option('games') ?? DEFAULT_GAMES);
  const chosen = process.argv.filter((a) => a.startsWith('--game=')).map((a) => a.slice('--game='.length));
  const names = chosen.length > 0 ? chosen : Object.keys(FAMILIES);
  const baseline = buildBaseline(option('baseline') ?? DEFAULT_BASELINE);
  try {
    const theirs = playerOf(await loadCommitGames(baseline.dist, names));
    const ours = playerOf({ replay, analyse, games: new Map(names.map((name) => [FAMILIES[name].game.info.id, FAMILIES[name].game])) });
    for (const name of names) {
      const family = FAMILIES[name];
      console.log(`${name}: self-play at ${family.nodes.toLocaleString('en')} nodes a move, ${games} seeded openings of ${family.openingPlies} random plies;`);
      console.log(`largest change of the mover's score between its consecutive moves, plies ${family.fromPly}-${family.toPly === Infinity ? 'proof' : family.toPly}, in ${family.unit}:`);
      console.log(`  game  ${baseline.commit.padEnd(22)} this checkout`);
      const cell = (s: Swing) => `${(s.size / 100).toFixed(2).padStart(6)} at ply ${String(s.ply).padStart(2)} of ${String(s.plies).padStart(2)}`;
      const rows = openings(family, games).map((opening, i): [Swing, Swing] => {
        const row: [Swing, Swing] = [swingOf(family, opening, theirs), swingOf(family, opening, ours)];
        console.log(`  ${String(i + 1).padStart(4)}  ${cell(row[0])}   ${cell(row[1])}`);
        return row;
      });
      const summary = (pick: 0 | 1) => {
        const sizes = rows.map((r) => r[pick].size / 100);
        return `largest ${Math.max(...sizes).toFixed(2)}, median ${median(sizes).toFixed(2)}`;
      };
      console.log(`  ${baseline.commit}: ${summary(0)}; this checkout: ${summary(1)}`);
    }
  } finally {
    baseline.remove();
  }
}
