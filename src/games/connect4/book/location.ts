/**
 * The ply-8 database beside this module in src/ (and copied beside it into dist/ by the build), so
 * that the service finds it wherever it runs from.
 */
export const BOOK_FILE = new URL('./ply8.c4db', import.meta.url);

/**
 * Where `c4-book assemble` writes the file and its generation log: the repository's src/ copy, from
 * src/ or dist/ alike (both sit at the same depth below the root), which the build then copies.
 */
export const BOOK_SOURCE_FILE = new URL('../../../../src/games/connect4/book/ply8.c4db', import.meta.url);
export const BOOK_LOG = new URL('../../../../src/games/connect4/book/ply8-log.txt', import.meta.url);
