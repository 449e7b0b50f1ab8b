import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../src/workers/fair-queue.js';

const drainOrder = (queue: FairQueue<string>) => {
  const order: string[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) order.push(item);
  return order;
};

describe('the fair queue', () => {
  it('takes turns between owners, first in first out within one', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'a2', 'a3']) queue.push('a', item);
    queue.push('b', 'b1');
    queue.push('b', 'b2');
    queue.push('c', 'c1');
    expect(queue.length).toBe(6);
    expect(drainOrder(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(queue.length).toBe(0);
  });

  it('serves a newcomer before an owner whose work just started without waiting', () => {
    const queue = new FairQueue<string>();
    queue.served('flooder');
    queue.push('flooder', 'f2');
    queue.push('other', 'o1');
    expect(queue.shift()).toBe('o1');
    expect(queue.shift()).toBe('f2');
  });

  it('takes out an item whose client left, and forgets idle owners', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1');
    queue.push('a', 'a2');
    expect(queue.remove('a', 'a1')).toBe(true);
    expect(queue.remove('a', 'a1')).toBe(false);
    expect(queue.shift()).toBe('a2');
    // a was served last; once forgotten it counts as never served again.
    queue.push('b', 'b1');
    queue.forget('a');
    queue.push('a', 'a3');
    expect(drainOrder(queue)).toEqual(['b1', 'a3']);
  });

  it('keeps the turn of a client that left while others wait, so it does not come back first', () => {
    const queue = new FairQueue<string>();
    // w's search runs, then r's; r's ends (or r is refused) and r has nothing in the system.
    queue.served('w');
    queue.served('r');
    queue.forget('r');
    queue.push('w', 'w2');
    queue.push('r', 'r2');
    // w was served before r: its turn comes first.
    expect(drainOrder(queue)).toEqual(['w2', 'r2']);
  });

  it('drops the turns that no longer matter, so the table is as small as the work', () => {
    const queue = new FairQueue<string>();
    queue.served('busy');
    for (let i = 0; i < 100; i++) {
      queue.served(`c${i}`);
      queue.forget(`c${i}`);
    }
    // Newer than busy's turn: each would be served after busy on its return.
    expect(queue.owners).toBe(101);
    queue.forget('busy');
    expect(queue.owners).toBe(0);
  });

  it('hands back everything waiting when drained', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1');
    queue.push('b', 'b1');
    expect(queue.drain().sort()).toEqual(['a1', 'b1']);
    expect(queue.length).toBe(0);
    expect(queue.shift()).toBeUndefined();
  });
});
