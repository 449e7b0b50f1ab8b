import type { ScoreLabel } from './hint-label.js';

const NS = 'http://www.w3.org/2000/svg';

/** An SVG element with its attributes. */
export function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number> = {}, text?: string): SVGElementTagNameMap[K] {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The board's root: scales to its container's width (so it fits a phone) and keeps its shape. */
export function boardRoot(width: number, height: number, label: string): SVGSVGElement {
  return svg('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': label, class: 'board' });
}

/** Marks an element as a click target named `target`, highlighted when it continues a move. */
export function target<E extends SVGElement>(element: E, name: string, next: Set<string>, picked: readonly string[]): E {
  element.dataset.target = name;
  if (next.has(name)) element.classList.add('playable');
  if (picked.includes(name)) element.classList.add('picked');
  return element;
}

/**
 * A hint's label in two short lines, value over unit (`win` / `in 5`, `+1.7` / `squares`), so that it
 * fits one cell; `y` is the first line's baseline.
 */
export function hintText(x: number, y: number, label: ScoreLabel): SVGTextElement {
  const text = svg('text', { x, y, class: 'hint' });
  text.append(svg('tspan', { x, dy: 0 }, label.value));
  // The space keeps the label's text, as a script or a screen reader reads it, in words.
  if (label.unit !== '') text.append(svg('tspan', { x, dy: '1.1em' }, ` ${label.unit}`));
  return text;
}
