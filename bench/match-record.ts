// The file a pairing of `npm run bench:match -- elo` (or another bench of seeded games) appends its games to, one JSON line a game as
// each finishes, so that a run stopped at any point resumes where it was: a restart reads the file
// and plays only the games it lacks. The first line holds the pairing's settings; a file written
// with other settings (another budget, another family) is refused rather than mixed in.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { GameResult } from './strength-games.js';

export class MatchRecord<G extends { index: number } = GameResult> {
  private constructor(
    readonly path: string,
    readonly games: G[],
  ) {}

  /** Opens the file of a pairing with these settings, creating it when absent. */
  static open<G extends { index: number } = GameResult>(path: string, settings: object): MatchRecord<G> {
    const header = JSON.stringify(settings);
    if (!existsSync(path)) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${header}\n`);
      return new MatchRecord<G>(path, []);
    }
    const [first, ...lines] = readFileSync(path, 'utf8').split('\n').filter((line) => line !== '');
    if (first !== header) throw new Error(`${path} was written with other settings (${first}); remove it or name another file`);
    // The file is the bench's own output: each line one of its games.
    return new MatchRecord<G>(path, lines.map((line) => JSON.parse(line) as G));
  }

  has(index: number): boolean {
    return this.games.some((game) => game.index === index);
  }

  add(game: G): void {
    this.games.push(game);
    appendFileSync(this.path, `${JSON.stringify(game)}\n`);
  }
}
