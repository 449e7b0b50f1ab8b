import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { UsageError, parseCommand } from '../../../src/cli/line-em-up/arguments.js';
import { play, series, type Io } from '../../../src/cli/line-em-up/commands.js';
import { experiments } from '../../../src/cli/line-em-up/run-experiments.js';
import type { GameConfig } from '../../../src/cli/line-em-up/config.js';
import { EXPERIMENTS } from '../../../src/cli/line-em-up/experiments.js';
import { outputFolder } from '../../../src/referee/output-folder.js';
import { traceFileName } from '../../../src/cli/line-em-up/trace.js';
import { sink } from '../../support/sink.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function io(lines: string[] = []) {
  const outDir = mkdtempSync(join(tmpdir(), 'line-em-up-'));
  dirs.push(outDir);
  const output = sink();
  const progress = sink();
  const streams: Io = {
    input: Readable.from(lines.map((l) => `${l}\n`)),
    output: output.stream,
    progress: progress.stream,
    outDir,
  };
  return { io: streams, output: output.text, progress: progress.text };
}

const CONFIG: GameConfig = {
  n: 4,
  b: 2,
  blocs: ['A0', 'D3'],
  s: 3,
  t: 5,
  players: [
    { kind: 'ai', depth: 2, algorithm: 'alphabeta', heuristic: 'e1' },
    { kind: 'ai', depth: 3, algorithm: 'minimax', heuristic: 'e2' },
  ],
};

/** The lines of text that follow a heading, up to the next blank line. */
function after(text: string, heading: string): string[] {
  const start = text.indexOf(heading);
  expect(start).toBeGreaterThanOrEqual(0);
  return text.slice(start + heading.length).split('\n\n')[0].split('\n').slice(1);
}

describe('line-em-up play, AI against AI: the game trace', () => {
  it('writes gameTrace-<n><b><s><t>.txt with every item of seed section 2.5.1', async () => {
    const run = io();
    const result = await play(CONFIG, 'AI-AI', run.io);
    const path = join(run.io.outDir, 'gameTrace-4235.txt');
    expect(traceFileName(CONFIG)).toBe('gameTrace-4235.txt');
    const trace = readFileSync(path, 'utf8');

    // 1-3: the game's parameters, the blocs, each player's.
    expect(trace).toContain('1. Parameters: n=4 b=2 s=3 t=5 (seconds per AI move)');
    expect(trace).toContain('2. Blocs: A 0, D 3');
    expect(trace).toContain('Player 1 (white, moves first): AI, depth d1=2, alpha-beta (a1=true), heuristic e1');
    expect(trace).toContain('Player 2 (black): AI, depth d2=3, minimax (a2=false), heuristic e2');
    // 4: the initial board.
    expect(after(trace, '4. Initial configuration:')).toEqual(['   A B C D', ' 0 # . . .', ' 1 . . . .', ' 2 . . . .', ' 3 . . . #']);

    // 5: each move with its board and its statistics, the numbers those of the search.
    const blocks = trace.split(/\nMove \d+:\n/).slice(1);
    expect(blocks).toHaveLength(result.moves.length);
    blocks.forEach((block, i) => {
      const played = result.moves[i];
      const stats = played.analysis!.stats;
      expect(block).toContain(`(a) ${played.colour} (player ${played.side + 1}) plays ${played.move.notation}`);
      expect(block).toMatch(/\(b\) board:\n {3}A B C D\n 0 [.#WB ]{7}\n 1 [.WB ]{7}\n 2 [.WB ]{7}\n 3 [.#WB ]{7}\n/);
      expect(block).toMatch(/i\. {3}evaluation time of the heuristic: \d\.\d+(e-\d+)? s/);
      expect(block).toContain(`ii.  states evaluated by the heuristic: ${stats.evaluations}`);
      const perDepth = /iii\. states evaluated at each depth: \[(.*)\]/.exec(block)![1];
      const counts = perDepth === '' ? [] : perDepth.split(', ').map((item) => Number(item.split('=')[1]));
      expect(counts.reduce((a, c) => a + c, 0)).toBe(stats.evaluations);
      expect(block).toContain(`iv.  average depth (AD): ${stats.averageDepth}`);
      expect(block).toContain(`v.   average recursion depth (ARD): ${stats.averageRecursionDepth}`);
    });

    // 6: the winner, then each heuristic's statistics over the game.
    expect(trace).toMatch(/6\. End of the game:\n\(a\) (Winner: (white|black) \(player [12], heuristic e[12]\): 3 in a row|Result: a draw)/);
    for (const [player, heuristic, side] of [[1, 'e1', 0], [2, 'e2', 1]] as const) {
      const lines = after(trace, `Heuristic ${heuristic} (player ${player}):`);
      const mine = result.moves.filter((m) => m.side === side).map((m) => m.analysis!.stats);
      const total = mine.reduce((a, s) => a + s.evaluations, 0);
      expect(lines[0]).toMatch(/i\. {3}average evaluation time per state: \d\.\d+(e-\d+)? s/);
      expect(lines[1]).toBe(`  ii.  states evaluated: ${total}`);
      const evaluating = mine.filter((st) => st.evaluations > 0);
      const ad = evaluating.reduce((a, st) => a + st.averageDepth, 0) / evaluating.length;
      expect(lines[2]).toBe(`  iii. average of the per-move average depth (AD): ${Number.isInteger(ad) ? ad : ad.toFixed(3)}`);
      expect(lines[3]).toMatch(/iv\. {2}states evaluated at each depth: \[depth1=\d+/);
      expect(lines[4]).toMatch(/v\. {3}average of the per-move average recursion depth \(ARD\): [\d.]+/);
      expect(lines[5]).toBe(`  vi.  moves in the game: ${result.moves.length}`);
    }
    expect(run.output()).toContain(`Trace written to ${path}`);
  });
});

describe('line-em-up series: the scoreboard', () => {
  it('appends every item of seed section 2.5.2 for each series', async () => {
    const run = io();
    const games = await series({ ...CONFIG, blocs: { random: 2, seed: 7 } }, 2, run.io);
    await series(CONFIG, 1, run.io);
    const board = readFileSync(join(run.io.outDir, 'scoreboard.txt'), 'utf8');
    const [first, second] = board.split('=== Series').slice(1);
    expect(second).toContain(' of 2 games ===');

    expect(games.map((g) => g.seats)).toEqual([[1, 2], [2, 1], [1, 2], [2, 1]]);
    // 1: the game's parameters; 2: the players'; 3: the number of games.
    expect(first).toContain(' of 4 games ===\n1. Parameters: n=4 b=2 s=3 t=5 (seconds per AI move)');
    expect(first).toContain('Blocs: 2 drawn at random, new cells for each pair of games (seeds 7 to 8)');
    expect(first).toContain('2. Players:\n   Player 1: AI, depth d1=2, alpha-beta (a1=true), heuristic e1\n   Player 2: AI, depth d2=3, minimax (a2=false), heuristic e2');
    expect(first).toContain('3. Games played: 4 (2 x r with r=2: each player white in 2 games, black in 2)');
    // 4: wins and percentages per heuristic, as the games went.
    const wins = (player: number) => games.filter((g) => g.result.winner !== null && g.seats[g.result.winner] === player).length;
    const draws = games.filter((g) => g.result.winner === null).length;
    expect(first).toContain(`heuristic e1 (player 1): ${wins(1)} (${(25 * wins(1)).toFixed(1)}%)`);
    expect(first).toContain(`heuristic e2 (player 2): ${wins(2)} (${(25 * wins(2)).toFixed(1)}%)`);
    expect(first).toContain(`draws: ${draws} (${(25 * draws).toFixed(1)}%)`);
    // 5: the end-of-game statistics, averaged over the games.
    expect(first).toContain('5. End-of-game statistics averaged over the 4 games:');
    for (const [player, heuristic] of [[1, 'e1'], [2, 'e2']] as const) {
      const lines = after(first, `Heuristic ${heuristic} (player ${player}):`).slice(0, 6);
      expect(lines.map((l) => l.trim().split(' ')[0])).toEqual(['i.', 'ii.', 'iii.', 'iv.', 'v.', 'vi.']);
      const moves = games.reduce((a, g) => a + g.result.moves.length, 0) / 4;
      expect(lines[5]).toBe(`  vi.  moves in the game (mean): ${Number.isInteger(moves) ? moves : moves.toFixed(3)}`);
    }
    // The progress bar counts the games.
    expect(run.progress()).toContain('[##############################] 4/4');
  });
});

describe('line-em-up play with a human', () => {
  it('takes the human moves from the input, refusing illegal ones with the reason', async () => {
    const run = io(['W 3', 'A0', 'B1', 'C2', 'A1', 'A2', 'B0', 'B2', 'C0', 'C1']);
    const result = await play({ ...CONFIG, n: 3, b: 0, blocs: [], s: 3 }, 'H-AI', run.io);
    const text = run.output();
    expect(text).toContain("Illegal move: 'W 3' is off the 3x3 board: columns A-C, rows 0-2. Try again.");
    expect(text).toContain('white (player 1), your move (like B 3): ');
    expect(result.moves[0]).toMatchObject({ colour: 'white', move: { notation: 'A 0' } });
    expect(result.moves[0].analysis).toBeUndefined();
    expect(result.moves[1].analysis).toBeDefined();
    expect(['line', 'board-full']).toContain(result.reason);
    expect(text).toMatch(/(Winner: (white|black)|Result: a draw)/);
    expect(existsSync(join(run.io.outDir, 'gameTrace-3035.txt'))).toBe(false);
  });
});

describe('line-em-up experiments', () => {
  it("are the seed's eight configurations", () => {
    expect(EXPERIMENTS.map(traceFileName)).toEqual([
      'gameTrace-4435.txt',
      'gameTrace-4431.txt',
      'gameTrace-5441.txt',
      'gameTrace-5445.txt',
      'gameTrace-8551.txt',
      'gameTrace-8555.txt',
      'gameTrace-8651.txt',
      'gameTrace-8655.txt',
    ]);
    expect(EXPERIMENTS.map((c) => c.players.map((p) => `${p.depth}${p.algorithm[0]}${p.heuristic}`).join(' '))).toEqual([
      '6me1 6me2',
      '6ae1 6ae2',
      '2ae1 6ae2',
      '6ae1 6ae2',
      '2ae1 6ae2',
      '2ae1 6ae2',
      '6ae1 6ae2',
      '6ae1 6ae2',
    ]);
  });

  it('write the trace and the scoreboard of a configuration, saying where the blocs went', async () => {
    const run = io();
    await experiments(run.io, 1, [2], 1);
    const trace = readFileSync(join(run.io.outDir, 'gameTrace-4431.txt'), 'utf8');
    expect(trace).toContain('2. Blocs: A 0, D 0, A 3, D 3\n  Note: ');
    expect(trace).toContain('the four corners A 0, D 0, A 3, D 3 are used instead');
    expect(readFileSync(join(run.io.outDir, 'scoreboard.txt'), 'utf8')).toContain('3. Games played: 2');
  });
});

describe('line-em-up arguments', () => {
  it('read every parameter of seed section 2.4', () => {
    const command = parseCommand(
      'play --n 5 --b 2 --blocs A0,B1 --s 4 --d1 3 --d2 5 --t 2 --a1 false --a2 true --h1 e2 --h2 e1 --mode ai-ai --out x'.split(' '),
    );
    expect(command).toEqual({
      name: 'play',
      mode: 'AI-AI',
      outDir: outputFolder('x'),
      config: {
        n: 5,
        b: 2,
        blocs: ['A0', 'B1'],
        s: 4,
        t: 2,
        players: [
          { kind: 'ai', depth: 3, algorithm: 'minimax', heuristic: 'e2' },
          { kind: 'ai', depth: 5, algorithm: 'alphabeta', heuristic: 'e1' },
        ],
      },
    });
    expect(parseCommand('series --r 3 --n 6 --b 4 --seed 9'.split(' '))).toMatchObject({
      name: 'series',
      r: 3,
      config: { n: 6, b: 4, s: 5, blocs: { random: 4, seed: 9 } },
    });
    expect(parseCommand(['experiments', '--out', 'runs'])).toEqual({ name: 'experiments', r: 5, only: undefined, jobs: 1, outDir: outputFolder('runs') });
    expect(parseCommand('experiments --jobs 2 --only 1,3'.split(' '))).toMatchObject({ jobs: 2, only: [1, 3] });
    expect(parseCommand(['play', '--b', '2', '--blocs', '(0,D), (1,B)'])).toMatchObject({ config: { b: 2, blocs: ['(0,D)', '(1,B)'] } });
    // Both forms in one list: neither is dropped.
    expect(parseCommand(['play', '--b', '2', '--blocs', 'A0,(1,B)'])).toMatchObject({ config: { b: 2, blocs: ['A0', '(1,B)'] } });
  });

  it('refuse what they cannot use, saying why', () => {
    const refusals: [string, string][] = [
      ['play --a1 maybe', '--a1 is true (alpha-beta), false (minimax) or iterative'],
      ['play --mode AI-X', '--mode is one of H-H, H-AI, AI-H, AI-AI'],
      ['play --b 3 --blocs A0', '--b is 3 but --blocs lists 1 cells'],
      ['play --blocs A0 --seed 4', 'give either --blocs or --seed, not both'],
      ['play --h2 e3', '--h2 is e1 or e2'],
      ['play --d1 0', '--d1 must be a whole number from 1 to 100'],
      ['play --t 0', '--t is a number of seconds above 0'],
      ['play --colour red', "Unknown option '--colour'"],
      ['series --n 5', 'series needs --r'],
      ['experiments --only 9', '--only lists configurations 1 to 8'],
      ['experiments --jobs 0', '--jobs must be a whole number from 1 to 64'],
      ['tournament', "unknown command 'tournament'"],
    ];
    for (const [args, reason] of refusals) {
      expect(() => parseCommand(args.split(' '))).toThrow(UsageError);
      expect(() => parseCommand(args.split(' '))).toThrow(reason);
    }
  });
});
