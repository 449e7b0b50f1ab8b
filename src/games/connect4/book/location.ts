/**
 * The ply-8 database and the opening table beside this module in src/ (and copied beside it into
 * dist/ by the build), so that the service finds them wherever it runs from.
 */
export const BOOK_FILE = new URL('./ply8.c4db', import.meta.url);
export const OPENING_FILE = new URL('./ply7.c4db', import.meta.url);

/**
 * Where `c4-book assemble` writes a file and its generation log: the repository's src/ copy, from
 * src/ or dist/ alike (both sit at the same depth below the root), which the build then copies.
 */
export const sourceFile = (name: string): URL => new URL(`../../../../src/games/connect4/book/${name}.c4db`, import.meta.url);
export const sourceLog = (name: string): URL => new URL(`../../../../src/games/connect4/book/${name}-log.txt`, import.meta.url);
