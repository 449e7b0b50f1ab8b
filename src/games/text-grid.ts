/** How a game's square grid is labelled on a terminal. */
export interface GridLabels {
  /** One label a column, left to right (A B C..., or 1 2 3...). */
  columns: string;
  /** Row 0 on top (Line 'em Up's seed figure) or at the bottom (Connect 4 and Amazons, where row 0 is the near side). */
  rowZero: 'top' | 'bottom';
  /** The column labels above the grid (the seed's Line 'em Up figure) or under it. */
  columnsAt: 'top' | 'bottom';
}

/**
 * A grid a person reads: cells spaced out so the column labels line up under (or over) them,
 * and every row numbered by its index in the position's `board`, so a cell's name can be read off.
 */
export function gridText(rows: readonly string[], labels: GridLabels): string {
  // Two characters at least, so that boards of up to ten rows keep the layout they always had.
  const width = Math.max(2, String(rows.length - 1).length);
  const margin = ' '.repeat(width + 1);
  const numbered = rows.map((row, r) => `${String(r).padStart(width)} ${[...row].join(' ')}`);
  if (labels.rowZero === 'bottom') numbered.reverse();
  const header = `${margin}${[...labels.columns.slice(0, rows[0]?.length ?? 0)].join(' ')}`;
  return (labels.columnsAt === 'top' ? [header, ...numbered] : [...numbered, header]).join('\n');
}
