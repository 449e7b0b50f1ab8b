/*
 * The endgame table's values, two bits an entry, from the mover's side: in the one file the
 * generator (assembly/endgame.ts, as AssemblyScript) and the readers of the packed layers
 * (endgame-layers.ts) both compile. Keep it to literal number constants, which both read alike.
 */
export const TABLE_UNKNOWN = 0;
export const TABLE_WON = 1;
export const TABLE_LOST = 2;
