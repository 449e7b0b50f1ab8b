import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lineEmUp } from '../../src/games/line-em-up/index.js';
import type { LineState } from '../../src/games/line-em-up/rules.js';
import type { LineMove, LineResolved } from '../../src/games/line-em-up/schema.js';
import type { Agent } from '../../src/match/agent.js';
import { EngineAgent, searchBudget } from '../../src/match/engine-agent.js';
import { HumanAgent, InputEnded, readLines } from '../../src/match/human-agent.js';
import { playMatch } from '../../src/match/match.js';
import { readPosition } from '../support/read-position.js';
import { sink } from '../support/sink.js';

type LineAgent = Agent<LineState, LineMove, LineResolved>;

function start(p: object = { n: 3, s: 3 }): LineState {
  const read = readPosition(lineEmUp, p);
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

/** An agent that plays the given moves in turn, with an optional cost on an injected clock. */
function scripted(moves: string[], spend?: () => void): LineAgent {
  let i = 0;
  return {
    label: 'script',
    human: false,
    async chooseMove() {
      spend?.();
      return { move: moves[i++] };
    },
  };
}

describe('the match loop', () => {
  it('plays a human game from scripted input, refusing illegal moves with the reason', async () => {
    // White: A0, B1 (after 'W 3', 'A0' taken and 'B 9' are refused), C2: the diagonal.
    const input = Readable.from(['A0\n', 'B0\n', 'W 3\n', 'A0\n', 'B 9\n', 'B1\n', 'C0\n', 'c 2\n']);
    const out = sink();
    const lines = readLines(input);
    const human = (label: string): LineAgent => new HumanAgent(label, lines, out.stream);
    const seen: string[] = [];
    const result = await playMatch({
      game: lineEmUp,
      start: start(),
      agents: [human('alice'), human('bob')],
      onMove: (played) => seen.push(`${played.colour} ${played.move.notation}`),
    });
    lines.close();
    expect(seen).toEqual(['white A 0', 'black B 0', 'white B 1', 'black C 0', 'white C 2']);
    expect(result).toMatchObject({ winner: 0, reason: 'line' });
    expect(out.text().match(/Illegal move: [^\n]*/g)).toEqual([
      "Illegal move: 'W 3' is off the 3x3 board: columns A-C, rows 0-2. Try again.",
      'Illegal move: A 0 is taken by white. Try again.',
      "Illegal move: 'B 9' is off the 3x3 board: columns A-C, rows 0-2. Try again.",
    ]);
    // Asked eight times: five moves and three refusals.
    expect(out.text().match(/your move/g)).toHaveLength(8);
  });

  it('stops when the input ends before the game', async () => {
    const lines = readLines(Readable.from(['A0\n']));
    const human: LineAgent = new HumanAgent('alice', lines, sink().stream);
    await expect(playMatch({ game: lineEmUp, start: start(), agents: [human, human] })).rejects.toBeInstanceOf(InputEnded);
  });

  it('an AI that plays an illegal move loses', async () => {
    const result = await playMatch({ game: lineEmUp, start: start(), agents: [scripted(['A0', 'B0']), scripted(['A0'])] });
    expect(result).toMatchObject({ winner: 0, reason: 'illegal-move', detail: 'black played "A0": A 0 is taken by white' });
    expect(result.moves.map((m) => m.move.notation)).toEqual(['A 0']);
  });

  it('an AI that overruns the time limit loses', async () => {
    let t = 0;
    const quick = scripted(['A0', 'B1'], () => (t += 200));
    const slow = scripted(['B0'], () => (t += 1001));
    const result = await playMatch({ game: lineEmUp, start: start(), agents: [quick, slow], timeLimitMs: 1000, now: () => t });
    expect(result).toMatchObject({ winner: 0, reason: 'time-overrun', detail: 'black took 1001 ms, over the 1000 ms limit' });
  });

  it('the engine agent keeps within the time limit on the same clock as the referee', async () => {
    // Every read of the clock costs a millisecond, so only the search's own time checks keep it in.
    let t = 0;
    const now = () => t++;
    const engine = (evaluation: string): LineAgent => new EngineAgent(evaluation, { algorithm: 'alphabeta', depth: 6, evaluation }, now);
    const result = await playMatch({
      game: lineEmUp,
      start: start({ n: 6, s: 4 }),
      agents: [engine('e1'), engine('e2')],
      timeLimitMs: 60,
      now,
    });
    expect(['line', 'board-full']).toContain(result.reason);
    expect(result.moves.length).toBeGreaterThan(6);
    for (const m of result.moves) {
      expect(m.elapsedMs).toBeLessThanOrEqual(60);
      expect(m.analysis?.stats.complete).toBe(false);
    }
    expect(searchBudget(60)).toBe(34);
  });
});
