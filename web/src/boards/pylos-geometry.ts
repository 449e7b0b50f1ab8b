/**
 * Pylos' 30 spots as the service numbers them: level 0 is a1-d4 (letter the row, digit the column),
 * level 1 e1-g3, level 2 h1-i2, level 3 j1; the board string lists them in that order.
 */
export const LEVELS = [
  { size: 4, first: 'a', offset: 0 },
  { size: 3, first: 'e', offset: 16 },
  { size: 2, first: 'h', offset: 25 },
  { size: 1, first: 'j', offset: 29 },
] as const;

export const SPHERES_EACH = 15;

export interface Spot {
  level: number;
  row: number;
  column: number;
  index: number;
  name: string;
}

export const SPOTS: Spot[] = LEVELS.flatMap(({ size, first, offset }, level) =>
  Array.from({ length: size * size }, (_, i) => {
    const row = Math.floor(i / size);
    const column = i % size;
    return { level, row, column, index: offset + i, name: `${String.fromCharCode(first.charCodeAt(0) + row)}${column + 1}` };
  }),
);

const BY_NAME = new Map(SPOTS.map((spot) => [spot.name, spot]));

export const spotNamed = (name: string): Spot => BY_NAME.get(name)!;

/** The spots one level up that rest on this one. */
export function spotsAbove(spot: Spot): Spot[] {
  if (spot.level === LEVELS.length - 1) return [];
  const size = LEVELS[spot.level + 1].size;
  return SPOTS.filter(
    (above) => above.level === spot.level + 1 && above.row >= spot.row - 1 && above.row <= spot.row && above.column >= spot.column - 1 && above.column <= spot.column && above.row < size && above.column < size,
  );
}

/** A sphere that carries nothing (it may be raised or taken back). */
export function isFree(board: string, spot: Spot): boolean {
  return board[spot.index] !== '.' && spotsAbove(spot).every((above) => board[above.index] === '.');
}
