import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BookFileError, decodeBook, encodeBook } from '../../../../src/games/connect4/book/file.js';

const entries = { stones: 8, keys: [5, 2 ** 32 + 7, 2 ** 48 + 3, 2 ** 48 + 9, 2 ** 49 - 1], values: [1, 0, -1, 1, -1] };

describe('the database file', () => {
  it('gives back the keys and values it was written with', () => {
    expect(decodeBook(encodeBook(entries))).toEqual(entries);
  });

  it('gives back the moves beside the values when written with them, none recorded as -1', () => {
    const withMoves = { ...entries, moves: [3, -1, -1, 6, 0] };
    const file = encodeBook(withMoves);
    expect(file.length).toBe(encodeBook(entries).length + 3);
    expect(decodeBook(file)).toEqual(withMoves);
  });

  it('refuses a move that names no column', () => {
    const file = encodeBook({ ...entries, moves: [3, -1, -1, 6, 0] });
    const movesAt = file.length - 3;
    file[movesAt] = (file[movesAt] & 0xf0) | 7;
    // The checksum must match for the move to be read at all.
    createHash('sha256').update(file.subarray(48)).digest().copy(file, 16);
    expect(() => decodeBook(file)).toThrow(/entry 0 has no valid move/);
  });

  it('is refused when any byte of its contents changed', () => {
    const file = encodeBook(entries);
    for (const at of [48, 48 + 8 * 3 + 6, file.length - 1]) {
      const corrupt = Buffer.from(file);
      corrupt[at] ^= 1;
      expect(() => decodeBook(corrupt)).toThrow(/checksum/);
    }
  });

  it('is refused with the reason when truncated, of another version or not a database', () => {
    const file = encodeBook(entries);
    expect(() => decodeBook(file.subarray(0, file.length - 1))).toThrow(BookFileError);
    const other = Buffer.from(file);
    other.writeUInt32LE(3, 4);
    expect(() => decodeBook(other)).toThrow(/version 3/);
    expect(() => decodeBook(Buffer.from('not a database at all, but long enough to have a header'))).toThrow(/not a Connect 4 database/);
  });

  it('refuses to write keys out of order', () => {
    expect(() => encodeBook({ ...entries, keys: [2, 1, 3, 4, 5] })).toThrow(/ascend/);
  });
});
