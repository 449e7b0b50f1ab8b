import type { SearchLimits } from './answers.js';

/** Who plays a side: a person at this page, the engine within its limits, or a record being replayed. */
export type Player = { kind: 'person' } | { kind: 'engine'; search: SearchLimits } | { kind: 'record'; name: string };

export function playerText(player: Player): string {
  if (player.kind === 'person') return 'you';
  if (player.kind === 'record') return player.name;
  const { timeMs, depth, level } = player.search;
  return `engine (${[level && `level ${level}`, timeMs && `${timeMs} ms`, depth && `depth ${depth}`].filter(Boolean).join(', ')})`;
}
