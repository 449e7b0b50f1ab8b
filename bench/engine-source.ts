// Which engine a match's games were played by: the git tree of src/ (our engine and games). A result
// file is named by it, so a run after an engine change starts its own file instead of mixing two
// engines' games, and the earlier engine's results stay beside it.
import { execFileSync } from 'node:child_process';

export interface EngineSource {
  /** The tree's id, `+uncommitted` when src/ has changes not committed, or `unknown` outside git. */
  id: string;
  /** A short form for file names. */
  short: string;
}

export function engineSource(): EngineSource {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const tree = git('rev-parse', 'HEAD:src');
    const uncommitted = git('status', '--porcelain', '--', 'src') !== '';
    return uncommitted ? { id: `${tree}+uncommitted`, short: `${tree.slice(0, 7)}-uncommitted` } : { id: tree, short: tree.slice(0, 7) };
  } catch {
    return { id: 'unknown', short: 'unknown' };
  }
}
