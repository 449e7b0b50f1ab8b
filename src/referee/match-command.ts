import { withAgents } from './agent-factory.js';
import { AGENT_FORMS, engineKeysUsage } from './agent-spec.js';
import type { GameRegistry } from '../games/registry.js';
import type { SearchableGames } from '../workers/search-pool.js';
import type { Position } from '../games/types.js';
import { gameOptionsUsage, runOnChosenGame, wholeNumber, type Values } from './arguments.js';
import type { GameRecord } from './game-record.js';
import { refereeGame, type RefereeRules } from './referee.js';
import { UsageError } from './usage-error.js';

export function matchUsage(registry: GameRegistry): string {
  return `usage: match --game G --p1 AGENT --p2 AGENT [--games N] [--stepper] [options]
  --p1, --p2   the agents; p1 moves first in the first game, colours alternate over --games (default 1)
               an agent is ${AGENT_FORMS}
               ${engineKeysUsage(registry)}
  --stepper    wait for Enter before each move
${gameOptionsUsage(registry)}`;
}

export interface Io {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /** The games to choose from, and their search worker. */
  games: SearchableGames;
}

/** The match command: --games games between two agents, each record written as it ends. */
export async function runMatch(argv: string[], io: Io): Promise<GameRecord[]> {
  const own = { p1: { type: 'string' }, p2: { type: 'string' }, games: { type: 'string' }, stepper: { type: 'boolean' } } as const;
  return runOnChosenGame(argv, io.games, own, (rules, values) => matchOf(rules, values, io));
}

async function matchOf<S, M, P extends Position>(rules: RefereeRules<S, M, P> & { outDir: string }, values: Values, io: Io): Promise<GameRecord[]> {
  const { p1, p2 } = values;
  if (typeof p1 !== 'string' || typeof p2 !== 'string') throw new UsageError('--p1 and --p2 are required');
  const count = wholeNumber(values, 'games', 1) ?? 1;
  const records: GameRecord[] = [];
  await withAgents(io, [p1, p2], rules.game, rules.start.position, async (factory) => {
    for (let i = 0; i < count; i++) {
      const players: [string, string] = i % 2 === 0 ? [p1, p2] : [p2, p1];
      const name = `game-${String(i + 1).padStart(3, '0')}`;
      if (count > 1) io.output.write(`\n=== game ${i + 1} of ${count} ===\n`);
      records.push(await refereeGame(rules, players, factory, { outDir: rules.outDir, name }));
    }
  });
  if (count > 1) {
    const wins = (agent: string) => records.filter((r) => r.winner !== null && r.players[r.winner] === agent).length;
    const draws = records.filter((r) => r.winner === null).length;
    io.output.write(`\n${p1}: ${wins(p1)} wins, ${p2}: ${wins(p2)} wins, ${draws} draws\n`);
  }
  return records;
}
