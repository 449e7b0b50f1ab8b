/** The stones of every position of the database (Tromp's ply 8): a constant of its own, so that the solver reads it without the enumeration's modules. */
export const BOOK_STONES = 8;
