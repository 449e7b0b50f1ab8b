import type { Game } from './types.js';

/** The games a service, a referee or a test offers, by id. */
export class GameRegistry {
  private readonly byId: ReadonlyMap<string, Game>;

  constructor(games: readonly Game[]) {
    this.byId = new Map(games.map((game) => [game.info.id, game]));
  }

  get ids(): string[] {
    return [...this.byId.keys()];
  }

  get games(): Game[] {
    return [...this.byId.values()];
  }

  find(id: string): Game | undefined {
    return this.byId.get(id);
  }
}
