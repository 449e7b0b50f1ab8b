/**
 * The ply-8 database beside this module in src/ (and copied beside it into dist/ by the build), so
 * that the service finds it wherever it runs from; its generation log sits next to it.
 */
export const BOOK_FILE = new URL('./ply8.c4db', import.meta.url);
export const BOOK_LOG = new URL('./ply8.log', import.meta.url);
