import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as tuning from '../../../src/games/pylos/tuning.js';

// Pylos' own sources: another game may have a HINT_BLOCK of its own.
const SRC = new URL('../../../src/games/pylos/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe("Pylos' search tuning", () => {
  it('defines each constant once, in tuning.ts, which both searches import', () => {
    const names = Object.keys(tuning);
    expect(names.sort()).toEqual(['HINT_AGAIN', 'HINT_BLOCK', 'HINT_ONE_REMOVAL', 'HINT_QUIET', 'HINT_RAISE', 'HINT_TWO_REMOVALS', 'LMR_FULL_MOVES', 'LMR_MIN_DEPTH']);
    const files = sources(SRC).map((path) => ({ path: path.slice(SRC.length), text: readFileSync(path, 'utf8') }));
    for (const name of names) {
      const defining = files.filter(({ text }) => new RegExp(`\\b(?:const|let|var)\\s+${name}\\b`).test(text)).map(({ path }) => path);
      expect(defining, name).toEqual(['tuning.ts']);
    }
    const importing = files.filter(({ text }) => /from '\.\.?\/tuning(?:\.js)?'/.test(text)).map(({ path }) => path);
    expect(importing.sort()).toEqual(['assembly/moves.ts', 'rules.ts']);
  });
});
