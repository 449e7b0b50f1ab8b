import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** `import ... from '...'`, `import '...'` and `export ... from '...'`, but not `import type`. */
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)';/gm;

/**
 * Every module a TypeScript source loads when it starts: the project's files (absolute paths)
 * and packages (bare names) reachable through static imports that are not type-only. Dynamic
 * `import()` is not followed: it is how a program defers what only some runs need.
 */
export function staticImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      if (!specifier.startsWith('.')) {
        seen.add(specifier);
        continue;
      }
      const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
      if (seen.has(target)) continue;
      seen.add(target);
      visit(target);
    }
  };
  visit(resolve(entry));
  return seen;
}
