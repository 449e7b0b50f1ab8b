import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lineEmUp } from '../../games/line-em-up/index.js';
import { drawBoard } from '../../games/line-em-up/notation.js';
import type { LineState } from '../../games/line-em-up/rules.js';
import { readLines } from '../../match/human-agent.js';
import { playMatch, type MatchResult } from '../../match/match.js';
import { ProgressBar } from '../../referee/progress-bar.js';
import { makeAgent, startPosition, type GameConfig, type Mode } from './config.js';
import { IN_PROCESS, playAiGame, seriesGames } from './ai-game.js';
import { blocList, outcomeLine, parameterLines, type Seats } from './report.js';
import { formatSeries, type SeriesGame } from './scoreboard.js';
import { lineScoreboardHtml } from './scoreboard-html.js';
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
 * Plays 2 x r AI-vs-AI games, each player white in r of them (seriesGames), and appends the series
 * to scoreboard.txt, as seed section 2.5.2 asks; scoreboard.html shows this series with its charts.
 */
export async function series(config: GameConfig, r: number, io: Io): Promise<SeriesGame[]> {
  const ai: GameConfig = { ...config, players: [{ ...config.players[0], kind: 'ai' }, { ...config.players[1], kind: 'ai' }] };
  const progress = new ProgressBar(io.progress, 2 * r, 'series');
  const games: SeriesGame[] = [];
  for (const { seats, start } of seriesGames(ai, r)) {
    games.push({ seats, start, result: await playAiGame(ai, seats, start, IN_PROCESS) });
    progress.advance();
  }
  const path = appendOut(io.outDir, 'scoreboard.txt', formatSeries(ai, games));
  const page = writeOut(io.outDir, 'scoreboard.html', lineScoreboardHtml([{ config: ai, games }]));
  io.output.write(`Scoreboard appended to ${path}, this series' charts written to ${page}\n`);
  return games;
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
