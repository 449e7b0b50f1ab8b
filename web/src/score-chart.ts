import { svg } from './svg.js';

/** The graph's drawing box; stretched to the width it is given (its lines keep their thickness). */
const WIDTH = 300;
const HEIGHT = 60;

/**
 * The evaluation bar: the viewer's share of the bar is (1 + level) / 2, level in -1..1 as
 * `standingLevel` gives it; no score yet leaves it even and says so.
 */
export function drawBar(bar: HTMLElement, level: number | undefined): void {
  const share = level === undefined ? 50 : Math.round((1 + level) * 500) / 10;
  bar.style.setProperty('--share', `${share}%`);
  bar.dataset.level = level === undefined ? '' : level.toFixed(3);
}

/**
 * The graph of the game's scores so far, one point a position (`levels[ply]`, from the viewer's
 * side; positions no search has scored are skipped), the position shown marked. Its x is the ply
 * over `plies`, which `plyAt` reads back from a click.
 */
export function drawGraph(box: HTMLElement, levels: readonly (number | undefined)[], plies: number, cursor: number): void {
  const x = (ply: number) => (plies === 0 ? 0 : (ply / plies) * WIDTH);
  const y = (level: number) => (HEIGHT / 2) * (1 - level);
  const known = levels.flatMap((level, ply) => (level === undefined || ply > plies ? [] : [[x(ply), y(level)]]));
  const root = svg('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, preserveAspectRatio: 'none', 'aria-hidden': 'true', class: 'graph' });
  root.append(svg('line', { x1: 0, x2: WIDTH, y1: HEIGHT / 2, y2: HEIGHT / 2, class: 'graph-even' }));
  if (known.length > 0) {
    const line = known.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
    // The viewer's lead filled towards the top, the other side's towards the bottom.
    root.append(svg('polygon', { points: `${known[0][0]},${HEIGHT / 2} ${line} ${known.at(-1)![0]},${HEIGHT / 2}`, class: 'graph-area' }));
    root.append(svg('polyline', { points: line, class: 'graph-line' }));
    // A dot a point (a round cap on a line of no length keeps its shape however the box is stretched).
    for (const [px, py] of known) root.append(svg('path', { d: `M${px.toFixed(1)} ${py.toFixed(1)}h0`, class: 'graph-dot' }));
  }
  root.append(svg('line', { x1: x(cursor), x2: x(cursor), y1: 0, y2: HEIGHT, class: 'graph-cursor' }));
  box.replaceChildren(root);
  box.dataset.points = String(known.length);
}

/** The ply a click at `clientX` on the graph's box names. */
export function plyAt(box: HTMLElement, clientX: number, plies: number): number {
  const { left, width } = box.getBoundingClientRect();
  return Math.max(0, Math.min(plies, Math.round(((clientX - left) / width) * plies)));
}
