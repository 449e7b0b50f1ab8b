// `npm run bench -- node-match --baseline=COMMIT [--games=N] [--game=ID]`: this checkout against
// another commit, both on the same node budget (bench/self-play.ts), from seeded random openings
// each played with both colours: whether a change that should not cost strength did, free of the
// machine's load. Not the Elo yardstick (bench/match.ts): no sparring bots, no clock.
import { buildBaseline } from './baseline-build.js';
import { loadCommitGames } from './baseline-engine.js';
import { FAMILIES, chosenFamilies, openings, option, ourPlayer, playerOf, positionOf, type Family, type Player } from './self-play.js';

const OPENING_SEED = 2525;
/** Openings a family; each is played twice. */
const DEFAULT_OPENINGS = 10;

/** Plays one game to its end; whether the side `ours` (0 first, 1 second) won, or null for a draw. */
function play(family: Family, opening: string[], players: [Player, Player]): number | null {
  const moves = [...opening];
  for (;;) {
    const status = family.game.status(positionOf(family, moves));
    if (status.over) return status.winner === null ? null : family.game.info.colours.indexOf(status.winner);
    moves.push(players[moves.length & 1](family, moves).notation);
  }
}

export async function run(): Promise<void> {
  const commit = option('baseline');
  if (commit === undefined) throw new Error('node-match needs --baseline=COMMIT');
  const count = Number(option('games') ?? DEFAULT_OPENINGS);
  const names = chosenFamilies();
  const baseline = buildBaseline(commit);
  try {
    const theirs = playerOf(await loadCommitGames(baseline.dist, names));
    const ours = ourPlayer(names);
    for (const name of names) {
      const family = FAMILIES[name];
      console.log(`${name}: this checkout against ${baseline.commit} at ${family.nodes.toLocaleString('en')} nodes a move, ${count} seeded openings of ${family.openingPlies} random plies, each with both colours`);
      const points = [0, 0];
      for (const [i, opening] of openings(family, count, OPENING_SEED).entries()) {
        for (const oursMoves of [0, 1]) {
          const winner = play(family, opening, oursMoves === 0 ? [ours, theirs] : [theirs, ours]);
          const result = winner === null ? 'draw' : winner === oursMoves ? 'this checkout wins' : `${baseline.commit} wins`;
          if (winner === null) points.forEach((_, k) => (points[k] += 0.5));
          else points[winner === oursMoves ? 0 : 1]++;
          console.log(`  opening ${i + 1}, this checkout ${oursMoves === 0 ? 'first' : 'second'}: ${result}`);
        }
      }
      console.log(`  score: this checkout ${points[0]}, ${baseline.commit} ${points[1]}`);
    }
  } finally {
    baseline.remove();
  }
}
