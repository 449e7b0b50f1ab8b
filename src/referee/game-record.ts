import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MatchResult } from '../match/match.js';

/** One turn of a game: a move, or a turn skipped for an overrun (notation null). */
export interface TurnRecord {
  colour: string;
  agent: string;
  notation: string | null;
  elapsedMs: number;
  note?: string;
}

/** Everything a game's record file holds; the tournament resumes from these. */
export interface GameRecord {
  game: string;
  /** The game parameters in force, as sent to the agents. */
  parameters: Record<string, unknown>;
  /** The agents by colour, the first colour first. */
  players: [string, string];
  colours: readonly [string, string];
  turns: TurnRecord[];
  /** The winning agent's index in players, or null for a draw. */
  winner: 0 | 1 | null;
  reason: string;
  detail?: string;
}

export function gameRecord<S>(
  game: { id: string; colours: readonly [string, string] },
  parameters: Record<string, unknown>,
  players: [string, string],
  result: MatchResult<S>,
): GameRecord {
  const turns: TurnRecord[] = [];
  const skips = [...result.skipped];
  const addSkipsAfter = (ply: number) => {
    while (skips.length > 0 && skips[0].afterPly === ply) {
      const skip = skips.shift()!;
      turns.push({ colour: skip.colour, agent: players[skip.side], notation: null, elapsedMs: round(skip.elapsedMs), note: skip.detail });
    }
  };
  addSkipsAfter(0);
  for (const move of result.moves) {
    turns.push({ colour: move.colour, agent: players[move.side], notation: move.move.notation, elapsedMs: round(move.elapsedMs) });
    addSkipsAfter(move.ply);
  }
  return {
    game: game.id,
    parameters,
    players,
    colours: game.colours,
    turns,
    winner: result.winner,
    reason: result.reason,
    ...(result.detail === undefined ? {} : { detail: result.detail }),
  };
}

export function resultLine(record: GameRecord): string {
  if (record.winner === null) return `draw (${record.reason})`;
  const colour = record.colours[record.winner];
  return `${colour} (${record.players[record.winner]}) wins: ${record.reason}${record.detail ? ` - ${record.detail}` : ''}`;
}

/** The record as a person reads it: who played, each move with its time, the final board, the result and why. */
export function recordText(record: GameRecord, finalBoard: string): string {
  const lines = [
    `${record.game} ${JSON.stringify(record.parameters)}`,
    `${record.colours[0]}: ${record.players[0]}`,
    `${record.colours[1]}: ${record.players[1]}`,
    '',
    ...record.turns.map((turn, i) => {
      const what = turn.notation ?? `(turn skipped: ${turn.note})`;
      return `${String(i + 1).padStart(3)}. ${turn.colour.padEnd(6)} ${what.padEnd(14)} ${turn.elapsedMs} ms`;
    }),
    '',
    'final position:',
    finalBoard,
    '',
    `result: ${resultLine(record)}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** Writes `<name>.json` and `<name>.txt` in dir; the text shows the game's final board as the terminal draws it. */
export async function writeRecord(dir: string, name: string, record: GameRecord, finalBoard: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(join(dir, `${name}.txt`), recordText(record, finalBoard));
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
