import { describe, expect, it } from 'vitest';
import { BookFileError, decodeBook, encodeBook } from '../../../../src/games/connect4/book/file.js';

const entries = { stones: 8, keys: [5, 2 ** 32 + 7, 2 ** 48 + 3, 2 ** 48 + 9, 2 ** 49 - 1], values: [1, 0, -1, 1, -1] };

describe('the database file', () => {
  it('gives back the keys and values it was written with', () => {
    expect(decodeBook(encodeBook(entries))).toEqual(entries);
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
    other.writeUInt32LE(2, 4);
    expect(() => decodeBook(other)).toThrow(/version 2/);
    expect(() => decodeBook(Buffer.from('not a database at all, but long enough to have a header'))).toThrow(/not a Connect 4 database/);
  });

  it('refuses to write keys out of order', () => {
    expect(() => encodeBook({ ...entries, keys: [2, 1, 3, 4, 5] })).toThrow(/ascend/);
  });
});
