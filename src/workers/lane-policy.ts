import { LRUCache } from 'lru-cache';
import type { SearchRequest } from './search-task.js';

/** How a search may use the lane while every worker is busy, from the least to the most trusted. */
const USES = ['none', 'if-idle', 'try', 'wait'] as const;

/**
 * - `wait`: known to fit (its own time limit is within the lane's), or from a client whose last lane
 *   search fitted: it may wait for the lane.
 * - `try`: not priced yet: tried only when at most one search is ahead of it, so that such trials
 *   never fill the lane's queue.
 * - `if-idle`: cut once: tried again only when the lane is idle.
 * - `none`: cut twice in a row: it waits for a worker.
 */
type LaneUse = (typeof USES)[number];

type Verdict = 'fits' | 'cut-once' | 'cut';

/** A client, or a kind of search, cut twice is not tried on the lane again for this long. */
const CUT_BARS_MS = 10_000;
/** Clients and kinds remembered, least recently seen dropped first: a forgotten one is simply tried again. */
const KEPT = 4_096;

/**
 * Who may use the lane. A depth- or node-limited search cannot be priced before it runs, so the
 * lane tries it and cuts it at the lane's milliseconds; a flood of expensive ones would then hold
 * the lane with one doomed try after another and fill its queue, and a cheap search from anyone else
 * would be refused. So the lane remembers whether its last search fitted, by client and by kind of
 * search (game, algorithm, depth and lines: a flood repeats a few kinds from many addresses, and the
 * same kind from one position or another costs alike more often than not), and a search may use the
 * lane as far as the less trusted of the two allows. The lane's limit is wall time, and a busy
 * machine can slow a cheap search past it: one cut only makes a client or kind less trusted; two in
 * a row bar it for 10 s. A flooding client or kind costs the lane twice its milliseconds every 10 s.
 */
export class LanePolicy {
  private readonly records = new LRUCache<string, Verdict>({ max: KEPT });

  constructor(private readonly laneMs: number) {}

  /**
   * Whether this client's search may go to the lane now, with `ahead` searches running or waiting
   * there; `onClock` when only its time limits it.
   */
  admits(owner: string, request: SearchRequest, onClock: boolean, ahead: number): boolean {
    const use = this.use(owner, request, onClock);
    return use === 'wait' || (use === 'try' && ahead <= 1) || (use === 'if-idle' && ahead === 0);
  }

  private use(owner: string, request: SearchRequest, onClock: boolean): LaneUse {
    if (request.search.timeMs <= this.laneMs) return 'wait';
    // Only the clock limits it, and it may run longer than the lane allows: it will.
    if (onClock) return 'none';
    const byClient = useOf(this.records.get(client(owner)));
    const byKind = useOf(this.records.get(kind(request)));
    return USES[Math.min(USES.indexOf(byClient), USES.indexOf(byKind))];
  }

  /** The lane answered the search within its milliseconds. */
  fitted(owner: string, request: SearchRequest): void {
    for (const key of [client(owner), kind(request)]) this.records.set(key, 'fits');
  }

  /** The lane cut the search at its milliseconds. */
  cut(owner: string, request: SearchRequest): void {
    for (const key of [client(owner), kind(request)]) {
      const record = this.records.get(key);
      if (record === 'fits') this.records.delete(key);
      else this.records.set(key, record === undefined ? 'cut-once' : 'cut', { ttl: CUT_BARS_MS });
    }
  }
}

function useOf(record: Verdict | undefined): LaneUse {
  return record === 'fits' ? 'wait' : record === 'cut-once' ? 'if-idle' : record === 'cut' ? 'none' : 'try';
}

const client = (owner: string) => `client ${owner}`;
/** The node limit is left out: a flood need only change it to look new, and it rarely decides the cost. */
const kind = ({ game, search, lines }: SearchRequest) => `kind ${game} ${search.algorithm} ${search.depth} ${lines ?? ''}`;
