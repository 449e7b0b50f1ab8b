import type { Position } from '../games/types.js';
import { createInterface } from 'node:readline';
import type { Agent, Choice, Turn } from './agent.js';

/** Lines typed at a terminal (or scripted in a test), read one at a time. */
export interface LineSource {
  /** The next line, or null once the input has ended. */
  next(): Promise<string | null>;
  close(): void;
}

export function readLines(input: NodeJS.ReadableStream): LineSource {
  const rl = createInterface({ input, crlfDelay: Infinity, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async next() {
      const line = await lines.next();
      return line.done ? null : line.value;
    },
    close: () => rl.close(),
  };
}

export class InputEnded extends Error {
  constructor() {
    super('the input ended before the game did');
  }
}

/** A person typing moves. Two humans at one terminal share the same line source. */
export class HumanAgent<S, M, P extends Position> implements Agent<S, M, P> {
  readonly human = true;

  constructor(
    readonly label: string,
    private readonly lines: LineSource,
    private readonly output: NodeJS.WritableStream,
  ) {}

  async chooseMove(turn: Turn<S, M, P>): Promise<Choice<M>> {
    const example = turn.game.info.moveNotation.examples[0];
    this.output.write(`${turn.colour} (${this.label}), your move (like ${example}): `);
    const line = await this.lines.next();
    if (line === null) throw new InputEnded();
    return { move: line.trim() };
  }

  refused(reason: string): void {
    this.output.write(`Illegal move: ${reason}. Try again.\n`);
  }
}
