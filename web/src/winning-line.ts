const DIRECTIONS = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
] as const;

export const cellKey = (row: number, column: number): string => `${row},${column}`;

/**
 * The cells of every run of at least `need` equal pieces (any of `pieces`) along a row, a column or
 * a diagonal, as `cellKey`s: the line that won, found on the board the service answered, since a
 * status names the winner and the reason but not where. Connect 4 and Line 'em Up end on such a
 * line; Pylos and Amazons are won otherwise and draw none.
 */
export function winningCells(rows: readonly string[], need: number, pieces: string): Set<string> {
  const cells = new Set<string>();
  const at = (row: number, column: number) => rows[row]?.[column];
  rows.forEach((line, row) => {
    [...line].forEach((piece, column) => {
      if (!pieces.includes(piece)) return;
      for (const [dr, dc] of DIRECTIONS) {
        // Each run counted once, from its first cell.
        if (at(row - dr, column - dc) === piece) continue;
        let length = 1;
        while (at(row + length * dr, column + length * dc) === piece) length++;
        if (length < need) continue;
        for (let k = 0; k < length; k++) cells.add(cellKey(row + k * dr, column + k * dc));
      }
    });
  });
  return cells;
}
