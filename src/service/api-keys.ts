import { createHash } from 'node:crypto';
import { ConfigError } from './config.js';

export interface KeyHolder {
  /** The name the file gives, or a short fingerprint of the key: never the key itself (it is logged). */
  name: string;
  /** Search seconds a minute; Infinity when the file says 0 (unlimited). */
  searchSeconds: number;
}

/** Keys are looked up by their SHA-256, so no string comparison leaks a key's prefix by its timing. */
export const fingerprint = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Tokens of RFC 6750's b64token syntax, the characters a bearer key may hold. */
const KEY = /^[A-Za-z0-9\-._~+/]+=*$/;
/** A shorter key could be guessed even at the failed-authentication limit's pace, across many addresses. */
export const MIN_KEY_LENGTH = 16;

/**
 * Reads an API_KEYS_FILE: one key a line, `<key> <search seconds per minute, 0 = unlimited> [name]`;
 * blank lines and lines starting with # are skipped. A bad line stops start-up with its number.
 */
export function parseApiKeys(text: string, file = 'API_KEYS_FILE'): Map<string, KeyHolder> {
  const keys = new Map<string, KeyHolder>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [key = '', seconds = '', ...name] = line.split(/\s+/);
    const where = `${file} line ${i + 1}`;
    if (!KEY.test(key)) throw new ConfigError(`${where}: the key may hold only letters, digits and -._~+/`);
    if (key.length < MIN_KEY_LENGTH) throw new ConfigError(`${where}: the key has ${key.length} characters; a key needs at least ${MIN_KEY_LENGTH}`);
    if (!/^\d+$/.test(seconds)) throw new ConfigError(`${where}: expected "<key> <search seconds per minute> [name]"`);
    const hash = fingerprint(key);
    if (keys.has(hash)) throw new ConfigError(`${where}: the key is listed twice`);
    const perMinute = Number(seconds);
    keys.set(hash, { name: name.join(' ') || `key-${hash.slice(0, 8)}`, searchSeconds: perMinute === 0 ? Infinity : perMinute });
  });
  return keys;
}
