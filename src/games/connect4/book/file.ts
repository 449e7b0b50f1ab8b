// The database file: a header, the sorted keys and the values packed 2 bits each.
//
//   0  "C4DB"          magic
//   4  u32 version     FORMAT_VERSION; another version is refused, never guessed at
//   8  u32 stones      the ply the positions are at
//  12  u32 count       entries
//  16  32 bytes        SHA-256 of everything after the header
//  48  count x u64     canonical keys (mirror + mask of the smaller mirror image), ascending,
//                      little-endian, as two 32-bit halves
//   .. ceil(count/4)   values, 2 bits each from the low bits: 0 loss, 1 draw, 2 win for the side to move
//
// Little-endian throughout, so the keys can be binary-searched in WebAssembly memory as they are.
import { createHash } from 'node:crypto';

export const FORMAT_VERSION = 1;
const MAGIC = 'C4DB';
const HEADER = 48;
const HALF = 2 ** 32;

export interface BookEntries {
  stones: number;
  /** Ascending canonical keys. */
  keys: number[];
  /** -1, 0 or 1 for the side to move, one per key. */
  values: number[];
}

const digest = (payload: Uint8Array): Buffer => createHash('sha256').update(payload).digest();

export function encodeBook({ stones, keys, values }: BookEntries): Buffer {
  const count = keys.length;
  const file = Buffer.alloc(HEADER + 8 * count + Math.ceil(count / 4));
  file.write(MAGIC, 0, 'latin1');
  file.writeUInt32LE(FORMAT_VERSION, 4);
  file.writeUInt32LE(stones, 8);
  file.writeUInt32LE(count, 12);
  for (let i = 0; i < count; i++) {
    if (i > 0 && keys[i] <= keys[i - 1]) throw new Error(`book keys must ascend: ${keys[i - 1]} then ${keys[i]}`);
    file.writeUInt32LE(keys[i] % HALF, HEADER + 8 * i);
    file.writeUInt32LE(Math.floor(keys[i] / HALF), HEADER + 8 * i + 4);
    file[HEADER + 8 * count + (i >> 2)] |= (values[i] + 1) << (2 * (i & 3));
  }
  digest(file.subarray(HEADER)).copy(file, 16);
  return file;
}

export class BookFileError extends Error {}

/** The entries of a database file, refused with the reason when it is not one this code wrote. */
export function decodeBook(file: Uint8Array): BookEntries {
  const data = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (data.length < HEADER || data.toString('latin1', 0, 4) !== MAGIC) throw new BookFileError('not a Connect 4 database file');
  const version = data.readUInt32LE(4);
  if (version !== FORMAT_VERSION) throw new BookFileError(`database format version ${version}, this code reads ${FORMAT_VERSION}`);
  const stones = data.readUInt32LE(8);
  const count = data.readUInt32LE(12);
  if (data.length !== HEADER + 8 * count + Math.ceil(count / 4)) throw new BookFileError(`database file of ${data.length} bytes for ${count} entries`);
  if (!digest(data.subarray(HEADER)).equals(data.subarray(16, HEADER))) throw new BookFileError('database checksum mismatch: the file is corrupt');
  const keys: number[] = [];
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    keys.push(data.readUInt32LE(HEADER + 8 * i) + data.readUInt32LE(HEADER + 8 * i + 4) * HALF);
    const value = ((data[HEADER + 8 * count + (i >> 2)] >> (2 * (i & 3))) & 3) - 1;
    if (value > 1) throw new BookFileError(`database entry ${i} has no valid value`);
    values.push(value);
  }
  return { stones, keys, values };
}
