import { z } from 'zod';

/** Edits (insert, delete, substitute) from a to b, ignoring case. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) next.push(Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[y.length];
}

/** The known name a mistyped one most likely meant, if any is close: at most half its letters off. */
export function nearest(word: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of known) {
    const d = distance(word, name);
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return bestDistance <= Math.max(2, Math.ceil(word.length / 2)) ? best : undefined;
}

/** The keys of an object schema, seen through `.optional()`; none for any other schema. */
function keysOf(schema: z.ZodType): string[] {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

/**
 * A strict object whose unknown keys are answered with the key most likely meant: a key of an
 * object inside it, written one level too high (`n` → `position.n`, `depth` → `search.depth`), or
 * the nearest of its own (`dept` → `depth`).
 */
export function strictObjectSuggesting<T extends z.core.$ZodLooseShape>(shape: T) {
  const known = Object.keys(shape);
  // A loose shape's members are typed as zod's core schemas, which the classic API's instanceof checks read.
  const nested = known.flatMap((parent) => keysOf(shape[parent] as z.ZodType).map((key) => `${parent}.${key}`));
  const meant = (key: string) =>
    nested.find((path) => path.slice(path.indexOf('.') + 1).toLowerCase() === key.toLowerCase()) ?? nearest(key, known);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      return issue.keys
        .map((key) => {
          const guess = meant(key);
          return `unknown key "${key}"${guess === undefined ? '' : `: did you mean ${guess}?`}`;
        })
        .concat(`the keys are ${known.join(', ')}`)
        .join('; ');
    },
  });
}
