// Line 'em Up figures: the time to prove the small boards (5x5 with s=4 is a draw), nodes per second
// on a 10x10 board with s=5, and the worst overrun of the time limit over a series of timed moves.
// LINE_EM_UP_PROOF_MS bounds the 5x5 proof (default 30 minutes); the bench says when it ran out.
import { analyse } from '../src/analysis/analyse.js';
import { lineEmUp } from '../src/games/line-em-up/index.js';
import type { LineState } from '../src/games/line-em-up/rules.js';
import type { LineMove, LinePosition, LineResolved } from '../src/games/line-em-up/schema.js';
import { replay } from '../src/games/replay.js';
import { EngineAgent, searchBudget } from '../src/match/engine-agent.js';
import { playMatch } from '../src/match/match.js';

function start(p: LinePosition): LineState {
  const read = replay(lineEmUp, p);
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

function prove(n: number, s: number, timeMs: number): void {
  const t0 = performance.now();
  const answer = analyse(lineEmUp, start({ n, s }), { timeMs, nodes: Number.MAX_SAFE_INTEGER });
  const seconds = ((performance.now() - t0) / 1000).toFixed(2);
  const { nodes, depth, nps } = answer.stats;
  const result = answer.score.outcome
    ? `${answer.score.outcome} in ${answer.score.plies} plies, first move ${answer.move.notation}`
    : `not proven within ${timeMs / 1000} s (deepest iteration ${depth} of ${n * n})`;
  console.log(`prove n=${n} b=0 s=${s}: ${result}; ${seconds} s, ${nodes} nodes, ${nps} nodes/s`);
}

function speed(label: string, p: LinePosition, algorithm: 'iterative' | 'alphabeta', evaluation: string): void {
  // The textbook search gets a depth, or it would run down one line to the end of the game.
  const depth = algorithm === 'alphabeta' ? 4 : undefined;
  const answer = analyse(lineEmUp, start(p), { algorithm, depth, timeMs: 5000, evaluation });
  const s = answer.stats;
  const perCall = s.evaluations > 0 ? `${((s.evalTimeMs / s.evaluations) * 1000).toFixed(2)} µs` : 'none';
  console.log(
    `n=10 s=5 ${label}, ${algorithm} ${evaluation}: ${s.nps} nodes/s (${s.nodes} nodes in ${(s.timeMs / 1000).toFixed(2)} s, ` +
      `${s.complete ? `depth ${s.depth}` : 'cut by the clock'}, ${perCall} per evaluation)`,
  );
}

/**
 * Engine against engine with the search budget the match loop gives for a per-move limit, every
 * move timed from the referee's side. No forfeits here, so every move counts.
 */
async function overrun(limitMs: number, p: LinePosition, algorithm: 'iterative' | 'alphabeta'): Promise<void> {
  const search = { algorithm, depth: algorithm === 'alphabeta' ? 6 : 100, timeMs: searchBudget(limitMs) };
  const agent = (evaluation: string) => new EngineAgent<LineState, LineMove, LineResolved>(evaluation, { ...search, evaluation });
  const result = await playMatch({ game: lineEmUp, start: start(p), agents: [agent('e1'), agent('e2')] });
  const elapsed = result.moves.map((m) => m.elapsedMs);
  const worst = Math.max(...elapsed);
  const over = elapsed.filter((t) => t > limitMs).length;
  console.log(
    `timed moves, ${algorithm}, limit ${limitMs} ms (search budget ${search.timeMs} ms), ${JSON.stringify(p)}: ${elapsed.length} moves, ` +
      `slowest ${worst.toFixed(1)} ms: ${(worst - search.timeMs).toFixed(1)} ms past the search budget, ` +
      `worst overrun of the limit ${(worst - limitMs).toFixed(1)} ms (negative: time to spare), ${over} moves over the limit`,
  );
}

export async function run(): Promise<void> {
  prove(3, 3, 60_000);
  prove(4, 3, 60_000);
  prove(4, 4, 600_000);
  prove(5, 4, Number(process.env.LINE_EM_UP_PROOF_MS ?? 30 * 60_000));

  const midgame = { n: 10, s: 5, moves: ['E4', 'F5', 'E5', 'E6', 'F4', 'D4', 'G4', 'H4', 'D5', 'F6'] };
  for (const evaluation of ['e1', 'e2']) {
    speed('empty board', { n: 10, s: 5 }, 'iterative', evaluation);
    speed('after ten moves', midgame, 'iterative', evaluation);
    speed('after ten moves', midgame, 'alphabeta', evaluation);
  }

  await overrun(1000, { n: 10, s: 5, blocs: { random: 10, seed: 42 } }, 'alphabeta');
  await overrun(1000, { n: 8, s: 5, blocs: { random: 6, seed: 42 } }, 'iterative');
  await overrun(200, { n: 10, s: 5 }, 'alphabeta');
}
