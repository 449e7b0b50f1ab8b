import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { RULE_SETS, type RuleSet } from './geometry.js';

/**
 * The endgame table as it is kept: a file for each layer (the positions with that many spheres
 * left in the two reserves), its entries numbered from the layer's first (the kernel's
 * layerFirstEntry) at two bits each, gzipped; and a manifest of what the generation settled.
 * cli/pylos-table.ts writes them from its working table; the tests read them.
 */

export const TABLE_ROOT = 'data/pylos-table';

import { TABLE_LOST, TABLE_WON } from './table-values.js';

const layerRecord = z.object({
  layer: z.number(),
  entries: z.number(),
  wins: z.number(),
  losses: z.number(),
  unknown: z.number(),
  file: z.string(),
});

const tableManifest = z.object({
  rules: z.enum(RULE_SETS),
  /** Passes run, and whether the last settled nothing (then every unknown entry is a draw). */
  passes: z.number(),
  converged: z.boolean(),
  layers: z.array(layerRecord),
});

export type LayerRecord = z.infer<typeof layerRecord>;
export type TableManifest = z.infer<typeof tableManifest>;

export function layerFileName(layer: number): string {
  return `layer-${String(layer).padStart(2, '0')}.bin.gz`;
}

/** The value of entry i of a layer's bytes. */
export function layerValue(bytes: Uint8Array, i: number): number {
  return (bytes[i >>> 2] >>> ((i & 3) * 2)) & 3;
}

/** A layer's bytes in a whole table's: layers start on a byte (assembly/endgame-index.ts pads them). */
export function layerBytes(table: Uint8Array, first: number, count: number): Uint8Array {
  return table.subarray(first / 4, Math.ceil((first + count) / 4));
}

/** How many of a layer's `count` entries hold each value: [unknown, won, lost]. */
export function countValues(bytes: Uint8Array, count: number): [number, number, number] {
  let won = 0;
  let lost = 0;
  const whole = Math.floor(count / 4);
  for (let i = 0; i < whole; i++) {
    won += BYTE_COUNTS[bytes[i]] & 7;
    lost += BYTE_COUNTS[bytes[i]] >>> 3;
  }
  for (let i = whole * 4; i < count; i++) {
    const v = layerValue(bytes, i);
    if (v === TABLE_WON) won++;
    if (v === TABLE_LOST) lost++;
  }
  return [count - won - lost, won, lost];
}

/** For each byte, its won entries in bits 0-2 and lost in bits 3-5. */
const BYTE_COUNTS = Uint8Array.from({ length: 256 }, (_, b) => {
  let won = 0;
  let lost = 0;
  for (let i = 0; i < 4; i++) {
    const v = (b >>> (2 * i)) & 3;
    if (v === TABLE_WON) won++;
    if (v === TABLE_LOST) lost++;
  }
  return won | (lost << 3);
});

export function readManifest(rules: RuleSet, root = TABLE_ROOT): TableManifest | undefined {
  const file = join(root, rules, 'manifest.json');
  return existsSync(file) ? tableManifest.parse(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

export function readLayer(rules: RuleSet, layer: number, root = TABLE_ROOT): Uint8Array {
  return gunzipSync(readFileSync(join(root, rules, layerFileName(layer))));
}
