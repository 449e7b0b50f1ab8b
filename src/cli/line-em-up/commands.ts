import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lineEmUp } from '../../games/line-em-up/index.js';
import { drawBoard } from '../../games/line-em-up/notation.js';
import type { LineState } from '../../games/line-em-up/rules.js';
import { readLines } from '../../match/human-agent.js';
import { playMatch, type MatchResult } from '../../match/match.js';
import { ProgressBar } from '../../referee/progress-bar.js';
import { makeAgent, startPosition, type GameConfig, type Mode } from './config.js';
import { EXPERIMENTS } from './experiments.js';
import { blocList, outcomeLine, parameterLines, type Seats } from './report.js';
import { formatSeries, type SeriesGame } from './scoreboard.js';
import { formatTrace, traceFileName } from './trace.js';

export interface Io {
  input: NodeJS.ReadableStream;
  /** Boards, prompts and results. */
  output: NodeJS.WritableStream;
  /** The progress bar. */
  progress: NodeJS.WritableStream;
  /** Where traces and scoreboard.txt go. */
  outDir: string;
}

/** Plays one game in the given mode; an AI-vs-AI game also writes its trace. */
export async function play(config: GameConfig, mode: Mode, io: Io): Promise<MatchResult<LineState>> {
  const [first, second] = mode.split('-');
  const players: GameConfig['players'] = [
    { ...config.players[0], kind: first === 'H' ? 'human' : 'ai' },
    { ...config.players[1], kind: second === 'H' ? 'human' : 'ai' },
  ];
  const seated = { ...config, players };
  const seats: Seats = [1, 2];
  const start = startPosition(seated);
  const out = io.output;
  out.write(`${parameterLines(seated, seats).join('\n')}\nBlocs: ${blocList(seated, start)}\n\n${drawBoard(start)}\n\n`);

  const terminal = mode === 'AI-AI' ? undefined : { lines: readLines(io.input), output: out };
  try {
    const result = await playMatch({
      game: lineEmUp,
      start,
      agents: [makeAgent(players[0], 1, terminal), makeAgent(players[1], 2, terminal)],
      timeLimitMs: config.t * 1000,
      onMove(played, state) {
        const stats = played.analysis ? ` (${(played.elapsedMs / 1000).toFixed(3)} s, ${played.analysis.stats.evaluations} states evaluated)` : '';
        out.write(`${played.colour} plays ${played.move.notation}${stats}\n${drawBoard(state)}\n\n`);
      },
    });
    out.write(`${outcomeLine(result, seated, seats)}\n`);
    if (mode === 'AI-AI') {
      const path = writeOut(io.outDir, traceFileName(seated), formatTrace(seated, seats, start, result));
      out.write(`Trace written to ${path}\n`);
    }
    return result;
  } finally {
    terminal?.lines.close();
  }
}

/**
 * Plays 2 x r AI-vs-AI games, each player white in r of them, and appends the series to
 * scoreboard.txt. Random blocs are drawn anew for each pair of games (seed, seed + 1, ...), and
 * both games of a pair use the same cells, so each player gets each board with each colour.
 * The experiments pass one progress bar for all their series.
 */
export async function series(config: GameConfig, r: number, io: Io, shared?: ProgressBar): Promise<SeriesGame[]> {
  const progress = shared ?? new ProgressBar(io.progress, 2 * r, 'series');
  const players: GameConfig['players'] = [
    { ...config.players[0], kind: 'ai' },
    { ...config.players[1], kind: 'ai' },
  ];
  const games: SeriesGame[] = [];
  for (let pair = 0; pair < r; pair++) {
    const blocs = Array.isArray(config.blocs) ? config.blocs : { ...config.blocs, seed: config.blocs.seed + pair };
    const start = startPosition({ ...config, blocs });
    const seatings: Seats[] = [[1, 2], [2, 1]];
    for (const seats of seatings) {
      const result = await playMatch({
        game: lineEmUp,
        start,
        agents: [makeAgent(players[seats[0] - 1], seats[0]), makeAgent(players[seats[1] - 1], seats[1])],
        timeLimitMs: config.t * 1000,
      });
      games.push({ seats, start, result });
      progress.advance();
    }
  }
  const path = appendOut(io.outDir, 'scoreboard.txt', formatSeries({ ...config, players }, games));
  if (shared === undefined) io.output.write(`Scoreboard appended to ${path}\n`);
  return games;
}

/**
 * Seed section 2.6: for each of the eight configurations, a series of 2 x r games appended to the
 * scoreboard, and the trace of its first game (player 1 white on the first boards).
 */
export async function experiments(io: Io, r: number, only?: number[]): Promise<void> {
  const chosen = EXPERIMENTS.filter((_, i) => only === undefined || only.includes(i + 1));
  const progress = new ProgressBar(io.progress, 2 * r * chosen.length, 'experiments');
  for (const config of chosen) {
    const games = await series(config, r, io, progress);
    writeOut(io.outDir, traceFileName(config), formatTrace(config, games[0].seats, games[0].start, games[0].result));
  }
  io.output.write(`Traces and scoreboard.txt written to ${io.outDir}\n`);
}

function writeOut(dir: string, name: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function appendOut(dir: string, name: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  appendFileSync(path, text);
  return path;
}
