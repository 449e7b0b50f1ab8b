import { MAX_LEVEL, MIN_LEVEL, type LevelTable } from './level-table.js';
import type { GameInfo } from './types.js';
import { skillLevels as amazons } from './amazons/skill-levels.js';
import { skillLevels as connect4 } from './connect4/skill-levels.js';
import { skillLevels as lineEmUp } from './line-em-up/skill-levels.js';
import { skillLevels as pylos } from './pylos/skill-levels.js';

/** Each game's levels (its folder's skill-levels.ts), by game id; a game without an entry offers none. */
const byGame: Readonly<Record<string, LevelTable>> = { connect4, 'line-em-up': lineEmUp, pylos, amazons };

export function skillLevelsOf(gameId: string): LevelTable | undefined {
  return byGame[gameId];
}

/** A game's description with the range of levels it offers, as GET /v1/games/{game} lists it. */
export function withLevels(info: GameInfo): GameInfo & { levels?: { min: number; max: number } } {
  return skillLevelsOf(info.id) === undefined ? info : { ...info, levels: { min: MIN_LEVEL, max: MAX_LEVEL } };
}
