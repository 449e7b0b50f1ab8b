// `npx tsx bench/amazons-lost-games.ts <game 0-5> <first ply> <last ply> [nodes] [deeper]`: replays
// an Amazons game our engine lost (test/data/amazons: lost-games.md games 0 and 1 and
// lost-games-3.md games 4 and 5 with our engine second, lost-games-2.md games 2 and 3 first) and, at
// each of our plies in the range, prints the score we recorded in the match, then our move, score
// and depth at the match's node budget and at a deeper one (by default 465,000 and eight times
// that, no clock, so any machine prints the same). Where the deeper search already sees the fall
// that the game's later scores show, the budget's search fell short; where both searches agree
// and the game's score falls later anyway, the evaluation misjudged the position.
import { analyse } from '../src/analysis/analyse.js';
import { amazons } from '../src/games/amazons/index.js';
import type { AmazonsState } from '../src/games/amazons/rules.js';
import { replay } from '../src/games/replay.js';
import { amazonsLostGames } from './lost-games.js';
import { FAMILIES } from './strength-games.js';

const games = ['lost-games.md', 'lost-games-2.md', 'lost-games-3.md'].flatMap((file) => amazonsLostGames(file));
const [game, first, last, nodes = FAMILIES.amazons.engineNodes, deeper = 8 * nodes] = process.argv.slice(2).map(Number);
const lost = games[game];
if (!lost || !(first >= 0 && last < lost.moves.length && first <= last)) throw new Error(`usage: game 0-${games.length - 1}, plies within 0-${(lost?.moves.length ?? 1) - 1}`);
// Our side moved at the plies whose scores were recorded.
const ours = [...lost.scores.keys()][0] % 2;

const searched = (state: AmazonsState, budget: number) => {
  const answer = analyse(amazons, state, { nodes: budget, timeMs: Infinity });
  const { value, outcome, plies } = answer.score;
  const score = outcome ? `${outcome} in ${plies}` : String(value);
  return `${answer.move.notation.padEnd(7)} ${score.padStart(10)} d${answer.stats.depth}`;
};

console.log(`game ${game}, our engine ${ours === 0 ? 'first' : 'second'}; ply: played, recorded score | ${nodes} nodes: move, score, depth | ${deeper} nodes`);
for (let ply = first; ply <= last; ply++) {
  if (ply % 2 !== ours) continue;
  const read = replay(amazons, { moves: lost.moves.slice(0, ply) });
  if (!read.valid) throw new Error(read.reason);
  const recorded = String(lost.scores.get(ply) ?? '-');
  console.log(`ply ${String(ply).padStart(2)}: ${lost.moves[ply].padEnd(7)} ${recorded.padStart(8)} | ${searched(read.state, nodes)} | ${searched(read.state, deeper)}`);
}
