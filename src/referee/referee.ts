import type { GamePlay, Position } from '../games/types.js';
import { InputEnded } from '../match/human-agent.js';
import { playMatch } from '../match/match.js';
import type { AgentFactory } from './agent-factory.js';
import { boardText } from './board-text.js';
import { gameRecord, resultLine, writeRecord, type GameRecord } from './game-record.js';
import type { GameStart } from './game-setup.js';

export interface RefereeRules<S, M, P extends Position> {
  game: GamePlay<S, M, P>;
  start: GameStart<S, P>;
  /** Milliseconds per move, for every agent but humans. */
  timeLimitMs?: number;
  /** Milliseconds of the limit kept for transport (default 200). */
  marginMs: number;
  /** `skip` passes a late player's turn (`--overrun forfeit`, for games that can skip one); `lose` ends the game. */
  overrun: 'lose' | 'skip';
  humanIllegal: 'retry' | 'lose';
  /** Wait for Enter before each move. */
  stepper: boolean;
  /** Print the board after each move (a tournament only prints its progress). */
  showBoards: boolean;
}

export const DEFAULT_MARGIN_MS = 200;

/**
 * Referees one game between two agents given by their specs (players[0] moves first) and writes
 * its record to `outDir/name` as soon as it ends.
 */
export async function refereeGame<S, M, P extends Position>(
  rules: RefereeRules<S, M, P>,
  players: [string, string],
  factory: AgentFactory,
  record?: { outDir: string; name: string },
): Promise<GameRecord> {
  const { game, start } = rules;
  const out = factory.output;
  const show = (text: string) => {
    if (rules.showBoards) out.write(text);
  };
  show(`${game.info.colours[0]}: ${players[0]}, ${game.info.colours[1]}: ${players[1]}\n${boardText(game, start.state)}`);
  const result = await playMatch({
    game,
    start: start.state,
    startPosition: start.parameters,
    agents: [factory.create(players[0], game), factory.create(players[1], game)],
    timeLimitMs: rules.timeLimitMs,
    marginMs: rules.marginMs,
    overrun: rules.overrun,
    humanIllegal: rules.humanIllegal,
    beforeTurn: rules.stepper
      ? async () => {
          out.write('[Enter] for the next move ');
          if ((await factory.lines().next()) === null) throw new InputEnded();
        }
      : undefined,
    onMove: (played, state) => show(`\n${played.colour} ${played.move.notation} (${Math.round(played.elapsedMs)} ms)\n${boardText(game, state)}`),
    onSkip: (skipped, state) => show(`\n${skipped.detail}: turn skipped\n${boardText(game, state)}`),
  });
  const written = gameRecord(game.info, start.parameters, players, result);
  show(`\nresult: ${resultLine(written)}\n`);
  if (record) await writeRecord(record.outDir, record.name, written, game.textBoard(result.final));
  return written;
}
