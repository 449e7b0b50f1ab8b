/**
 * Waiting work served round-robin between owners and first in, first out within one. The next
 * owner served is the one served least recently, so a client that floods the queue gets one turn
 * in each round like everybody else, and a newcomer goes before a client whose search just started.
 */
export class FairQueue<T> {
  private readonly waiting = new Map<string, T[]>();
  /** When each owner with work in the system was last served (a turn number; absent = never). */
  private readonly lastServed = new Map<string, number>();
  private turn = 0;
  private size = 0;

  get length(): number {
    return this.size;
  }

  push(owner: string, item: T): void {
    const list = this.waiting.get(owner);
    if (list) list.push(item);
    else this.waiting.set(owner, [item]);
    this.size++;
  }

  /** Takes an item out of turn (its client left); says whether it was waiting. */
  remove(owner: string, item: T): boolean {
    const list = this.waiting.get(owner);
    const at = list?.indexOf(item) ?? -1;
    if (!list || at < 0) return false;
    list.splice(at, 1);
    if (list.length === 0) this.waiting.delete(owner);
    this.size--;
    return true;
  }

  /** The next item by the round-robin rule, recorded as served; undefined when nothing waits. */
  shift(): T | undefined {
    let next: string | undefined;
    let oldest = Infinity;
    // Map order is the order owners started waiting, so ties between never-served owners are FIFO.
    for (const owner of this.waiting.keys()) {
      const served = this.lastServed.get(owner) ?? -1;
      if (served < oldest) {
        oldest = served;
        next = owner;
      }
    }
    if (next === undefined) return undefined;
    const list = this.waiting.get(next)!;
    const item = list.shift()!;
    if (list.length === 0) this.waiting.delete(next);
    this.size--;
    this.served(next);
    return item;
  }

  /** Records that the owner was served without waiting (a worker was free). */
  served(owner: string): void {
    this.lastServed.set(owner, this.turn++);
  }

  /** Forgets an owner with nothing left running or waiting, so the table stays as small as the work. */
  forget(owner: string): void {
    if (!this.waiting.has(owner)) this.lastServed.delete(owner);
  }

  /** Empties the queue, oldest owners first. */
  drain(): T[] {
    const all = [...this.waiting.values()].flat();
    this.waiting.clear();
    this.size = 0;
    return all;
  }
}
