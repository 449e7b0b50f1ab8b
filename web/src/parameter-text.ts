import type { Board } from './board.js';

/**
 * A parameter as a person types it in the set-up form (and as a position link carries it): a whole
 * number, a list of cells with commas, the board's own friendlier form, JSON only for what has none.
 */
export function parameterText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

/** A parameter as typed: the board's own form, a whole number, JSON for lists and objects, else the text itself. */
export function parameterValue(board: Board, name: string, text: string): unknown {
  const own = board.parameter?.(name, text);
  if (own !== undefined) return own;
  if (/^-?\d+$/.test(text)) return Number(text);
  if (/^[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      // Sent as typed: the service's answer names the parameter and what is wrong with it.
    }
  }
  return text;
}

/** Help in plain words: the service's descriptions quote values in backticks, which a person reads as noise. */
export const plainWords = (description: string): string => description.replace(/`/g, '');
