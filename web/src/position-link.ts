/**
 * A position as a link, `#connect4/4453` (Pons' site says `?pos=4453`): the game, the moves from its
 * start in its own notation (Connect 4 compact, the others comma-separated, a space as `+`), and
 * after `?` the parameters in force as the set-up form takes them (`#line-em-up/B+1,A+0?n=4&s=3`).
 * A fragment, so the page opens it without asking the server anything new.
 */
export interface PositionLink {
  game: string;
  /** The moves as one text, in the form the move list's text field takes. */
  moves: string;
  /** Parameters as typed in the set-up form. */
  parameters: Record<string, string>;
}

const encode = (text: string): string => encodeURIComponent(text).replace(/%20/g, '+').replace(/%2C/g, ',');

export function linkHash({ game, moves, parameters }: PositionLink): string {
  const query = new URLSearchParams(parameters).toString();
  return `#${game}/${encode(moves)}${query === '' ? '' : `?${query}`}`;
}

/** The position a fragment names, or undefined when it names none (or is not one this page wrote). */
export function readLink(hash: string): PositionLink | undefined {
  const parts = /^#([a-z0-9-]+)\/([^?]*)(?:\?(.*))?$/.exec(hash);
  if (parts === null) return undefined;
  try {
    const moves = decodeURIComponent(parts[2].replace(/\+/g, ' '));
    return { game: parts[1], moves, parameters: Object.fromEntries(new URLSearchParams(parts[3] ?? '')) };
  } catch {
    // A malformed escape (%zz): not a link this page made, so nothing is opened from it.
    return undefined;
  }
}
