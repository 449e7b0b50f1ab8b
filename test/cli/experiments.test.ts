import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/line-em-up/commands.js';
import { RECORDS_FOLDER } from '../../src/cli/line-em-up/experiment-records.js';
import { experiments } from '../../src/cli/line-em-up/run-experiments.js';
import { sink } from '../support/sink.js';

/** Configuration 2 of seed section 2.6 (4x4, s=3, depth 6 alpha-beta): its games take well under a second. */
const ONLY = [2];
const TRACE = 'gameTrace-4431.txt';

/** The experiments' streams; `onProgress` sees each progress line as it is written. */
function run(outDir: string, onProgress: (line: string) => void = () => {}) {
  const output = sink();
  let progress = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      progress += String(chunk);
      onProgress(String(chunk));
      done();
    },
  });
  const io: Io = { input: Readable.from([]), output: output.stream, progress: stream, outDir };
  return { io, progress: () => progress };
}

const series = (dir: string) => readFileSync(join(dir, 'scoreboard.txt'), 'utf8').split('=== Series').length - 1;

describe('line-em-up experiments', () => {
  it('write the trace as soon as its game ends, before the next game starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'experiments-'));
    const traceAtEachStep: boolean[] = [];
    const { io } = run(dir, () => traceAtEachStep.push(existsSync(join(dir, TRACE))));
    await experiments(io, 2, ONLY, 1);
    expect(traceAtEachStep).toEqual([true, true, true, true]);
    expect(readdirSync(join(dir, RECORDS_FOLDER))).toEqual(['gameTrace-4431-01.json', 'gameTrace-4431-02.json', 'gameTrace-4431-03.json', 'gameTrace-4431-04.json']);
  }, 120_000);

  it('resume after an interruption: finished games are read back, the rest played, and the scoreboard holds each series once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'experiments-'));
    await experiments(run(dir).io, 1, ONLY, 1);
    const kept = join(dir, RECORDS_FOLDER, 'gameTrace-4431-01.json');
    const keptText = readFileSync(kept, 'utf8');
    const keptTime = statSync(kept).mtimeMs;
    const trace = readFileSync(join(dir, TRACE), 'utf8');
    // As if the run had been stopped while its second game was played.
    rmSync(join(dir, RECORDS_FOLDER, 'gameTrace-4431-02.json'));
    const again = run(dir);
    await experiments(again.io, 1, ONLY, 1);
    expect(again.progress().split('\n')[0]).toMatch(/^experiments \[#+\.+\] 1\/2, elapsed \d+s, ETA unknown$/);
    expect(again.progress()).not.toContain('\r');
    expect(statSync(kept).mtimeMs).toBe(keptTime);
    expect(readFileSync(kept, 'utf8')).toBe(keptText);
    expect(readFileSync(join(dir, TRACE), 'utf8')).toBe(trace);
    expect(series(dir)).toBe(1);
    // A rerun with every game finished plays nothing and still lists the series once.
    const third = run(dir);
    await experiments(third.io, 1, ONLY, 1);
    expect(third.progress().trim().split('\n').at(-1)).toMatch(/2\/2, elapsed \d+s, done$/);
    expect(series(dir)).toBe(1);
  }, 120_000);

  it('a second configuration joins the scoreboard beside the first, in the seed order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'experiments-'));
    await experiments(run(dir).io, 1, [2], 1);
    await experiments(run(dir).io, 1, [1], 1);
    const board = readFileSync(join(dir, 'scoreboard.txt'), 'utf8');
    expect(series(dir)).toBe(2);
    expect(board.indexOf('a1=false')).toBeLessThan(board.indexOf('a1=true'));
  }, 180_000);

  it('with --jobs 2 play two games at once on worker threads, keeping every record, the trace with its search statistics, and the scoreboard', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'experiments-'));
    await experiments(run(dir).io, 1, ONLY, 2);
    expect(readdirSync(join(dir, RECORDS_FOLDER))).toHaveLength(2);
    const board = readFileSync(join(dir, 'scoreboard.txt'), 'utf8');
    expect(board).toContain('3. Games played: 2');
    const trace = readFileSync(join(dir, TRACE), 'utf8');
    expect(trace).toMatch(/6\. End of the game:\n\(a\) (Winner|Result)/);
    expect(trace).toMatch(/ii\. {2}states evaluated by the heuristic: [1-9]/);
  }, 120_000);

  it('write scoreboard.html beside scoreboard.txt, charting wins and, per depth, the states evaluated and their time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'experiments-'));
    await experiments(run(dir).io, 1, ONLY, 1);
    const text = readFileSync(join(dir, 'scoreboard.txt'), 'utf8');
    const page = readFileSync(join(dir, 'scoreboard.html'), 'utf8');
    expect(page).toContain('<h2>4431: Parameters: n=4 b=4 s=3 t=1 (seconds per AI move)</h2>');
    expect(page).toContain('aria-label="States evaluated at each depth (mean per game)"');
    expect(page).toContain('aria-label="Heuristic time at each depth (ms, mean per game)"');
    // The series compared: each player's states evaluated per game, as the text scoreboard gives them.
    const perGame = [...text.matchAll(/ii\. {2}states evaluated per game: ([\d.]+)/g)].map((m) => Math.round(Number(m[1])));
    expect(perGame).toHaveLength(2);
    expect(page).toContain(`<title>4431 (d1=6, d2=6), player 1 (e1): ${perGame[0]}</title>`);
    expect(page).toContain(`<title>4431 (d1=6, d2=6), player 2 (e2): ${perGame[1]}</title>`);
    expect(page).toContain('aria-label="Search time per move (ms), by series and depth"');
    let charted = 0;
    // Every per-depth count of the text scoreboard is a bar of the chart, heuristic by heuristic
    // (depths where neither heuristic evaluated anything have no bars).
    for (const [, heuristic, list] of text.matchAll(/Heuristic (e\d) \(player \d\):\n(?:.*\n){3}\s+iv\.\s+states evaluated at each depth per game: \[(.*)\]/g)) {
      for (const [, depth, count] of list.matchAll(/depth(\d+)=([\d.]+)/g)) {
        if (Number(count) === 0) continue;
        expect(page).toContain(`<title>depth ${depth}, ${heuristic}: ${Number(count)}</title>`);
        charted++;
      }
    }
    expect(charted).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
