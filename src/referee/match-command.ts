import { AgentFactory } from './agent-factory.js';
import { AGENT_FORMS } from './agent-spec.js';
import { GAME_OPTIONS_USAGE, COMMON_OPTIONS, readOptions, refereeRules, wholeNumber } from './arguments.js';
import type { GameRecord } from './game-record.js';
import { refereeGame } from './referee.js';
import { UsageError } from './usage-error.js';

export const MATCH_USAGE = `usage: match --game G --p1 AGENT --p2 AGENT [--games N] [--stepper] [options]
  --p1, --p2   the agents; p1 moves first in the first game, colours alternate over --games (default 1)
               an agent is ${AGENT_FORMS}
  --stepper    wait for Enter before each move
${GAME_OPTIONS_USAGE}`;

export interface Io {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

/** The match command: --games games between two agents, each record written as it ends. */
export async function runMatch(argv: string[], io: Io): Promise<GameRecord[]> {
  const values = readOptions(argv, { ...COMMON_OPTIONS, p1: { type: 'string' }, p2: { type: 'string' }, games: { type: 'string' }, stepper: { type: 'boolean' } });
  const rules = refereeRules(values);
  const { p1, p2 } = values;
  if (typeof p1 !== 'string' || typeof p2 !== 'string') throw new UsageError('--p1 and --p2 are required');
  const count = wholeNumber(values, 'games', 1) ?? 1;
  const factory = new AgentFactory(io.input, io.output);
  const records: GameRecord[] = [];
  try {
    await factory.prepare([p1, p2], rules.game, rules.start.parameters);
    for (let i = 0; i < count; i++) {
      const players: [string, string] = i % 2 === 0 ? [p1, p2] : [p2, p1];
      const name = `game-${String(i + 1).padStart(3, '0')}`;
      if (count > 1) io.output.write(`\n=== game ${i + 1} of ${count} ===\n`);
      records.push(await refereeGame(rules, players, factory, { outDir: rules.outDir, name }));
    }
  } finally {
    await factory.close();
  }
  if (count > 1) {
    const wins = (agent: string) => records.filter((r) => r.winner !== null && r.players[r.winner] === agent).length;
    const draws = records.filter((r) => r.winner === null).length;
    io.output.write(`\n${p1}: ${wins(p1)} wins, ${p2}: ${wins(p2)} wins, ${draws} draws\n`);
  }
  return records;
}
