// A round-robin tournament between agents for any game, resumable from its records:
//   tournament --game G --agents A,B,C [--rounds R] --out DIR [options]; see tournamentUsage.
// Bad options get a message on stderr and exit status 2.
import { InputEnded } from '../match/human-agent.js';
import { runTournamentCommand, tournamentUsage } from '../referee/tournament-command.js';
import { UsageError } from '../referee/usage-error.js';
import { answerHelp } from '../process/help.js';
import { registeredGames } from '../workers/registered-games.js';

answerHelp(process.argv.slice(2), tournamentUsage(registeredGames.registry));
try {
  await runTournamentCommand(process.argv.slice(2), { input: process.stdin, output: process.stdout, games: registeredGames, progress: process.stderr });
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n${tournamentUsage(registeredGames.registry)}\n`);
    process.exit(2);
  }
  if (error instanceof InputEnded) {
    process.stderr.write(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
