// A referee between two agents (the engine, a remote bot over HTTP, a human) for any game:
//   match --game G --p1 AGENT --p2 AGENT [options]; see matchUsage.
// Bad options get a message on stderr and exit status 2.
import { InputEnded } from '../match/human-agent.js';
import { matchUsage, runMatch } from '../referee/match-command.js';
import { UsageError } from '../referee/usage-error.js';
import { answerHelp } from '../process/help.js';
import { registeredGames } from '../workers/registered-games.js';

answerHelp(process.argv.slice(2), matchUsage(registeredGames.registry));
try {
  await runMatch(process.argv.slice(2), { input: process.stdin, output: process.stdout, games: registeredGames });
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n${matchUsage(registeredGames.registry)}\n`);
    process.exit(2);
  }
  if (error instanceof InputEnded) {
    process.stderr.write(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
