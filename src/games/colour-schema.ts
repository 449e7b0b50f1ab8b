import { z } from 'zod';

/** A side's name as a request may write it: any case ("Red", "RED"), read as the lower-case name. */
export function colourInAnyCase<const T extends readonly [string, ...string[]]>(colours: T) {
  return z.preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), z.enum(colours));
}
