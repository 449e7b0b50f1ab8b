// Builds another commit of this project for `npm run bench:match -- elo --baseline COMMIT`: a
// temporary git worktree of that commit, compiled with its own tsconfig.build.json and
// build-wasm.mjs and this checkout's dependencies, so that its engine can be imported and played
// in process.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BaselineBuild {
  /** The commit's short hash and its subject, for the report. */
  commit: string;
  subject: string;
  /** Its compiled sources (the worktree's `dist/`). */
  dist: string;
  remove(): void;
}

function git(args: string[], cwd?: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function buildBaseline(commit: string): BaselineBuild {
  const root = git(['rev-parse', '--show-toplevel']);
  const [hash, subject] = git(['log', '-1', '--format=%h%n%s', commit]).split('\n');
  const dir = mkdtempSync(join(tmpdir(), 'baseline-'));
  git(['worktree', 'add', '--detach', dir, commit]);
  const remove = () => {
    git(['worktree', 'remove', '--force', dir], root);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    // Emitted without type checking: the commit's types were checked when it was made, and a
    // newer @types package must not stop an old commit from building.
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--noCheck'], { cwd: dir, stdio: 'inherit' });
    // Its WebAssembly kernels too, where it has any: Amazons' is loaded as soon as the game is.
    const buildWasm = join(dir, 'scripts/build-wasm.mjs');
    if (existsSync(buildWasm)) execFileSync(process.execPath, [buildWasm, '--copy-to', 'dist'], { cwd: dir, stdio: 'inherit' });
  } catch (error) {
    remove();
    throw error;
  }
  return { commit: hash, subject, dist: join(dir, 'dist'), remove };
}
