import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MatchResult } from '../../match/match.js';
import { ProgressBar } from '../../referee/progress-bar.js';
import { IN_PROCESS, playAiGame, pooledEngines, seriesGames, type ScheduledGame } from './ai-game.js';
import type { Io } from './commands.js';
import type { GameConfig } from './config.js';
import { saveGame, savedGame } from './experiment-records.js';
import { EXPERIMENTS } from './experiments.js';
import { formatSeries, type SeriesGame } from './scoreboard.js';
import { lineScoreboardHtml, type Series } from './scoreboard-html.js';
import { formatTrace, traceFileName } from './trace.js';

/** One game of the experiments: its configuration and its place in that configuration's series. */
type Task = ScheduledGame & { config: GameConfig };

/**
 * Seed section 2.6: for each of the eight configurations (or those of `only`), a series of 2 x r
 * games and the trace of its first game (player 1 white on the first boards). Every game is kept
 * under --out as soon as it ends, so a rerun reads the finished games back and plays the rest;
 * the trace is written as soon as its game ends, and scoreboard.txt and scoreboard.html are rewritten
 * whole whenever a series is complete, with every complete series in the folder once, in the seed's order.
 * `jobs` games are played at once on worker threads (1: one after another, in this process).
 */
export async function experiments(io: Io, r: number, only: number[] | undefined, jobs: number): Promise<void> {
  const chosen = EXPERIMENTS.filter((_, i) => only === undefined || only.includes(i + 1));
  const tasks: Task[] = chosen.flatMap((config) => seriesGames(config, r).map((game) => ({ ...game, config })));
  const finished = new Map(chosen.map((config) => [config, 0]));
  const progress = new ProgressBar(io.progress, tasks.length, 'experiments');
  const engines = jobs === 1 || tasks.length === 0 ? IN_PROCESS : await pooledEngines(jobs, tasks[0].start);
  // Parallel games may complete two series at once: their scoreboards are written one after the other.
  let scoreboard = Promise.resolve();
  try {
    await eachAtOnce(tasks, jobs, async (task) => {
      const saved = await savedGame(io.outDir, task.config, task.game, task.seats);
      const result: MatchResult<unknown> = saved ?? (await playAiGame(task.config, task.seats, task.start, engines));
      if (saved === undefined) await saveGame(io.outDir, task.config, task.game, task.seats, result);
      if (task.game === 0) await writeOut(io.outDir, traceFileName(task.config), formatTrace(task.config, task.seats, task.start, result));
      if (saved === undefined) progress.advance();
      else progress.skip();
      finished.set(task.config, finished.get(task.config)! + 1);
      if (finished.get(task.config) === 2 * r) {
        scoreboard = scoreboard.then(() => writeScoreboard(io.outDir, r));
        await scoreboard;
      }
    });
  } finally {
    await engines.close();
  }
  io.output.write(`Traces, scoreboard.txt and scoreboard.html written to ${io.outDir}\n`);
}

/** Runs `work` on every item, at most `limit` at a time, in the items' order. */
async function eachAtOnce<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** scoreboard.txt and scoreboard.html with each configuration whose 2 x r games are all in the folder, in the seed's order. */
async function writeScoreboard(outDir: string, r: number): Promise<void> {
  const complete: Series[] = [];
  for (const config of EXPERIMENTS) {
    const games: SeriesGame[] = [];
    for (const scheduled of seriesGames(config, r)) {
      const result = await savedGame(outDir, config, scheduled.game, scheduled.seats);
      if (result === undefined) break;
      games.push({ seats: scheduled.seats, start: scheduled.start, result });
    }
    if (games.length === 2 * r) complete.push({ config, games });
  }
  await writeOut(outDir, 'scoreboard.txt', complete.map((s) => formatSeries(s.config, s.games)).join(''));
  await writeOut(outDir, 'scoreboard.html', lineScoreboardHtml(complete));
}

async function writeOut(dir: string, name: string, text: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), text);
}
