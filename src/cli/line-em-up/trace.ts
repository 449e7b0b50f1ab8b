import { lineEmUp } from '../../games/line-em-up/index.js';
import { drawBoard } from '../../games/line-em-up/notation.js';
import type { LineState } from '../../games/line-em-up/rules.js';
import type { MatchResult, PlayedMove } from '../../match/match.js';
import { playerStatistics } from '../../match/statistics.js';
import type { GameConfig } from './config.js';
import { blocList, decimal, outcomeLine, parameterLines, perDepth, scoreText, seconds, statisticsLines, type Seats } from './report.js';

/** gameTrace-<n><b><s><t>.txt, as the seed names it (gameTrace-5642.txt for n=5, b=6, s=4, t=2). */
export function traceFileName(config: GameConfig): string {
  return `gameTrace-${config.n}${config.b}${config.s}${config.t}.txt`;
}

/**
 * A game trace with every item of seed section 2.5.1: the parameters, the blocs, the players,
 * the initial board, then per move the move, the board and the search statistics, and at the end
 * the winner and each heuristic's statistics over the game.
 */
export function formatTrace(config: GameConfig, seats: Seats, start: LineState, result: MatchResult<unknown>): string {
  const [parameters, ...players] = parameterLines(config, seats);
  const lines = [
    "Line 'em Up game trace",
    '',
    `1. ${parameters}`,
    `2. Blocs: ${blocList(config, start)}`,
    '3. Players:',
    ...players.map((p) => `   ${p}`),
    '4. Initial configuration:',
    drawBoard(start),
    '',
    '5. Moves:',
  ];
  const board = lineEmUp.clone(start);
  for (const played of result.moves) {
    const parsed = lineEmUp.parseMove(board, played.move.notation);
    if (!parsed.ok) throw new Error(`trace replay: ${parsed.fault.reason}`);
    lineEmUp.search.makeMove(board, parsed.value);
    lines.push('', ...moveLines(played, seats, drawBoard(board)));
  }
  lines.push('', '6. End of the game:', `(a) ${outcomeLine(result, config, seats)}`, '(b) Statistics of each heuristic:');
  for (const side of [0, 1] as const) {
    const player = seats[side];
    if (config.players[player - 1].kind !== 'ai') continue;
    lines.push(`Heuristic ${config.players[player - 1].heuristic} (player ${player}):`);
    lines.push(...statisticsLines(playerStatistics(result, side), false));
  }
  return `${lines.join('\n')}\n`;
}

function moveLines(played: PlayedMove, seats: Seats, board: string): string[] {
  const head = `Move ${played.ply}:\n(a) ${played.colour} (player ${seats[played.side]}) plays ${played.move.notation}`;
  const a = played.analysis;
  if (a === undefined) return [`${head} (human)`, '(b) board:', board];
  const s = a.stats;
  const stop = s.complete ? `complete at depth ${s.depth}` : `cut short by the ${s.stopReason} limit`;
  return [
    head,
    '(b) board:',
    board,
    '(c) statistics:',
    `  i.   evaluation time of the heuristic: ${seconds(s.evalTimeMs)}`,
    `  ii.  states evaluated by the heuristic: ${s.evaluations}`,
    `  iii. states evaluated at each depth: ${perDepth(s.evaluationsPerDepth)}`,
    `  iv.  average depth (AD): ${decimal(s.averageDepth)}`,
    `  v.   average recursion depth (ARD): ${decimal(s.averageRecursionDepth)}`,
    `  search: ${seconds(played.elapsedMs)} of wall time, ${s.nodes} nodes, ${stop}, score ${scoreText(a.score.value)}`,
  ];
}
