import { AgentFactory } from './agent-factory.js';
import { AGENT_FORMS } from './agent-spec.js';
import { COMMON_OPTIONS, GAME_OPTIONS_USAGE, readOptions, refereeRules, wholeNumber } from './arguments.js';
import type { Io } from './match-command.js';
import { scoreboardMarkdown } from './scoreboard.js';
import { runTournament } from './tournament.js';
import { UsageError } from './usage-error.js';

export const TOURNAMENT_USAGE = `usage: tournament --game G --agents A,B,C [--rounds R] --out DIR [options]
  --agents     two or more agents, comma-separated; an agent is ${AGENT_FORMS}
               (an engine's settings are separated by ';' here, like engine:depth=3;nodes=1000)
  --rounds     rounds of the round-robin; in each, every pair plays twice with colours swapped (default 1)
  --out        the records and scoreboard; running again with the same folder resumes
${GAME_OPTIONS_USAGE}`;

/** The tournament command; returns the scoreboard it printed. */
export async function runTournamentCommand(argv: string[], io: Io & { progress: NodeJS.WritableStream }) {
  const values = readOptions(argv, { ...COMMON_OPTIONS, agents: { type: 'string' }, rounds: { type: 'string' } });
  if (typeof values.out !== 'string') throw new UsageError('--out is required: the tournament keeps its records there');
  const rules = { ...refereeRules(values), showBoards: false };
  const agents = typeof values.agents === 'string' ? values.agents.split(',').map((a) => a.trim().replaceAll(';', ',')) : [];
  if (agents.length < 2) throw new UsageError('--agents lists two or more agents, comma-separated');
  if (new Set(agents).size !== agents.length) throw new UsageError('--agents lists an agent twice');
  const rounds = wholeNumber(values, 'rounds', 1) ?? 1;
  const factory = new AgentFactory(io.input, io.output);
  try {
    await factory.prepare(agents, rules.game, rules.start.parameters);
    const result = await runTournament(rules, agents, rounds, values.out, factory, io.progress);
    io.output.write(`${result.played} games played, ${result.records.length - result.played} read from earlier records\n\n`);
    io.output.write(scoreboardMarkdown(result.standings));
    return result;
  } finally {
    await factory.close();
  }
}
