/** A move as it is played: by its notation. */
type Move = { notation: string };

/** A legal move and the sequences of clicks (target names) that choose it. */
export interface Choice {
  move: Move;
  paths: string[][];
}

/**
 * A move chosen click by click: each click narrows the legal moves to those with a path that
 * starts with the targets picked so far. Boards only say which targets make up each move, so
 * Amazons' queen-destination-arrow and Pylos' raise-then-removals need no code of their own here.
 */
export class Selection {
  private picked: string[] = [];

  constructor(private readonly choices: Choice[]) {}

  get targets(): readonly string[] {
    return this.picked;
  }

  /** The targets that continue a legal move from here. */
  next(): Set<string> {
    const next = new Set<string>();
    for (const path of this.matching()) if (path.length > this.picked.length) next.add(path[this.picked.length]);
    return next;
  }

  /** The move the targets picked so far already make, when longer moves also start with them. */
  complete(): Move | undefined {
    return this.choices.find((choice) => choice.paths.some((path) => this.startsWith(path) && path.length === this.picked.length))?.move;
  }

  /**
   * Takes one click. Answers the move when the click completes one and nothing longer starts the
   * same way; a click that continues nothing starts the selection again from that target.
   */
  pick(target: string): Move | undefined {
    if (!this.next().has(target)) {
      if (this.picked.length === 0) return undefined;
      this.picked = [];
      return this.pick(target);
    }
    this.picked.push(target);
    const move = this.complete();
    return move !== undefined && this.next().size === 0 ? move : undefined;
  }

  clear(): void {
    this.picked = [];
  }

  private matching(): string[][] {
    return this.choices.flatMap((choice) => choice.paths.filter((path) => this.startsWith(path)));
  }

  private startsWith(path: string[]): boolean {
    return this.picked.every((target, i) => path[i] === target);
  }
}
