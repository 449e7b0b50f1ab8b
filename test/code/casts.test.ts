import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Type assertions (`x as T`) tell the compiler to trust us. They belong only where data crosses a
 * boundary the types cannot see (JSON, worker messages) or in a hot path where checking costs
 * time, and each says why in a comment on its line or the line above.
 */
const MAX_CASTS = 20;

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

describe('type assertions in src/', () => {
  const casts = sourceFiles('src').flatMap(castsIn);

  it(`number at most ${MAX_CASTS}`, () => {
    expect(casts.map((c) => `${c.file}:${c.line} ${c.text}`).length, JSON.stringify(casts.map((c) => `${c.file}:${c.line}`), null, 1)).toBeLessThanOrEqual(MAX_CASTS);
  });

  it('each carry a comment saying why', () => {
    expect(casts.filter((c) => !c.commented).map((c) => `${c.file}:${c.line} ${c.text}`)).toEqual([]);
  });
});
