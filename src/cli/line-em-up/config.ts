import type { Algorithm } from '../../engine/limits.js';
import { replay } from '../../games/replay.js';
import { lineEmUp } from '../../games/line-em-up/index.js';
import type { LineState } from '../../games/line-em-up/rules.js';
import type { LineMove, LineResolved } from '../../games/line-em-up/schema.js';
import type { Agent } from '../../match/agent.js';
import { EngineAgent } from '../../match/engine-agent.js';
import { HumanAgent, type LineSource } from '../../match/human-agent.js';

/** One player of seed section 2.4: a human, or the AI with its depth, algorithm and heuristic. */
export interface PlayerConfig {
  kind: 'human' | 'ai';
  depth: number;
  algorithm: Algorithm;
  heuristic: 'e1' | 'e2';
}

/** Blocs as the position takes them: listed cells, or b cells drawn from a seed. */
export type Blocs = string[] | { random: number; seed: number };

/** A game's parameters (seed section 2.4): n, b and the blocs, s, t, and the two players. */
export interface GameConfig {
  n: number;
  b: number;
  blocs: Blocs;
  s: number;
  /** Seconds per AI move. */
  t: number;
  /** Player 1 and player 2 (the seed's d1, a1 and d2, a2). */
  players: [PlayerConfig, PlayerConfig];
  /** A remark printed with the blocs in traces and scoreboards. */
  blocNote?: string;
}

export const MODES = ['H-H', 'H-AI', 'AI-H', 'AI-AI'] as const;
export type Mode = (typeof MODES)[number];

/** Game parameters the rules refuse (n, s or blocs out of range, blocs off the board...). */
export class BadParameters extends Error {}

/** The empty board of a configuration; throws BadParameters with the rule it breaks. */
export function startPosition(config: GameConfig): LineState {
  const read = replay(lineEmUp, { n: config.n, s: config.s, blocs: config.blocs });
  if (!read.valid) throw new BadParameters(`bad game parameters: ${read.reason}`);
  return read.state;
}

export function algorithmName(algorithm: Algorithm): string {
  return algorithm === 'alphabeta' ? 'alpha-beta' : algorithm;
}

/** 'AI, depth 6, alpha-beta, heuristic e1' or 'human'. */
export function describePlayer(player: PlayerConfig, index: 1 | 2): string {
  if (player.kind === 'human') return 'human';
  const a = player.algorithm === 'iterative' ? 'iterative' : String(player.algorithm === 'alphabeta');
  return `AI, depth d${index}=${player.depth}, ${algorithmName(player.algorithm)} (a${index}=${a}), heuristic ${player.heuristic}`;
}

/** The terminal a human plays at. */
export interface Terminal {
  lines: LineSource;
  output: NodeJS.WritableStream;
}

export function makeAgent(player: PlayerConfig, index: 1 | 2, terminal?: Terminal): Agent<LineState, LineMove, LineResolved> {
  const label = `player ${index}`;
  if (player.kind === 'ai') {
    return new EngineAgent(label, { algorithm: player.algorithm, depth: player.depth, evaluation: player.heuristic });
  }
  if (terminal === undefined) throw new Error('a human player needs a terminal');
  return new HumanAgent(label, terminal.lines, terminal.output);
}
