// The README's examples that show their output: shell transcripts, fenced blocks whose first line
// is `$ command`, each command followed by the lines it printed. test/docs/readme-examples.test.ts
// runs them and compares; `npm run readme:examples` writes what they print now into the README.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const README = join(ROOT, 'README.md');

export interface Step {
  command: string;
  /** Index in the README's lines of the first output line (the line after the command). */
  from: number;
  /** The output lines shown. */
  shown: string[];
}

/** Every transcript step of the README, in order. */
export function transcriptSteps(readme: string): Step[] {
  const lines = readme.split('\n');
  const steps: Step[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```\w*$/.test(lines[i]) || !lines[i + 1]?.startsWith('$ ')) continue;
    let end = i + 1;
    while (lines[end] !== '```') end++;
    for (let at = i + 1; at < end; ) {
      let next = at + 1;
      while (next < end && !lines[next].startsWith('$ ')) next++;
      steps.push({ command: lines[at].slice(2), from: at + 1, shown: lines.slice(at + 1, next) });
      at = next;
    }
    i = end;
  }
  return steps;
}

/**
 * A fresh folder for the examples' files (under out/, which git ignores): npm finds the package
 * from it, and `test/` is linked in for the examples that read the test data.
 */
export function exampleFolder(): string {
  mkdirSync(join(ROOT, 'out'), { recursive: true });
  const folder = mkdtempSync(join(ROOT, 'out', 'readme-'));
  symlinkSync(join(ROOT, 'test'), join(folder, 'test'));
  return folder;
}

/** A command's stdout lines, run by bash in the folder as a reader would type it. */
export async function printed(command: string, folder: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)('bash', ['-o', 'pipefail', '-c', command], { cwd: folder, maxBuffer: 1 << 24, env: { ...process.env, NO_COLOR: '1' } });
  return stdout.replace(/\n$/, '').split('\n');
}

/** Output with what changes from run to run masked: times in milliseconds, and c4-solve's microseconds column. */
export function masked(lines: string[]): string[] {
  return lines.map((line) => line.replace(/\b\d+(?:\.\d+)? ms$/, '<ms>').replace(/^(\d+ -?\d+ \d+) \d+$/, '$1 <µs>'));
}

/** The README with each step's shown output replaced by what it printed. */
export function withOutputs(readme: string, outputs: { step: Step; lines: string[] }[]): string {
  const lines = readme.split('\n');
  // From the last step up, so earlier steps' line numbers stay right.
  for (const { step, lines: output } of [...outputs].sort((a, b) => b.step.from - a.step.from)) lines.splice(step.from, step.shown.length, ...output);
  return lines.join('\n');
}

/** A fenced block of the README: its language and its lines. */
export interface Block {
  lang: string;
  lines: string[];
}

/** The fenced blocks of one section of the README, from its heading to the next heading, in order. */
export function sectionBlocks(readme: string, heading: string): Block[] {
  const lines = readme.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`the README has no heading ${heading}`);
  const blocks: Block[] = [];
  for (let i = start + 1; i < lines.length && !/^#+ /.test(lines[i]); i++) {
    const fence = /^```(\w*)$/.exec(lines[i]);
    if (!fence) continue;
    let end = i + 1;
    while (lines[end] !== '```') end++;
    blocks.push({ lang: fence[1], lines: lines.slice(i + 1, end) });
    i = end;
  }
  return blocks;
}
