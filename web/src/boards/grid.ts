import { svg } from '../svg.js';

/** Square-cell boards (Line 'em Up, Amazons): columns lettered A-J, rows numbered from 0. */
export const GRID_CELL = 40;
/** Room for the row numbers on the left and the column letters underneath. */
export const GRID_MARGIN = 22;

export const columnLetter = (column: number): string => String.fromCharCode(65 + column);

/** Where row `row` is drawn: from the top (Line 'em Up's row 0 is the top) or from the bottom. */
export function gridY(row: number, size: number, rowZeroAtTop: boolean): number {
  return (rowZeroAtTop ? row : size - 1 - row) * GRID_CELL;
}

/** The letters under the columns and the numbers beside the rows. */
export function gridLabels(size: number, rowZeroAtTop: boolean): SVGGElement {
  const labels = svg('g', { class: 'label' });
  for (let i = 0; i < size; i++) {
    labels.append(svg('text', { x: GRID_MARGIN + i * GRID_CELL + GRID_CELL / 2, y: size * GRID_CELL + 16 }, columnLetter(i)));
    labels.append(svg('text', { x: GRID_MARGIN / 2, y: gridY(i, size, rowZeroAtTop) + GRID_CELL / 2 + 5 }, String(i)));
  }
  return labels;
}
