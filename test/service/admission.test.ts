import { describe, expect, it } from 'vitest';
import { Admission } from '../../src/service/admission.js';
import type { Client } from '../../src/service/clients.js';
import { Problem } from '../../src/service/problem.js';

const client = (id: string, searchSeconds = 60): Client => ({ id, searchSeconds, quotaName: 'CLIENT_SEARCH_SECONDS' });

/** An admission with a clock the test moves by hand. */
function setup(maxSearches = 2) {
  const clock = { ms: 0 };
  return { clock, admission: new Admission({ maxSearches, now: () => clock.ms }) };
}

function refusal(admit: () => unknown): Problem {
  try {
    admit();
  } catch (err) {
    if (err instanceof Problem) return err;
    throw err;
  }
  throw new Error('admitted');
}

describe('admission by cost', () => {
  it('lets a client have CLIENT_MAX_SEARCHES searches at once, then 429 until one ends', () => {
    const { clock, admission } = setup(2);
    const a = client('a');
    const first = admission.admit(a, 10_000);
    admission.admit(a, 10_000);
    clock.ms = 4_000;
    const refused = refusal(() => admission.admit(a, 10_000));
    expect(refused.type).toBe('too-many-searches');
    expect(refused.status).toBe(429);
    // The first search may run to its 10 s limit: 6 s from now.
    expect(refused.retryAfter).toBe(6);
    // Another client is not affected.
    admission.admit(client('b'), 10_000);
    first.finish(4);
    admission.admit(a, 10_000);
  });

  it('charges the seconds searches used and refuses past the quota until it refills', () => {
    const { clock, admission } = setup(10);
    const a = client('a', 60);
    // 60 s a minute refills 1 s a second; the bucket holds one minute's worth.
    for (let i = 0; i < 6; i++) admission.admit(a, 10_000).finish(10);
    const refused = refusal(() => admission.admit(a, 1_000));
    expect(refused.type).toBe('search-quota');
    expect(refused.detail).toContain('CLIENT_SEARCH_SECONDS');
    expect(refused.retryAfter).toBe(1);
    clock.ms = 1_000;
    // Charged as used: a search that stopped after 0.2 s costs 0.2 s, not its 10 s limit.
    admission.admit(a, 10_000).finish(0.2);
    admission.admit(a, 10_000).finish(5);
    // 1 - 0.2 - 5 = -4.2 s: 4.2 s to wait.
    expect(refusal(() => admission.admit(a, 1_000)).retryAfter).toBe(5);
  });

  it('says how long an overdrawn client must wait', () => {
    const { clock, admission } = setup(10);
    const a = client('a', 60);
    const one = admission.admit(a, 10_000);
    const two = admission.admit(a, 10_000);
    one.finish(40);
    two.finish(50);
    // 60 - 90 = -30 s: back above zero after 30 s at 1 s a second.
    expect(refusal(() => admission.admit(a, 1_000)).retryAfter).toBe(30);
    clock.ms = 30_001;
    admission.admit(a, 1_000);
  });

  it('never throttles an unlimited client by seconds, and charges a finished ticket once', () => {
    const { admission } = setup(2);
    const vip = client('vip', Infinity);
    const ticket = admission.admit(vip, 10_000);
    ticket.finish(1e6);
    ticket.finish(1e6);
    admission.admit(vip, 10_000);
    admission.admit(vip, 10_000);
    expect(refusal(() => admission.admit(vip, 10_000)).type).toBe('too-many-searches');
  });

  it('forgets idle clients once their quota has refilled', () => {
    const { clock, admission } = setup(2);
    admission.admit(client('a'), 1_000).finish(90);
    admission.admit(client('b'), 1_000).finish(1);
    expect(admission.size).toBe(2);
    clock.ms = 60_000;
    admission.admit(client('c'), 1_000);
    // a still owes: dropping its account would hand it a full quota early.
    expect(admission.size).toBe(2);
  });
});
