// Generates the Pylos endgame table of every position (docs/pylos.md, "The endgame table"):
//   pylos-table [generate] [--rules R]   run passes until one settles nothing, resumable
//   pylos-table status [--rules R]       the passes so far
//   pylos-table pack [--rules R]         write the layers' files and manifest to commit
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { popcount } from '../games/bits.js';
import { RULE_SETS, SPOTS, type RuleSet } from '../games/pylos/geometry.js';
import { pylosKernel, type PylosKernel } from '../games/pylos/kernel.js';
import { answerHelp } from '../process/help.js';
import { duration } from '../referee/progress-bar.js';
import { TABLE_ROOT, countValues, layerFileName, layerBytes, type LayerRecord, type TableManifest } from '../games/pylos/endgame-layers.js';
import { WorkDir, type Progress } from './pylos-table/work.js';

const USAGE = `usage: pylos-table [generate | status | pack] [--rules standard|advanced]
  generate   settles the table's entries pass by pass from their successors, fullest boards
             first and then back, skipping the shapes whose successors settled nothing since
             they were last looked at, until a pass settles nothing (the entries left are draws); resumable: the state is
             saved to data/pylos-table/<rules>/work/ every few minutes and after each pass
  status     prints the passes finished and where the pass under way stands
  pack       writes each layer's entries, gzipped, and a manifest to data/pylos-table/<rules>/
             from the working table (its settled values are exact even before it converges)
  --rules    the rule set (default: standard)`;

/** A chunk of the pass is this many entries or a shape more: a progress line and a chance to save. */
const CHUNK_ENTRIES = 1 << 24;
const SAVE_EVERY_MS = 5 * 60_000;
const REPORT_EVERY_MS = 30_000;

function open(rules: RuleSet) {
  const k = pylosKernel();
  k.buildIndex();
  k.useRules(rules);
  const entries = k.layerFirstEntry(31);
  const first = k.layerFirstShape(1);
  const shapes = k.layerFirstShape(31);
  return { k, entries, first, shapes };
}

/** A shape's layer: the spheres its empty spots leave in the reserves. */
function layerOf(k: PylosKernel, shape: number): number {
  return SPOTS - popcount(k.shapeAt(Math.min(shape, k.layerFirstShape(SPOTS + 1) - 1)));
}

function fresh(rules: RuleSet, entries: number, first: number, shapes: number): Progress {
  return { rules, entries, pass: 1, nextShape: passStart(1, first, shapes), wins: 0, losses: 0, unknown: 0, seconds: 0, passes: [], converged: false };
}

/** Odd passes go from the fullest boards to the emptiest (a placement's successor settled first), even ones back (a removal's). */
function ascending(pass: number): boolean {
  return pass % 2 === 1;
}

function passStart(pass: number, first: number, shapes: number): number {
  return ascending(pass) ? first : shapes;
}

/** The pass's next chunk of shapes [from, to), or undefined at its end. */
function nextChunk(k: PylosKernel, progress: Progress, first: number, shapes: number): [number, number] | undefined {
  if (ascending(progress.pass)) {
    const from = progress.nextShape;
    if (from >= shapes) return undefined;
    let to = from + 1;
    while (to < shapes && k.shapeFirstEntry(to) - k.shapeFirstEntry(from) < CHUNK_ENTRIES) to++;
    return [from, to];
  }
  const to = progress.nextShape;
  if (to <= first) return undefined;
  let from = to - 1;
  while (from > first && k.shapeFirstEntry(to) - k.shapeFirstEntry(from) < CHUNK_ENTRIES) from--;
  return [from, to];
}

function generate(rules: RuleSet): void {
  const { k, entries, first, shapes } = open(rules);
  k.prepareGenerator();
  const at = k.allocateEndgameTable();
  const table = () => new Uint8Array(k.memory.buffer, at, k.tableBytes());
  const work = new WorkDir(TABLE_ROOT, rules);
  const progress = work.resume(entries, table()) ?? fresh(rules, entries, first, shapes);
  // The clock first, then both shapes' stamps (lookedAt, settledAt), one u32 each.
  const clocks = () => {
    const buffer = k.memory.buffer;
    const out = new Uint32Array(1 + 2 * shapes);
    out[0] = k.shapeClock();
    out.set(new Uint32Array(buffer, k.lookedAtAddress(), shapes), 1);
    out.set(new Uint32Array(buffer, k.settledAtAddress(), shapes), 1 + shapes);
    return out;
  };
  const saved = progress.nextShape === passStart(progress.pass, first, shapes) ? work.resumeClocks(progress.pass) : undefined;
  if (saved !== undefined) {
    k.setClock(saved[0]);
    new Uint32Array(k.memory.buffer, k.lookedAtAddress(), shapes).set(saved.subarray(1, 1 + shapes));
    new Uint32Array(k.memory.buffer, k.settledAtAddress(), shapes).set(saved.subarray(1 + shapes));
  }
  console.log(`${rules}: ${entries} entries (${(k.tableBytes() / 1e6).toFixed(0)} MB), ${shapes - first} shapes; ${progress.passes.length} passes done${progress.converged ? ', converged' : `, pass ${progress.pass} at shape ${progress.nextShape}`}`);
  let lastSave = performance.now();
  let lastReport = performance.now();
  while (!progress.converged) {
    const runStart = performance.now();
    const up = ascending(progress.pass);
    const left = () => (up ? entries - k.shapeFirstEntry(progress.nextShape) : k.shapeFirstEntry(progress.nextShape) - k.shapeFirstEntry(first));
    const leftAtStart = left();
    let skipped = 0;
    for (let chunk = nextChunk(k, progress, first, shapes); chunk !== undefined; chunk = nextChunk(k, progress, first, shapes)) {
      const [from, to] = chunk;
      const started = performance.now();
      k.clearPassCounts();
      k.passShapes(from, to);
      progress.wins += k.passCount(0);
      progress.losses += k.passCount(1);
      progress.unknown += k.passCount(2);
      skipped += k.passCount(3);
      progress.seconds += (performance.now() - started) / 1000;
      progress.nextShape = up ? to : from;
      const now = performance.now();
      if (now - lastReport >= REPORT_EVERY_MS || left() === 0) {
        lastReport = now;
        const eta = ((now - runStart) / (leftAtStart - left())) * left();
        console.log(`pass ${progress.pass} (${up ? 'fullest boards first' : 'emptiest first'}), layer ${layerOf(k, from)}: ${((100 * (entries - left())) / entries).toFixed(1)}% of the entries, settled ${progress.wins} wins and ${progress.losses} losses, ${progress.unknown} unknown, ${skipped} shapes skipped; ${duration(progress.seconds * 1000)}, pass ETA ${duration(eta)}`);
      }
      if (now - lastSave >= SAVE_EVERY_MS) {
        work.save(progress, table());
        lastSave = performance.now();
      }
    }
    const settled = progress.wins + progress.losses;
    progress.passes.push({ pass: progress.pass, wins: progress.wins, losses: progress.losses, unknown: progress.unknown, seconds: Math.round(progress.seconds) });
    console.log(`pass ${progress.pass} done in ${duration(progress.seconds * 1000)}: ${settled} settled, ${progress.unknown} unknown`);
    const pass = progress.pass + 1;
    Object.assign(progress, { pass, nextShape: passStart(pass, first, shapes), wins: 0, losses: 0, unknown: 0, seconds: 0, converged: settled === 0 });
    work.save(progress, table());
    work.saveClocks(pass, clocks());
    lastSave = performance.now();
  }
  console.log(`${rules}: converged after ${progress.passes.length} passes`);
}

function status(rules: RuleSet): void {
  const { k, entries } = open(rules);
  const progress = new WorkDir(TABLE_ROOT, rules).resume(entries, new Uint8Array(0));
  if (progress === undefined) {
    console.log(`${rules}: no generation under ${TABLE_ROOT}/${rules}/work`);
    return;
  }
  for (const p of progress.passes) console.log(`pass ${p.pass}: ${p.wins} wins, ${p.losses} losses settled, ${p.unknown} unknown, ${duration(p.seconds * 1000)}`);
  if (!progress.converged) console.log(`pass ${progress.pass} under way: at layer ${layerOf(k, progress.nextShape)}, ${progress.wins} wins and ${progress.losses} losses settled so far`);
}

function pack(rules: RuleSet): void {
  const { k, entries } = open(rules);
  const table = new Uint8Array(Math.ceil(entries / 4));
  const progress = new WorkDir(TABLE_ROOT, rules).resume(entries, table);
  if (progress === undefined) throw new Error(`no generation to pack under ${TABLE_ROOT}/${rules}/work`);
  const dir = join(TABLE_ROOT, rules);
  mkdirSync(dir, { recursive: true });
  const layers: LayerRecord[] = [];
  for (let layer = 1; layer <= 30; layer++) {
    const first = k.layerFirstEntry(layer);
    const count = k.layerEntries(layer);
    const bytes = layerBytes(table, first, count);
    const [unknown, wins, losses] = countValues(bytes, count);
    const file = layerFileName(layer);
    const packed = gzipSync(bytes, { level: 9 });
    writeFileSync(join(dir, file), packed);
    layers.push({ layer, entries: count, wins, losses, unknown, file });
    console.log(`layer ${layer}: ${count} entries, ${wins} won, ${losses} lost, ${unknown} unknown; ${(packed.length / 1e6).toFixed(1)} MB`);
  }
  const manifest: TableManifest = { rules, passes: progress.passes.length, converged: progress.converged, layers };
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
}

answerHelp(process.argv.slice(2), USAGE);
const { values, positionals } = parseArgs({ allowPositionals: true, options: { rules: { type: 'string', default: 'standard' } } });
const rules = RULE_SETS.find((name) => name === values.rules);
const command = positionals[0] ?? 'generate';
if (rules === undefined || !['generate', 'status', 'pack'].includes(command)) {
  process.stderr.write(`${USAGE}\n`);
  process.exitCode = 2;
} else if (command === 'generate') generate(rules);
else if (command === 'status') status(rules);
else pack(rules);
