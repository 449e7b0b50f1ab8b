// Line 'em Up at the command line (seed 004, sections 2.4 to 2.6):
//   line-em-up play [options]         one game, modes H-H, H-AI, AI-H, AI-AI (AI-AI writes a trace)
//   line-em-up series --r R [options] 2 x R AI games appended to scoreboard.txt
//   line-em-up experiments --out DIR  the eight traces and the scoreboard of section 2.6 (long; resumes)
// Bad options or game parameters get a message on stderr and exit status 2.
import { USAGE, UsageError, parseCommand, type Command } from './line-em-up/arguments.js';
import { play, series, type Io } from './line-em-up/commands.js';
import { StaleRecord } from './line-em-up/experiment-records.js';
import { experiments } from './line-em-up/run-experiments.js';
import { BadParameters } from './line-em-up/config.js';
import { InputEnded } from '../match/human-agent.js';
import { answerHelp } from '../process/help.js';

answerHelp(process.argv.slice(2), USAGE);
let command: Command;
try {
  command = parseCommand(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`${error.message}\n${USAGE}\n`);
  process.exit(2);
}

const io: Io = { input: process.stdin, output: process.stdout, progress: process.stderr, outDir: command.outDir };
try {
  if (command.name === 'play') await play(command.config, command.mode, io);
  else if (command.name === 'series') await series(command.config, command.r, io);
  else await experiments(io, command.r, command.only, command.jobs);
} catch (error) {
  if (error instanceof InputEnded) {
    process.stderr.write(`\n${error.message}\n`);
    process.exit(1);
  }
  if (error instanceof BadParameters || error instanceof StaleRecord) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
