import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Type assertions (`x as T` and `<T>x`) tell the compiler to trust us. They belong only where data
 * crosses a boundary the types cannot see (JSON, worker messages) or in a hot path where checking
 * costs time, and each says why in a comment on its line or the line above. Counted with the
 * TypeScript compiler's own parse, so text in strings and comments is not mistaken for one.
 * Not counted: `as const` (it asserts nothing, only keeps literal types), the non-null `x!`
 * (a claim about presence, not a type) and `satisfies` (checked by the compiler).
 */
const LIMITS = { src: 20, 'web/src': 10 };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

interface Cast {
  file: string;
  line: number;
  text: string;
  commented: boolean;
}

function castsIn(file: string): Cast[] {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: Cast[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && node.type.getText(source) !== 'const') {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const commented = lines[line].includes('//') || /^\s*(\/\/|\*|\/\*)/.test(lines[line - 1] ?? '');
      found.push({ file, line: line + 1, text: node.getText(source).slice(0, 80), commented });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

for (const [dir, max] of Object.entries(LIMITS)) {
  describe(`type assertions in ${dir}/`, () => {
    const casts = sourceFiles(dir).flatMap(castsIn);

    it(`number at most ${max}`, () => {
      expect(casts.length, JSON.stringify(casts.map((c) => `${c.file}:${c.line} ${c.text}`), null, 1)).toBeLessThanOrEqual(max);
    });

    it('each carry a comment saying why', () => {
      expect(casts.filter((c) => !c.commented).map((c) => `${c.file}:${c.line} ${c.text}`)).toEqual([]);
    });
  });
}
