import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forbiddenImports, importCycles, importGraph, layersOf } from './import-rules.js';

/** The layer table of docs/architecture.md, held against every import under src/. */
describe('the imports of src/', () => {
  const layers = layersOf(readFileSync('docs/architecture.md', 'utf8'));
  const graph = importGraph('src');

  it('reads a layer for every folder of src/', () => {
    const folders = new Set([...graph.keys()].filter((file) => file.includes('/')).map((file) => `${file.split('/')[0]}/`));
    expect([...folders].filter((folder) => !layers.some((layer) => layer.folders.includes(folder)))).toEqual([]);
  });

  it('go only where docs/architecture.md allows', () => {
    expect(forbiddenImports(graph, layers)).toEqual([]);
  });

  it('form no cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('the import checks themselves', () => {
  const layers = layersOf(`## The layers
| folder | holds | may import |
|---|---|---|
| \`src/cli/\` | command lines | everything below |
| \`src/games/\` | rules | \`core/\`, and types from \`engine/\` |
| \`src/engine/\` | search | \`core/\` |
| \`src/core/\` | what both share | nothing |
`);
  const value = (file: string) => ({ file, typeOnly: false });
  const types = (file: string) => ({ file, typeOnly: true });

  it('read "everything below", named files, types only and "nothing"', () => {
    expect(layers).toEqual([
      { folders: ['cli/'], allowed: ['games/', 'engine/', 'core/'], typesFrom: [] },
      { folders: ['games/'], allowed: ['core/'], typesFrom: ['engine/'] },
      { folders: ['engine/'], allowed: ['core/'], typesFrom: [] },
      { folders: ['core/'], allowed: [], typesFrom: [] },
    ]);
  });

  it('find an import the table does not allow, a value import where only types are', () => {
    const graph = new Map([
      ['games/rules.ts', [types('engine/game.ts'), value('core/score.ts'), value('engine/engine.ts')]],
      ['engine/search.ts', [value('core/score.ts'), value('cli/main.ts')]],
    ]);
    expect(forbiddenImports(graph, layers)).toEqual(['games/rules.ts -> engine/engine.ts', 'engine/search.ts -> cli/main.ts']);
  });

  it('tell type-only imports from the others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'imports-'));
    writeFileSync(
      join(dir, 'a.ts'),
      "import type { A } from './b.js';\nimport { type B } from './c.js';\nimport { C, type D } from './d.js';\nimport './e.js';\nexport type { E } from './f.js';\nexport { F } from './g.js';\n",
    );
    expect(importGraph(dir).get('a.ts')).toEqual([types('b.ts'), types('c.ts'), value('d.ts'), value('e.ts'), types('f.ts'), value('g.ts')]);
    rmSync(dir, { recursive: true });
  });

  it('find a cycle, however long', () => {
    const graph = new Map([
      ['a.ts', [value('b.ts')]],
      ['b.ts', [types('c.ts')]],
      ['c.ts', [value('a.ts')]],
      ['d.ts', [value('a.ts')]],
    ]);
    expect(importCycles(graph).map((cycle) => cycle.sort())).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
