import type { Client } from './clients.js';
import { Problem } from './problem.js';

export interface AdmissionOptions {
  /** CLIENT_MAX_SEARCHES: searches running or waiting per client. */
  maxSearches: number;
  /** Milliseconds on a monotonic clock; tests pass their own. */
  now?: () => number;
}

/** A search let in: say how many seconds it used once it is over (0 when it never ran). */
export interface Ticket {
  finish(secondsUsed: number): void;
}

interface Account {
  /** Expected end (ms) of each search of the client running or waiting. */
  ends: number[];
  /** Search seconds left, refilled continuously at the quota's rate up to one minute's worth. */
  balance: number;
  /** The client's search seconds a minute. */
  quota: number;
  updatedAt: number;
}

/** Accounts idle and full are dropped at most this often, so the table holds only recent clients. */
const SWEEP_MS = 60_000;

/**
 * Admission by cost: each client may have a few searches in the system at once, and may use its
 * quota of search seconds a minute, charged with the time each search actually took (a token
 * bucket of one minute's quota). Over either: 429 with the seconds until it is back under.
 */
export class Admission {
  private readonly accounts = new Map<string, Account>();
  private readonly now: () => number;
  private lastSweep: number;

  constructor(private readonly options: AdmissionOptions) {
    this.now = options.now ?? (() => performance.now());
    this.lastSweep = this.now();
  }

  /** Lets a search with this time limit in, or throws the 429 that says when to come back. */
  admit(client: Client, timeLimitMs: number): Ticket {
    const now = this.now();
    this.sweep(now);
    const account = this.refilled(client, now);
    if (account.ends.length >= this.options.maxSearches) {
      const soonest = Math.min(...account.ends);
      throw new Problem(
        'too-many-searches',
        `this client already has ${account.ends.length} searches running or waiting (CLIENT_MAX_SEARCHES)`,
        [],
        seconds(soonest - now),
      );
    }
    if (account.balance <= 0) {
      const rate = client.searchSeconds / 60_000;
      throw new Problem(
        'search-quota',
        `this client used its ${client.searchSeconds} search seconds a minute (${client.quotaName})`,
        [],
        seconds(-account.balance / rate),
      );
    }
    const end = now + timeLimitMs;
    account.ends.push(end);
    let done = false;
    return {
      finish: (secondsUsed) => {
        if (done) return;
        done = true;
        const current = this.refilled(client, this.now());
        current.ends.splice(current.ends.indexOf(end), 1);
        current.balance -= secondsUsed;
      },
    };
  }

  /** The client's account brought up to now. */
  private refilled(client: Client, now: number): Account {
    let account = this.accounts.get(client.id);
    if (!account) {
      account = { ends: [], balance: client.searchSeconds, quota: client.searchSeconds, updatedAt: now };
      this.accounts.set(client.id, account);
    }
    const refill = ((now - account.updatedAt) / 60_000) * client.searchSeconds;
    // Infinity - Infinity is NaN: an unlimited client's balance simply stays Infinity.
    if (refill > 0) account.balance = Math.min(client.searchSeconds, account.balance + refill);
    account.updatedAt = now;
    return account;
  }

  /** Drops the accounts of clients with nothing in the system whose quota has refilled: a new one is the same. */
  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_MS) return;
    this.lastSweep = now;
    for (const [id, account] of this.accounts) {
      const refill = ((now - account.updatedAt) / 60_000) * account.quota;
      if (account.ends.length === 0 && !(account.balance + refill < account.quota)) this.accounts.delete(id);
    }
  }

  /** Clients with an account (tests and metrics: the table must not grow without bound). */
  get size(): number {
    return this.accounts.size;
  }
}

/** Whole seconds for Retry-After, at least 1. */
function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
