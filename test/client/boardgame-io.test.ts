import { Client } from 'boardgame.io/client';
import { RandomBot, Step } from 'boardgame.io/ai';
import { Local } from 'boardgame.io/multiplayer';
import type { Bot } from 'boardgame.io/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connect4, connect4Move, connect4Position, type Connect4State } from '../../examples/boardgame-io/connect4.js';
import { ServiceBot } from '../../src/client/boardgame-io.js';
import { MoveServiceClient } from '../../src/client/index.js';
import type { RunningService } from '../../src/service/listen.js';
import { testListen } from '../service/helpers.js';

/*
 * Whole Connect 4 games in boardgame.io's headless client, with its Local master, between the
 * service's bot (through the bridge) and boardgame.io's RandomBot: every move goes through the
 * boardgame.io game's own `drop`, which refuses an illegal one, and the service's bot wins them all.
 */
let running: RunningService;
let service: MoveServiceClient;
beforeAll(async () => {
  running = await testListen();
  service = new MoveServiceClient(`http://127.0.0.1:${running.port}`);
});
afterAll(() => running.shutdown());

interface Played {
  winner: string | undefined;
  moves: number;
}

/** Plays one game to its end, the bots moving in turn on their own player's client. */
async function play(bots: Record<string, Bot>, matchID: string): Promise<Played> {
  const multiplayer = Local();
  const clients = ['0', '1'].map((playerID) => Client<Connect4State>({ game: Connect4, multiplayer, playerID, matchID }));
  for (const client of clients) client.start();
  try {
    for (let turn = 0; ; turn++) {
      const state = clients[0].getState()!;
      if (state.ctx.gameover !== undefined) return { winner: state.ctx.gameover.winner, moves: state.G.played.length };
      if (turn > 42) throw new Error('the game did not end within 42 moves');
      const player = state.ctx.currentPlayer;
      const client = clients[Number(player)];
      // The move reaches both clients once the master has played it: wait for that, not a time.
      const played = Promise.all(clients.map((each) => new Promise<void>((resolve) => {
        const stop = each.subscribe((next) => {
          if (next !== null && next._stateID > state._stateID) {
            stop();
            resolve();
          }
        });
      })));
      await Step(client, bots[player]);
      const after = client.getState()!;
      // boardgame.io keeps the state when the game's move refuses (INVALID_MOVE).
      if (after._stateID === state._stateID) throw new Error(`player ${player}'s move was refused by the game`);
      await played;
    }
  } finally {
    for (const client of clients) client.stop();
  }
}

describe('the service as a boardgame.io bot', () => {
  it('plays legal moves and wins every game against RandomBot, as either player', async () => {
    const bot = new ServiceBot({ service, game: 'connect4', position: connect4Position, move: connect4Move, search: { timeMs: 200 } });
    const results: Played[] = [];
    for (const [seat, seed] of [['0', 1], ['1', 2], ['0', 3], ['1', 4]] as const) {
      const random = new RandomBot({ enumerate: Connect4.ai!.enumerate, seed });
      const result = await play(seat === '0' ? { 0: bot, 1: random } : { 0: random, 1: bot }, `game-${seed}`);
      results.push(result);
      expect(result.winner).toBe(seat);
    }
    expect(results.map((r) => r.moves).every((n) => n >= 7)).toBe(true);
  }, 120_000);

  it("gives the service's score and line beside the action", async () => {
    const bot = new ServiceBot({ service, game: 'connect4', position: connect4Position, move: connect4Move, search: { depth: 3 } });
    // Red holds the bottom row's first three cells; yellow, to move, must block the fourth.
    const G: Connect4State = { cells: [['0', '1'], ['0', '1'], ['0'], [], [], [], []], played: [0, 0, 1, 1, 2] };
    const { action, metadata } = await bot.play({ G, ctx: { currentPlayer: '1' } } as never, '1');
    expect(action.payload).toMatchObject({ type: 'drop', args: [3], playerID: '1' });
    expect(metadata.pv[0]).toEqual({ notation: '4', column: 3 });
    expect(metadata.score.value).toEqual(expect.any(Number));
  });
});
