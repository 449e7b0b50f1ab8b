// The database file: a header, the sorted keys, the values packed 2 bits each and, from version 2,
// a move beside each value.
//
//   0  "C4DB"          magic
//   4  u32 version     1 without moves, 2 with them; another version is refused, never guessed at
//   8  u32 stones      the ply the positions are at
//  12  u32 count       entries
//  16  32 bytes        SHA-256 of everything after the header
//  48  count x u64     canonical keys (mirror + mask of the smaller mirror image), ascending,
//                      little-endian, as two 32-bit halves
//   .. ceil(count/4)   values, 2 bits each from the low bits: 0 loss, 1 draw, 2 win for the side to move
//   .. ceil(count/2)   version 2: moves, 4 bits each from the low bits: the column 0-6 (on the image the
//                      key names) of a move that keeps the value, 15 where none is recorded
//
// Little-endian throughout, so the keys can be binary-searched in WebAssembly memory as they are,
// and in the file's own bytes (BookView), which is how the tournament program reads it.
import { createHash } from 'node:crypto';
import { WIDTH } from '../bitboard.js';
import { keyWords } from './keys.js';

/** The versions this code reads: 1 values only, 2 values and moves. */
const WITHOUT_MOVES = 1;
const WITH_MOVES = 2;
/** A move nibble's "none recorded" (a loss, or a position the move pass has not reached). */
const NO_MOVE = 15;
const MAGIC = 'C4DB';
const HEADER = 48;
const HALF = 2 ** 32;

export interface BookEntries {
  stones: number;
  /** Ascending canonical keys. */
  keys: number[];
  /** -1, 0 or 1 for the side to move, one per key. */
  values: number[];
  /** A column that keeps each value, or -1 where none is recorded; absent in a file of values only. */
  moves?: number[];
}

const digest = (payload: Uint8Array): Buffer => createHash('sha256').update(payload).digest();

/** Where the values and the moves start, and the file's size. */
const valuesAt = (count: number): number => HEADER + 8 * count;
const movesAt = (count: number): number => valuesAt(count) + Math.ceil(count / 4);
const sizeOf = (count: number, withMoves: boolean): number => movesAt(count) + (withMoves ? Math.ceil(count / 2) : 0);

export function encodeBook({ stones, keys, values, moves }: BookEntries): Buffer {
  const count = keys.length;
  const file = Buffer.alloc(sizeOf(count, moves !== undefined));
  file.write(MAGIC, 0, 'latin1');
  file.writeUInt32LE(moves === undefined ? WITHOUT_MOVES : WITH_MOVES, 4);
  file.writeUInt32LE(stones, 8);
  file.writeUInt32LE(count, 12);
  for (let i = 0; i < count; i++) {
    if (i > 0 && keys[i] <= keys[i - 1]) throw new Error(`book keys must ascend: ${keys[i - 1]} then ${keys[i]}`);
    const [low, high] = keyWords(keys[i]);
    file.writeUInt32LE(low, HEADER + 8 * i);
    file.writeUInt32LE(high, HEADER + 8 * i + 4);
    file[valuesAt(count) + (i >> 2)] |= (values[i] + 1) << (2 * (i & 3));
    if (moves !== undefined) file[movesAt(count) + (i >> 1)] |= (moves[i] < 0 ? NO_MOVE : moves[i]) << (4 * (i & 1));
  }
  digest(file.subarray(HEADER)).copy(file, 16);
  return file;
}

export class BookFileError extends Error {}

/**
 * A database file read in place: the header and checksum checked once, then entries found by a
 * binary search of the keys as they lie in the file, so that a lookup costs no decoding of the
 * rest (the tournament program answers from a few lookups in a process that lives for one move).
 */
export class BookView {
  readonly stones: number;
  readonly count: number;
  readonly withMoves: boolean;
  private readonly data: Buffer;

  /** Refuses, with the reason, a file this code did not write. */
  constructor(file: Uint8Array) {
    const data = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    if (data.length < HEADER || data.toString('latin1', 0, 4) !== MAGIC) throw new BookFileError('not a Connect 4 database file');
    const version = data.readUInt32LE(4);
    if (version !== WITHOUT_MOVES && version !== WITH_MOVES) throw new BookFileError(`database format version ${version}, this code reads ${WITHOUT_MOVES} and ${WITH_MOVES}`);
    this.withMoves = version === WITH_MOVES;
    this.stones = data.readUInt32LE(8);
    this.count = data.readUInt32LE(12);
    if (data.length !== sizeOf(this.count, this.withMoves)) throw new BookFileError(`database file of ${data.length} bytes for ${this.count} entries`);
    if (!digest(data.subarray(HEADER)).equals(data.subarray(16, HEADER))) throw new BookFileError('database checksum mismatch: the file is corrupt');
    this.data = data;
  }

  key(i: number): number {
    return this.data.readUInt32LE(HEADER + 8 * i) + this.data.readUInt32LE(HEADER + 8 * i + 4) * HALF;
  }

  /** The entry's value, -1, 0 or 1 for the side to move. */
  value(i: number): number {
    const value = ((this.data[valuesAt(this.count) + (i >> 2)] >> (2 * (i & 3))) & 3) - 1;
    if (value > 1) throw new BookFileError(`database entry ${i} has no valid value`);
    return value;
  }

  /** The entry's move on the image its key names, -1 where none is recorded (or the file has none). */
  move(i: number): number {
    if (!this.withMoves) return -1;
    const move = (this.data[movesAt(this.count) + (i >> 1)] >> (4 * (i & 1))) & 15;
    if (move !== NO_MOVE && move >= WIDTH) throw new BookFileError(`database entry ${i} has no valid move`);
    return move === NO_MOVE ? -1 : move;
  }

  /** The entry of a canonical key, or -1 when the file does not hold it. */
  find(key: number): number {
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const at = this.key(mid);
      if (at === key) return mid;
      if (at < key) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
}

/** The entries of a database file, refused with the reason when it is not one this code wrote. */
export function decodeBook(file: Uint8Array): BookEntries {
  const view = new BookView(file);
  const keys: number[] = [];
  const values: number[] = [];
  const moves: number[] = [];
  for (let i = 0; i < view.count; i++) {
    keys.push(view.key(i));
    values.push(view.value(i));
    if (view.withMoves) moves.push(view.move(i));
  }
  const { stones } = view;
  return view.withMoves ? { stones, keys, values, moves } : { stones, keys, values };
}
