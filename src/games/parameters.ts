import { fault, type Result } from './types.js';

/**
 * Readers of game parameters given as command-line text (`--n 5`, `--rules standard`), for the
 * games' `parameterReaders`. Ranges are left to the game's setup, which checks every position.
 */

export function isOneOf<T extends string>(text: string, allowed: readonly T[]): text is T {
  return allowed.some((value) => value === text);
}

export function readWholeNumber(name: string, text: string): Result<number> {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value)) {
    return fault([name], 'bad-format', `${name} must be a whole number, not '${text}'`);
  }
  return { ok: true, value };
}

export function readChoice<T extends string>(name: string, text: string, allowed: readonly T[]): Result<T> {
  if (isOneOf(text, allowed)) return { ok: true, value: text };
  return fault([name], 'invalid-value', `${name} is ${allowed.join(' or ')}, not '${text}'`);
}

/** Maps a successful reading into the position's fields. */
export function field<T, F>(read: Result<T>, place: (value: T) => F): Result<F> {
  return read.ok ? { ok: true, value: place(read.value) } : read;
}
