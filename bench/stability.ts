// `npm run bench -- stability [--baseline=COMMIT] [--games=N] [--game=ID]`: how much our score
// moves between one's own consecutive moves (issue 24 point 2). Self-play on node budgets from
// seeded random openings, so every run plays the same games; per game, the largest change of the
// mover's score from its previous move to this one in the middle game, for this checkout and,
// beside it, a baseline commit (default 7908e0b) playing its own games from the same openings.
import { buildBaseline } from './baseline-build.js';
import { loadCommitGames } from './baseline-engine.js';
import { FAMILIES, chosenFamilies, openings, option, ourPlayer, playerOf, positionOf, type Family, type Player } from './self-play.js';

const OPENING_SEED = 2424;
const DEFAULT_GAMES = 6;
const DEFAULT_BASELINE = '7908e0b';
/**
 * Beyond any judged score: proofs (near 1,000,000) and Amazons' separated positions, decided by
 * the moves left (400,000 and more), end the middle game.
 */
const JUDGED = 100_000;

interface Swing {
  /** The largest change between the mover's consecutive scores, in hundredths of the game's unit, and the ply it came at. */
  size: number;
  ply: number;
  plies: number;
}

/** Plays the game on from the opening until the middle game is over and measures its largest swing. */
function swingOf(family: Family, opening: string[], player: Player): Swing {
  const moves = [...opening];
  const lastScore: (number | undefined)[] = [undefined, undefined];
  const swing: Swing = { size: 0, ply: -1, plies: 0 };
  while (moves.length <= family.toPly && !family.game.status(positionOf(family, moves)).over) {
    const { notation, value } = player(family, moves);
    if (Math.abs(value) >= JUDGED) break;
    if (moves.length >= family.fromPly) {
      const side = moves.length & 1;
      const previous = lastScore[side];
      if (previous !== undefined && Math.abs(value - previous) > swing.size) {
        swing.size = Math.abs(value - previous);
        swing.ply = moves.length;
      }
      lastScore[side] = value;
    }
    moves.push(notation);
  }
  swing.plies = moves.length;
  return swing;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function run(): Promise<void> {
  const games = Number(option('games') ?? DEFAULT_GAMES);
  const names = chosenFamilies();
  const baseline = buildBaseline(option('baseline') ?? DEFAULT_BASELINE);
  try {
    const theirs = playerOf(await loadCommitGames(baseline.dist, names));
    const ours = ourPlayer(names);
    for (const name of names) {
      const family = FAMILIES[name];
      console.log(`${name}: self-play at ${family.nodes.toLocaleString('en')} nodes a move, ${games} seeded openings of ${family.openingPlies} random plies;`);
      console.log(`largest change of the mover's score between its consecutive moves, plies ${family.fromPly}-${family.toPly === Infinity ? 'proof' : family.toPly}, in ${family.unit}:`);
      console.log(`  game  ${baseline.commit.padEnd(22)} this checkout`);
      const cell = (s: Swing) => `${(s.size / 100).toFixed(2).padStart(6)} at ply ${String(s.ply).padStart(2)} of ${String(s.plies).padStart(2)}`;
      const rows = openings(family, games, OPENING_SEED).map((opening, i): [Swing, Swing] => {
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
