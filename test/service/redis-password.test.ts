import type { ChildProcess } from 'node:child_process';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisStore } from '../../src/service/shared-cache.js';
import { freePort, redisAnswers, redisMissing, startRedis } from '../support/redis.js';
import { sink } from '../support/sink.js';
import { until } from './helpers.js';

/* A wrong password in CACHE_URL, against a real redis-server that asks for one. */
if (redisMissing) console.warn(`SKIPPED: the tests of a wrong Redis password: ${redisMissing}`);

const stores: RedisStore[] = [];
let redis: ChildProcess | undefined;
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  redis?.kill();
});

/** A store logging into a sink, and its log lines so far. */
function store(url: string) {
  const logs = sink();
  stores.push(new RedisStore(url, pino({ level: 'info' }, logs.stream), 500));
  return () => logs.text().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string; reason: string });
}

describe.skipIf(redisMissing !== undefined)('a wrong password for the shared cache', () => {
  it('is said as such, also after a warning that Redis could not be reached', async () => {
    const port = await freePort();
    // Redis not started yet: the first attempts fail for another cause, and are warned of once.
    const lines = store(`redis://:wrong@127.0.0.1:${port}`);
    await until(() => lines().length > 0);
    expect(lines()[0]!.msg).toContain('unavailable');
    redis = startRedis(port, ['--requirepass', 'right']);
    await redisAnswers(`redis://:right@127.0.0.1:${port}`);
    await until(() => lines().some((line) => line.msg.includes('password')));
    const refused = lines().filter((line) => line.msg.includes('password'));
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toMatch(/^WRONGPASS/);

    // Against a Redis already up, the password is the one thing said, whatever the reconnections.
    const direct = store(`redis://:wrong@127.0.0.1:${port}`);
    await until(() => direct().length > 0);
    // A few of the client's reconnections (every 100 to 300 ms at first), each refused again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(direct().map((line) => line.msg)).toEqual([expect.stringContaining('refuses its user or password')]);
  });
});
