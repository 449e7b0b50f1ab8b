import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/games/index.js';

/** Code that serves any game learns what differs from the game's definition, never from its id. */
const GAME_AGNOSTIC = ['src/referee', 'src/service', 'src/match', 'src/engine'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

describe('game-agnostic layers', () => {
  it.each(GAME_AGNOSTIC)('%s names no game id', (dir) => {
    const named = files(dir).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return registry.ids.filter((id) => text.includes(`'${id}'`) || text.includes(`"${id}"`)).map((id) => `${file}: ${id}`);
    });
    expect(named).toEqual([]);
  });
});
