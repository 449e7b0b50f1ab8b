import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bandName, calibration, type SettledGame } from '../../../bench/amazons-calibration.js';

/**
 * Amazons' evaluation is calibrated (src/games/amazons/evaluate.ts): a value of +5 in the open game
 * means about five squares ahead once the board settles, as it does on a sealed board. The games are
 * self-play the bench recorded (test/data/amazons/SOURCE.md), not those the calibration was fitted
 * on: slopes of 0.99, 0.82, 0.70, 0.76 and 0.75 from the sealed band to the open one, where the
 * unshrunk sum had 0.92, 0.65, 0.45, 0.36 and 0.18 (docs/amazons.md, "A calibrated score").
 */
const SLOPE = { low: 0.65, high: 1.35 };
const games: SettledGame[] = readFileSync(new URL('../../data/amazons/calibration-games.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));

describe('Amazons evaluation calibration', () => {
  it.each(calibration(games).map((band) => [bandName(band), band]))('predicts the settled lead one for one where w is %s', (_, band) => {
    expect(band.positions).toBeGreaterThan(100);
    expect(band.slope).toBeGreaterThan(SLOPE.low);
    expect(band.slope).toBeLessThan(SLOPE.high);
  });
});
