import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** One row of docs/architecture.md's layer table: folders, and what their files may import outside their own folder. */
export interface Layer {
  folders: string[];
  /** Folders (`games/`) and single files (`engine/game.ts`) under src/. */
  allowed: string[];
}

/** Backticked names in a table cell: `src/cli/`, `engine/game.ts`. */
const named = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/^src\//, ''));

/**
 * Reads the table under "## The layers": "everything below" allows every folder of the rows below,
 * "nothing" allows no other folder; otherwise the cell names what is allowed.
 */
export function layersOf(markdown: string): Layer[] {
  const section = markdown.split('## The layers')[1].split('\n## ')[0];
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const folders = rows.map((cells) => named(cells[1]));
  return rows.map((cells, i) => ({
    folders: folders[i],
    allowed: cells[3].startsWith('everything below') ? folders.slice(i + 1).flat() : cells[3].startsWith('nothing') ? [] : named(cells[3]),
  }));
}

/** The relative imports of every .ts file under `root`, as paths from `root`: `games/index.ts` -> [`engine/engine.ts`, ...]. */
export function importGraph(root: string, dir = root, graph = new Map<string, string[]>()): Map<string, string[]> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) importGraph(root, path, graph);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
      const imported = ts.preProcessFile(readFileSync(path, 'utf8'), true, true).importedFiles.map((file) => file.fileName);
      graph.set(
        relative(root, path),
        imported.filter((name) => name.startsWith('.')).map((name) => relative(root, join(dirname(path), name)).replace(/(\.js)?$/, '.ts')),
      );
    }
  }
  return graph;
}

const folderOf = (file: string): string => (file.includes('/') ? `${file.split('/')[0]}/` : file);

/** Imports that cross into a folder their layer does not allow, as `from -> to`; a file outside every layer is one too. */
export function forbiddenImports(graph: Map<string, string[]>, layers: Layer[]): string[] {
  const found: string[] = [];
  for (const [from, imports] of graph) {
    const layer = layers.find((l) => l.folders.includes(folderOf(from)));
    for (const to of imports) {
      if (folderOf(to) === folderOf(from)) continue;
      if (layer === undefined || !layer.allowed.some((allowed) => allowed === to || allowed === folderOf(to))) found.push(`${from} -> ${to}`);
    }
  }
  return found;
}

/** Every import cycle, each as the files around it (Tarjan's strongly connected components larger than one file). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
