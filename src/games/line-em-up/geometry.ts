/**
 * The fixed part of a Line 'em Up position: the board size n, the win length s, the blocs, and every
 * window of s cells in a line (row, column, either diagonal) that no bloc cuts. A game is won by
 * filling one window, so the rules, the heuristics and the move ordering all work on windows.
 * Cells are numbered row-major from A0: cell = row * n + column.
 */
export const MIN_N = 3;
export const MAX_N = 10;
export const MIN_S = 3;

/** The four line directions as (row step, column step). */
const DIRECTIONS: [number, number][] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];

/** The eight symmetries of the square, as (row, column, n - 1) to the image cell. */
const SYMMETRIES: ((r: number, c: number, m: number) => number)[] = [
  (r, c, m) => r * (m + 1) + c,
  (r, c, m) => c * (m + 1) + (m - r),
  (r, c, m) => (m - r) * (m + 1) + (m - c),
  (r, c, m) => (m - c) * (m + 1) + r,
  (r, c, m) => r * (m + 1) + (m - c),
  (r, c, m) => (m - r) * (m + 1) + c,
  (r, c, m) => c * (m + 1) + r,
  (r, c, m) => (m - c) * (m + 1) + (m - r),
];

export class Geometry {
  readonly cellCount: number;
  /** Cells a piece can go on: the board minus the blocs. */
  readonly openCells: number;
  readonly windowCount: number;
  /** The cells of window w are windowCells[w * s] .. windowCells[w * s + s - 1]. */
  readonly windowCells: Int16Array;
  /** The windows through cell c are windowList[windowStart[c]] .. windowList[windowStart[c + 1] - 1]. */
  readonly windowStart: Int32Array;
  readonly windowList: Int32Array;
  readonly isBloc: Uint8Array;
  /**
   * The board's symmetries (rotations and reflections of the square) that map the blocs onto
   * themselves, as cell permutations; the identity first.
   */
  readonly symmetries: Int16Array[];
  /** Scratch marks for counting distinct cells without allocating (one search per thread). */
  readonly marks: Int32Array;
  markStamp = 0;

  constructor(
    readonly n: number,
    readonly s: number,
    /** Bloc cells in ascending order. */
    readonly blocs: readonly number[],
  ) {
    this.cellCount = n * n;
    this.openCells = this.cellCount - blocs.length;
    this.isBloc = new Uint8Array(this.cellCount);
    for (const b of blocs) this.isBloc[b] = 1;
    this.marks = new Int32Array(this.cellCount);
    this.symmetries = SYMMETRIES.map((map) => {
      const perm = new Int16Array(this.cellCount);
      for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) perm[r * n + c] = map(r, c, n - 1);
      return perm;
    }).filter((perm) => blocs.every((b) => this.isBloc[perm[b]] === 1));

    const windows: number[][] = [];
    for (const [dr, dc] of DIRECTIONS) {
      for (let row = 0; row < n; row++) {
        for (let col = 0; col < n; col++) {
          const endRow = row + dr * (s - 1);
          const endCol = col + dc * (s - 1);
          if (endRow >= n || endCol < 0 || endCol >= n) continue;
          const cells: number[] = [];
          for (let k = 0; k < s; k++) cells.push((row + dr * k) * n + col + dc * k);
          if (cells.every((c) => this.isBloc[c] === 0)) windows.push(cells);
        }
      }
    }
    this.windowCount = windows.length;
    this.windowCells = Int16Array.from(windows.flat());

    const perCell: number[][] = Array.from({ length: this.cellCount }, () => []);
    windows.forEach((cells, w) => cells.forEach((c) => perCell[c].push(w)));
    this.windowStart = new Int32Array(this.cellCount + 1);
    for (let c = 0; c < this.cellCount; c++) this.windowStart[c + 1] = this.windowStart[c] + perCell[c].length;
    this.windowList = Int32Array.from(perCell.flat());
  }

  /** Starts a new round of cell marks; a cell is marked in this round when marks[c] === markStamp. */
  newMarks(): number {
    if (++this.markStamp === 0x7fffffff) {
      this.marks.fill(0);
      this.markStamp = 1;
    }
    return this.markStamp;
  }
}
