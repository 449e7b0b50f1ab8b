import { LEVEL_LETTERS } from './geometry.js';
import { levelRows } from './levels.js';
import { boardString } from './notation.js';
import { BLACK, WHITE, type PylosState } from './rules.js';

const GAP = '   ';

/** One level as lines: its title, the spot digits, then each row under its letter. */
function levelLines(rows: string[], level: number): string[] {
  const digits = rows.map((_, y) => String(y + 1)).join(' ');
  return [`level ${level + 1}`, `  ${digits}`, ...rows.map((row, x) => `${LEVEL_LETTERS[level][x]} ${[...row].join(' ')}`)];
}

/**
 * The pyramid for a terminal: the four levels side by side, bottom level first, each spot under
 * its digit and beside its letter (so b3 is read off as in the notation), then the reserves.
 */
export function pylosText(state: PylosState): string {
  const blocks = levelRows(boardString(state)).map(levelLines);
  const widths = blocks.map((lines) => Math.max(...lines.map((line) => line.length)));
  const height = Math.max(...blocks.map((lines) => lines.length));
  const lines = Array.from({ length: height }, (_, i) =>
    blocks
      .map((lines, b) => (lines[i] ?? '').padEnd(widths[b]))
      .join(GAP)
      .trimEnd(),
  );
  lines.push(`reserves: white ${state.reserve(WHITE)}, black ${state.reserve(BLACK)}`);
  return lines.join('\n');
}
