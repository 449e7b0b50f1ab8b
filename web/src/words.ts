import type { BestMove, Progress, Status } from './answers.js';

const count = (nodes: number): string => `${nodes.toLocaleString('en')} nodes`;

/** A finished iteration of the engine's search, as it thinks; `standing` is its score in a player's words. */
export function progressText(progress: Progress, standing: string): string {
  return `depth ${progress.depth}, ${standing}, ${count(progress.nodes)}`;
}

/**
 * The engine's answer: its score (`standing`, in a player's words) and what is known of the search.
 * No depth when none was completed (an answer from the cache, the database or a proof before the
 * first iteration): "depth 0" would say the engine did not look at all.
 */
export function answerText(answer: BestMove, standing: string): string {
  const { depth, nodes, stopReason, cached } = answer.stats;
  const known = [depth > 0 ? `depth ${depth}` : undefined, nodes > 0 ? count(nodes) : undefined, stopReason === 'proven' ? 'proven' : undefined, cached ? 'remembered' : undefined];
  return [standing, ...known].filter((part) => part !== undefined).join(', ');
}

/** The end of the game and why, or undefined while it goes on. */
export function endText(status: Status): string | undefined {
  if (!status.over) return undefined;
  return status.winner === null ? `Draw (${status.reason})` : `${status.winner} wins (${status.reason})`;
}

/** Names in a sentence: "A1, B2", or "none". */
export const listWords = (names: readonly string[]): string => (names.length === 0 ? 'none' : names.join(', '));
