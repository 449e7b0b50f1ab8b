/** The stones of every position of the database (Tromp's ply 8): a constant of its own, so that the solver reads it without the enumeration's modules. */
export const BOOK_STONES = 8;
/**
 * The stones of the opening table's positions (book/opening.ts): one below the database, so that
 * each of them is solved by a search of one ply into it.
 */
export const OPENING_STONES = 7;
