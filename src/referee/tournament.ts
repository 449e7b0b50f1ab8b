import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ProgressBar } from './progress-bar.js';
import type { Position } from '../games/types.js';
import type { AgentFactory } from './agent-factory.js';
import type { GameRecord } from './game-record.js';
import { refereeGame, type RefereeRules } from './referee.js';
import { scoreboard, scoreboardMarkdown, type Standing } from './scoreboard.js';
import { scoreboardHtml } from './scoreboard-html.js';
import { UsageError } from './usage-error.js';

export interface ScheduledGame {
  name: string;
  players: [string, string];
}

/** A round-robin: in every round each pair meets twice, each agent moving first once. */
export function schedule(agents: string[], rounds: number): ScheduledGame[] {
  const games: ScheduledGame[] = [];
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < agents.length; i++) {
      for (let j = i + 1; j < agents.length; j++) {
        const pairings: [string, string][] = [[agents[i], agents[j]], [agents[j], agents[i]]];
        for (const players of pairings) {
          games.push({ name: `game-${String(games.length + 1).padStart(3, '0')}`, players });
        }
      }
    }
  }
  return games;
}

/**
 * Plays every scheduled game whose record is not in outDir yet (so an interrupted tournament
 * resumes where it stopped), then saves the scoreboard as JSON, Markdown and an HTML page with a chart.
 */
export async function runTournament<S, M, P extends Position>(
  rules: RefereeRules<S, M, P>,
  agents: string[],
  rounds: number,
  outDir: string,
  factory: AgentFactory,
  progress: NodeJS.WritableStream,
): Promise<{ records: GameRecord[]; played: number; standings: Standing[] }> {
  const games = schedule(agents, rounds);
  const bar = new ProgressBar(progress, games.length, rules.game.info.name);
  const records: GameRecord[] = [];
  let played = 0;
  for (const scheduled of games) {
    const finished = await finishedRecord(outDir, scheduled, rules);
    if (finished) {
      records.push(finished);
      bar.skip();
    } else {
      records.push(await refereeGame(rules, scheduled.players, factory, { outDir, name: scheduled.name }));
      played++;
      bar.advance();
    }
  }
  const standings = scoreboard(agents, records);
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'scoreboard.json'), `${JSON.stringify(standings, null, 2)}\n`);
  await writeFile(join(outDir, 'scoreboard.md'), scoreboardMarkdown(standings));
  await writeFile(join(outDir, 'scoreboard.html'), scoreboardHtml(rules.game.info.name, standings));
  return { records, played, standings };
}

/** The game's record when an earlier run finished it; a record of some other game is refused. */
async function finishedRecord<S, M, P extends Position>(outDir: string, scheduled: ScheduledGame, rules: RefereeRules<S, M, P>): Promise<GameRecord | undefined> {
  const file = join(outDir, `${scheduled.name}.json`);
  if (!existsSync(file)) return undefined;
  // A record this command wrote; a foreign one is refused just below by its fields.
  const record = JSON.parse(await readFile(file, 'utf8')) as GameRecord;
  const same =
    record.game === rules.game.info.id &&
    isDeepStrictEqual(record.players, scheduled.players) &&
    isDeepStrictEqual(record.parameters, rules.start.parameters);
  if (!same) throw new UsageError(`${file} is the record of another tournament: give another --out folder`);
  return record;
}
