/** A referee's game record (src/referee/game-record.ts writes it as game-NNN.json). */
export interface GameRecord {
  game: string;
  parameters: Record<string, unknown>;
  players: [string, string];
  colours: [string, string];
  turns: { colour: string; agent: string; notation: string | null; note?: string }[];
  winner: 0 | 1 | null;
  reason: string;
  detail?: string;
}

/** Reads a record file, or says what in it is not a record this page can replay. */
export function parseRecord(text: string): GameRecord {
  let record: GameRecord;
  try {
    // Checked field by field below: what a file holds is only known once read.
    record = JSON.parse(text) as GameRecord;
  } catch (err) {
    throw new Error(`the file is not JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (typeof record !== 'object' || record === null || typeof record.game !== 'string' || !Array.isArray(record.turns) || !Array.isArray(record.players)) {
    throw new Error('the file is not a referee record: it needs game, players and turns');
  }
  // A turn skipped for an overrun has no move: a list of moves cannot say the same side moves twice.
  const skipped = record.turns.findIndex((turn) => turn.notation === null);
  if (skipped >= 0) throw new Error(`turn ${skipped + 1} was skipped (${record.turns[skipped].note ?? 'overrun'}); records with skipped turns cannot be replayed here`);
  return record;
}

/** The record's own verdict, as the referee wrote it. */
export function recordResult(record: GameRecord): string {
  if (record.winner === null) return `draw (${record.reason})`;
  return `${record.colours[record.winner]} (${record.players[record.winner]}) wins: ${record.reason}${record.detail ? ` - ${record.detail}` : ''}`;
}
