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

/** A strict object whose unknown keys are answered with the nearest known one ("did you mean timeMs?"). */
export function strictObjectSuggesting<T extends z.core.$ZodLooseShape>(shape: T) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      return issue.keys
        .map((key) => {
          const meant = nearest(key, known);
          return `unknown key "${key}"${meant === undefined ? '' : `: did you mean ${meant}?`}`;
        })
        .concat(`the keys are ${known.join(', ')}`)
        .join('; ');
    },
  });
}
