import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { MatchResult } from '../../match/match.js';
import type { GameConfig } from './config.js';
import type { Seats } from './report.js';
import { traceFileName } from './trace.js';

/** A finished experiment game as saved: its configuration (to refuse another's record), seats and result. */
interface SavedGame {
  config: GameConfig;
  seats: Seats;
  /** The result without its final state, which the traces and scoreboard rebuild from the moves. */
  result: MatchResult<null>;
}

/** The folder under the experiments' --out where each finished game is kept, so that a rerun resumes. */
export const RECORDS_FOLDER = 'games';

/** games/gameTrace-4435-03.json: the configuration's trace name and the game's number in its series. */
function recordPath(outDir: string, config: GameConfig, game: number): string {
  return join(outDir, RECORDS_FOLDER, `${traceFileName(config).replace(/\.txt$/, '')}-${String(game + 1).padStart(2, '0')}.json`);
}

export async function saveGame(outDir: string, config: GameConfig, game: number, seats: Seats, result: MatchResult<unknown>): Promise<void> {
  const saved: SavedGame = { config, seats, result: { ...result, final: null } };
  await mkdir(join(outDir, RECORDS_FOLDER), { recursive: true });
  await writeFile(recordPath(outDir, config, game), `${JSON.stringify(saved)}\n`);
}

/** The game's result when an earlier run finished it; a record of some other configuration is refused. */
export async function savedGame(outDir: string, config: GameConfig, game: number, seats: Seats): Promise<MatchResult<null> | undefined> {
  const path = recordPath(outDir, config, game);
  if (!existsSync(path)) return undefined;
  // A record this command wrote; a foreign one is refused just below by its fields.
  const saved = JSON.parse(await readFile(path, 'utf8')) as SavedGame;
  // Compared as JSON, which is how the configuration was saved (a remark left undefined is dropped).
  if (!isDeepStrictEqual(saved.config, JSON.parse(JSON.stringify(config))) || !isDeepStrictEqual(saved.seats, seats)) {
    throw new StaleRecord(`${path} is the record of another configuration: give another --out folder`);
  }
  return saved.result;
}

/** A record in the --out folder that these experiments did not write. */
export class StaleRecord extends Error {}
