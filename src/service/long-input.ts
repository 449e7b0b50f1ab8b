/** Characters of a client's text an answer quotes at most: enough to recognise it, never an echo of a flood. */
export const QUOTED_MAX = 64;

/** Text for an answer: in full when short, else its first `max` characters and how long it was. */
export function shortened(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}... (${text.length} characters)`;
}

/** Client text quoted in an answer: in full when short, else its start and how long it was. */
export function cut(text: string, max = QUOTED_MAX): string {
  return text.length <= max ? JSON.stringify(text) : `${JSON.stringify(text.slice(0, max))}... (${text.length} characters)`;
}
