// A Connect 4 bot that plays the service against itself, showing each search's live progress.
// Run: npm start (in another terminal), then: npx tsx examples/node-bot.ts [http://localhost:3000] [ms a move]
// Outside this repository, install the client (README, "Use from TypeScript") and import from 'board-game-move-client'.
import { MoveServiceClient, ServiceError } from '../src/client/index.js';

const [url = 'http://localhost:3000', time = '300'] = process.argv.slice(2);
const service = new MoveServiceClient(url, { apiKey: process.env.API_KEY });
const moves: string[] = [];

try {
  for (;;) {
    const { status, count } = await service.legalMoves('connect4', { position: { moves } });
    if (status.over || count === 0) {
      console.log(`${moves.join('')}: ${status.winner ?? 'nobody'} wins (${status.reason})`);
      break;
    }
    const best = await service.bestMove('connect4', { position: { moves }, search: { timeMs: Number(time) } }, {
      onProgress: (info) => process.stdout.write(`\rdepth ${info.depth}: ${info.pv.map((m) => m.notation).join('')} (${info.score.value})   `),
    });
    const { value, outcome, plies } = best.score;
    const proven = plies === undefined ? outcome : `${outcome} in ${plies}`;
    console.log(`\r${moves.length + 1}. ${best.move.notation}  ${outcome ? proven : value}          `);
    moves.push(best.move.notation);
  }
} catch (err) {
  if (!(err instanceof ServiceError)) throw err;
  console.error(`the service refused: ${err.status} ${err.problem.detail}`);
  process.exitCode = 1;
}
