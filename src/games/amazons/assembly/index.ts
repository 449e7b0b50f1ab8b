// The Amazons kernel's exports (see ../kernel.ts for the JavaScript side): JavaScript writes the
// position into the kernel's memory at boardAddress and queensAddress, calls a map function, and
// reads the maps at mapsAddress (queen distances of the side to move, of the opponent, then king
// distances likewise, CELLS bytes each), the queens' mobility at mobilityAddress and the
// territory's sums at sumsAddress; orderTables fills the move ordering's tables that moveHint reads.
import { CELLS, board, emptySquares, kingMap, mobilityOf, queenMap, queenSquare, queens, sidesMeet } from './distance';
import { fillOrderTables } from './order';
import { sumTerritory } from './territory';

export { moveHint } from './order';

const maps: usize = memory.data(4 * CELLS, 16);
const mobility: usize = memory.data(8 * 4, 4);
const sums: usize = memory.data(5 * 8, 8);

export function boardAddress(): usize {
  return board;
}

export function queensAddress(): usize {
  return queens;
}

export function mapsAddress(): usize {
  return maps;
}

export function mobilityAddress(): usize {
  return mobility;
}

export function sumsAddress(): usize {
  return sums;
}

/** Both sides' queen distances and, from them, the move ordering's tables for the side `me` to move. */
export function orderTables(me: i32): void {
  const free = emptySquares();
  queenMap(me, free, maps);
  queenMap(me ^ 1, free, maps + CELLS);
  fillOrderTables(me, maps, maps + CELLS);
}

/** Both sides' queen and king distances and every queen's mobility. */
export function allMaps(me: i32): void {
  const free = emptySquares();
  fill(me, free);
}

/**
 * The territory evaluation's inputs: false, with nothing written, when no region holds queens of
 * both sides (the moves left decide); otherwise what allMaps writes and the per-square sums, a tie
 * counting `kappa`.
 */
export function territory(me: i32, kappa: f64): bool {
  const free = emptySquares();
  if (!sidesMeet(free)) return false;
  const reached = fill(me, free);
  sumTerritory(maps, sums, kappa, reached);
  return true;
}

// @ts-ignore: decorator
@inline function fill(me: i32, free: v128): v128 {
  const mine = queenMap(me, free, maps);
  const theirs = queenMap(me ^ 1, free, maps + CELLS);
  kingMap(me, free, maps + 2 * CELLS);
  kingMap(me ^ 1, free, maps + 3 * CELLS);
  for (let i = 0; i < 8; i++) store<i32>(mobility + 4 * i, mobilityOf(queenSquare(i)));
  // The empty squares either side reaches.
  return v128.and(v128.or(mine, theirs), free);
}
