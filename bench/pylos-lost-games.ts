// `npx tsx bench/pylos-lost-games.ts <game 0-6> <first ply> <last ply> [nodes]`: replays a game of
// test/data/pylos/lost-games.md (games 0 and 1, our engine white), lost-games-2.md (games 2 and
// 3, our engine black), sparring-game-39.md (game 4, our engine black against the sparring
// bot) or lost-games-3.md (game 5 white, game 6 black), standard rules, and, at each ply in the range,
// prints the move played, the engine's own move and score at a fixed node count (reproducible on
// any machine), its depth and line: where the evaluation missed the loss, and whether a change
// makes the engine avoid the move after which the loss is proven.
import { analyse } from '../src/analysis/analyse.js';
import { pylos } from '../src/games/pylos/index.js';
import { replay } from '../src/games/replay.js';
import { PYLOS_LOST_FILES, pylosLostGames } from './lost-games.js';

const games = PYLOS_LOST_FILES.flatMap((file) => pylosLostGames(file));
const [game, first, last, nodes = 1_000_000] = process.argv.slice(2).map(Number);
const moves = games[game];
if (!moves || !(first >= 0 && last < moves.length && first <= last)) throw new Error(`usage: game 0-${games.length - 1}, plies within 0-${(moves?.length ?? 1) - 1}`);

for (let ply = first; ply <= last; ply++) {
  const read = replay(pylos, { rules: 'standard', moves: moves.slice(0, ply) });
  if (!read.valid) throw new Error(read.reason);
  // No clock: on a loaded machine the service's time cap would cut a node-limited search short.
  const answer = analyse(pylos, read.state, { nodes, timeMs: Infinity });
  const { value, outcome, plies } = answer.score;
  const score = outcome ? `${outcome} in ${plies}` : String(value);
  const side = ply % 2 === 0 ? 'white' : 'black';
  console.log(
    `ply ${ply} ${side}: played ${moves[ply].padEnd(10)} ours ${answer.move.notation.padEnd(10)} ${score.padEnd(12)} depth ${answer.stats.depth}, line ${answer.pv.map((m) => m.notation).join(' ')}`,
  );
}
