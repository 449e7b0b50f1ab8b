import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Reference data copied from shared/data/connect4 (see test/data/connect4/SOURCE.md). */
const dataDir = fileURLToPath(new URL('../../data/connect4/', import.meta.url));

export interface CourseCase {
  board: string;
  player: 'red' | 'yellow';
  algorithm: 'M' | 'A';
  depth: number;
  column: number;
  nodes: number;
}

export function courseCases(): CourseCase[] {
  return readFileSync(dataDir + 'course_automarker_cases.tsv', 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [board, player, algorithm, depth, column, nodes] = line.split('\t');
      return { board, player, algorithm, depth: Number(depth), column: Number(column), nodes: Number(nodes) } as CourseCase;
    });
}

export interface SolvedPosition {
  moves: string;
  outcome: 'win' | 'loss' | 'draw';
  plies: number;
}

/** Pons' test sets as he writes them: `<moves> <score>` a line, the score in his convention. */
export function ponsScores(file: string): { moves: string; score: number }[] {
  return readFileSync(dataDir + file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [moves, text] = line.split(' ');
      return { moves, score: Number(text) };
    });
}

/** Pons' test sets converted to outcome and plies, as the data README explains. */
export function solvedPositions(file: string): SolvedPosition[] {
  return ponsScores(file).map(({ moves, score }) => {
    const k = moves.length;
    const w = 22 - Math.abs(score);
    const firstPlayerWins = score > 0 === (k % 2 === 0);
    return {
      moves,
      outcome: score === 0 ? 'draw' : score > 0 ? 'win' : 'loss',
      plies: score === 0 ? 42 - k : firstPlayerWins ? 2 * w - k - 1 : 2 * w - k,
    };
  });
}
