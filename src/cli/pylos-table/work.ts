import { existsSync, mkdirSync, openSync, readFileSync, readSync, closeSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { RULE_SETS, type RuleSet } from '../../games/pylos/geometry.js';

const passRecord = z.object({ pass: z.number(), wins: z.number(), losses: z.number(), unknown: z.number(), seconds: z.number() });

/** Where a generation stands: the pass under way and its next shape, and the passes finished. */
const progressSchema = z.object({
  rules: z.enum(RULE_SETS),
  /** The index's size when the run began: a snapshot of another index is not resumed. */
  entries: z.number(),
  pass: z.number(),
  nextShape: z.number(),
  wins: z.number(),
  losses: z.number(),
  unknown: z.number(),
  seconds: z.number(),
  passes: z.array(passRecord),
  converged: z.boolean(),
});

/** One finished pass: what it settled and what it left unknown, and its time. */
export type PassRecord = z.infer<typeof passRecord>;
export type Progress = z.infer<typeof progressSchema>;

/** The generator's working state under data/pylos-table/<rules>/work/ (not committed): the raw table and its progress. */
export class WorkDir {
  readonly dir: string;

  constructor(root: string, rules: RuleSet) {
    this.dir = join(root, rules, 'work');
  }

  private get progressFile() {
    return join(this.dir, 'progress.json');
  }

  private get tableFile() {
    return join(this.dir, 'table.bin');
  }

  private get clocksFile() {
    return join(this.dir, 'clocks.bin');
  }

  /**
   * The shapes' clocks (which shapes a pass may skip), saved at the start of `pass` after its
   * table: they hold only for that table, so clocks of another pass are not read (every shape is
   * then looked at once more, which is always sound).
   */
  resumeClocks(pass: number): Uint32Array | undefined {
    if (!existsSync(this.clocksFile)) return undefined;
    const words = new Uint32Array(new Uint8Array(readFileSync(this.clocksFile)).buffer);
    return words[0] === pass ? words.subarray(1) : undefined;
  }

  saveClocks(pass: number, clocks: Uint32Array): void {
    const words = new Uint32Array(clocks.length + 1);
    words[0] = pass;
    words.set(clocks, 1);
    writeFileSync(`${this.clocksFile}.tmp`, words);
    renameSync(`${this.clocksFile}.tmp`, this.clocksFile);
  }

  /** The progress and the table, when a snapshot of the same index is there. */
  resume(entries: number, into: Uint8Array): Progress | undefined {
    if (!existsSync(this.progressFile) || !existsSync(this.tableFile)) return undefined;
    const progress = progressSchema.parse(JSON.parse(readFileSync(this.progressFile, 'utf8')));
    if (progress.entries !== entries) return undefined;
    const fd = openSync(this.tableFile, 'r');
    try {
      for (let at = 0; at < into.length; ) at += readSync(fd, into, at, into.length - at, at);
    } finally {
      closeSync(fd);
    }
    return progress;
  }

  /**
   * Writes the progress, then the table, each by rename. A kill between them leaves an older
   * table under newer progress: the values it lacks are settled again by the next pass, which the
   * counts of this one (not zero) make sure runs; a table newer than its progress could instead
   * hide a pass's settlements from its counts and end the generation early.
   */
  save(progress: Progress, table: Uint8Array): void {
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(`${this.progressFile}.tmp`, `${JSON.stringify(progress, null, 1)}\n`);
    writeFileSync(`${this.tableFile}.tmp`, table);
    renameSync(`${this.progressFile}.tmp`, this.progressFile);
    renameSync(`${this.tableFile}.tmp`, this.tableFile);
  }
}
