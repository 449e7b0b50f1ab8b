import { readFileSync } from 'node:fs';
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
| \`src/games/\` | rules | \`engine/game.ts\` |
| \`src/engine/\` | search | nothing of the above |
`);

  it('read "everything below", named files and "nothing"', () => {
    expect(layers).toEqual([
      { folders: ['cli/'], allowed: ['games/', 'engine/'] },
      { folders: ['games/'], allowed: ['engine/game.ts'] },
      { folders: ['engine/'], allowed: [] },
    ]);
  });

  it('find an import the table does not allow', () => {
    const graph = new Map([
      ['games/rules.ts', ['engine/game.ts', 'engine/search.ts']],
      ['engine/search.ts', ['cli/main.ts']],
    ]);
    expect(forbiddenImports(graph, layers)).toEqual(['games/rules.ts -> engine/search.ts', 'engine/search.ts -> cli/main.ts']);
  });

  it('find a cycle, however long', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(graph).map((cycle) => cycle.sort())).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
