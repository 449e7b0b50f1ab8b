import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { engineSource } from '../../bench/engine-source.js';

function srcTree(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD:src'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

const tree = srcTree();

describe('the engine a match result file is named by', () => {
  it.skipIf(tree === undefined)('is the git tree of src/, its short form its first seven digits (skipped outside a git checkout)', () => {
    const { id, short } = engineSource();
    expect(id.startsWith(tree!)).toBe(true);
    expect(short.startsWith(tree!.slice(0, 7))).toBe(true);
    expect(id.endsWith('+uncommitted')).toBe(short.endsWith('-uncommitted'));
  });
});
