import { describe, expect, it } from 'vitest';
import { ProgressBar, duration } from '../../src/referee/progress-bar.js';
import { sink } from '../support/sink.js';

/** A clock that moves only when told, so the bar's figures are the test's. */
function clock() {
  let t = 0;
  return { now: () => t, pass: (ms: number) => (t += ms) };
}

describe('the progress bar', () => {
  it('writes plain lines, without a carriage return, when its stream is not a terminal', () => {
    const out = sink();
    const time = clock();
    const bar = new ProgressBar(out.stream, 4, 'games', time.now);
    bar.skip();
    time.pass(10_000);
    bar.advance();
    time.pass(10_000);
    bar.advance();
    const text = out.text();
    expect(text).not.toContain('\r');
    expect(text.split('\n')).toEqual([
      'games [########......................] 1/4, elapsed 0s, ETA unknown',
      'games [###############...............] 2/4, elapsed 10s, ETA 20s',
      'games [#######################.......] 3/4, elapsed 20s, ETA 10s',
      '',
    ]);
  });

  it('redraws in place on a terminal and ends the line when done', () => {
    const out = sink();
    Object.assign(out.stream, { isTTY: true });
    const time = clock();
    const bar = new ProgressBar(out.stream, 2, 'games', time.now);
    time.pass(90_000);
    bar.advance();
    time.pass(90_000);
    bar.advance();
    expect(out.text()).toBe(
      '\rgames [###############...............] 1/2, elapsed 1m 30s, ETA 1m 30s\x1b[K' +
        '\rgames [##############################] 2/2, elapsed 3m 00s, done\x1b[K\n',
    );
  });

  it('writes durations as a person reads them', () => {
    expect([duration(400), duration(59_600), duration(61_000), duration(3_723_000)]).toEqual(['0s', '1m 00s', '1m 01s', '1h 02m 03s']);
  });
});
