import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** One row of docs/architecture.md's layer table: folders, and what their files may import outside their own folder. */
export interface Layer {
  folders: string[];
  /** Folders (`games/`) and single files (`engine/game.ts`) under src/. */
  allowed: string[];
  /** What they may import types from, and nothing else (`import type`): erased once compiled. */
  typesFrom: string[];
}

/** One import of a file: the file imported, and whether it brings only types. */
export interface Import {
  file: string;
  typeOnly: boolean;
}

/** Backticked names in a table cell: `src/cli/`, `engine/game.ts`. */
const named = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/^src\//, ''));

/**
 * Reads the table under "## The layers": "everything below" allows every folder of the rows below,
 * "nothing" allows no other folder; otherwise the cell names what is allowed, and what it names
 * after "types from" may be imported for its types only.
 */
export function layersOf(markdown: string): Layer[] {
  const section = markdown.split('## The layers')[1].split('\n## ')[0];
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const folders = rows.map((cells) => named(cells[1]));
  return rows.map((cells, i) => {
    const [values, types = ''] = cells[3].split('types from');
    return {
      folders: folders[i],
      allowed: values.startsWith('everything below') ? folders.slice(i + 1).flat() : values.startsWith('nothing') ? [] : named(values),
      typesFrom: named(types),
    };
  });
}

/** The relative imports of every .ts file under `root`, as paths from `root`: `games/index.ts` -> [{file: `core/score.ts`, typeOnly: false}, ...]. */
export function importGraph(root: string, dir = root, graph = new Map<string, Import[]>()): Map<string, Import[]> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) importGraph(root, path, graph);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
      const imports = importsOf(readFileSync(path, 'utf8')).filter((i) => i.file.startsWith('.'));
      graph.set(
        relative(root, path),
        imports.map((i) => ({ file: relative(root, join(dirname(path), i.file)).replace(/(\.js)?$/, '.ts'), typeOnly: i.typeOnly })),
      );
    }
  }
  return graph;
}

/** The modules a source file imports or re-exports from, each marked when it brings types only. */
function importsOf(source: string): Import[] {
  const file = ts.createSourceFile('file.ts', source, ts.ScriptTarget.Latest);
  const found: Import[] = [];
  for (const statement of file.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push({ file: statement.moduleSpecifier.text, typeOnly: bringsTypesOnly(statement) });
    }
  }
  return found;
}

function bringsTypesOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (clause === undefined) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return clause.name === undefined && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

const folderOf = (file: string): string => (file.includes('/') ? `${file.split('/')[0]}/` : file);

/** Imports that cross into a folder their layer does not allow, as `from -> to`; a file outside every layer is one too. */
export function forbiddenImports(graph: Map<string, Import[]>, layers: Layer[]): string[] {
  const found: string[] = [];
  for (const [from, imports] of graph) {
    const layer = layers.find((l) => l.folders.includes(folderOf(from)));
    for (const { file: to, typeOnly } of imports) {
      if (folderOf(to) === folderOf(from)) continue;
      const names = (list: string[]) => list.some((allowed) => allowed === to || allowed === folderOf(to));
      if (layer === undefined || !(names(layer.allowed) || (typeOnly && names(layer.typesFrom)))) found.push(`${from} -> ${to}${typeOnly ? ' (types)' : ''}`);
    }
  }
  return found;
}

/** Every import cycle, each as the files around it (Tarjan's strongly connected components larger than one file). */
export function importCycles(graph: Map<string, Import[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const { file: next } of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1 || graph.get(file)?.some((i) => i.file === file)) cycles.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
