import { withAgents } from './agent-factory.js';
import { AGENT_FORMS, engineKeysUsage } from './agent-spec.js';
import type { GameRegistry } from '../games/registry.js';
import type { Position } from '../games/types.js';
import { gameOptionsUsage, runOnChosenGame, wholeNumber, type Values } from './arguments.js';
import type { Io } from './match-command.js';
import { scoreboardMarkdown } from './scoreboard.js';
import type { RefereeRules } from './referee.js';
import { runTournament } from './tournament.js';
import { UsageError } from './usage-error.js';

export function tournamentUsage(registry: GameRegistry): string {
  return `usage: tournament --game G --agents A,B,C [--rounds R] --out DIR [options]
  --agents     two or more agents, comma-separated; an agent is ${AGENT_FORMS}
               (an engine's settings are separated by ';' here, like engine:depth=3;nodes=1000)
               ${engineKeysUsage(registry)}
  --rounds     rounds of the round-robin; in each, every pair plays twice with colours swapped (default 1)
  --out        the records and scoreboard; running again with the same folder resumes
${gameOptionsUsage(registry)}`;
}

type TournamentIo = Io & { progress: NodeJS.WritableStream };

/** The tournament command; returns the scoreboard it printed. */
export async function runTournamentCommand(argv: string[], io: TournamentIo) {
  const own = { agents: { type: 'string' }, rounds: { type: 'string' } } as const;
  return runOnChosenGame(argv, io.games, own, (rules, values) => tournamentOf(rules, values, io));
}

async function tournamentOf<S, M, P extends Position>(given: RefereeRules<S, M, P> & { outDir: string }, values: Values, io: TournamentIo) {
  if (typeof values.out !== 'string') throw new UsageError('--out is required: the tournament keeps its records there');
  const rules = { ...given, showBoards: false };
  const agents = typeof values.agents === 'string' ? values.agents.split(',').map((a) => a.trim().replaceAll(';', ',')) : [];
  if (agents.length < 2) throw new UsageError('--agents lists two or more agents, comma-separated');
  if (new Set(agents).size !== agents.length) throw new UsageError('--agents lists an agent twice');
  const rounds = wholeNumber(values, 'rounds', 1) ?? 1;
  return withAgents(io, agents, rules.game, rules.start.position, async (factory) => {
    const result = await runTournament(rules, agents, rounds, rules.outDir, factory, io.progress);
    io.output.write(`${result.played} games played, ${result.records.length - result.played} read from earlier records\n\n`);
    io.output.write(scoreboardMarkdown(result.standings));
    return result;
  });
}
