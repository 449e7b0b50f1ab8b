import { createServer, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { drainOnClose } from '../../src/service/drain.js';
import { until } from './helpers.js';

// The collector, to see what the drain still holds once nothing else does.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

describe('the drain', () => {
  it('holds no answer of a connection that has closed, answered or not', async () => {
    const server = createServer();
    drainOnClose(server);
    const answers: WeakRef<ServerResponse>[] = [];
    // Never answered: the first waits for its answer, the pipelined ones behind it for theirs.
    server.on('request', (_req, res: ServerResponse) => answers.push(new WeakRef(res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const closed = new Promise<void>((resolve) => server.once('connection', (socket: Socket) => socket.once('close', () => resolve())));
    const client = connect({ port: (server.address() as AddressInfo).port, host: '127.0.0.1' });
    client.on('error', () => undefined);
    client.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(3));
    await until(() => answers.length === 3);
    client.destroy();
    await closed;
    // A WeakRef holds its target until the task that made it has ended.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(answers.filter((answer) => answer.deref() !== undefined)).toHaveLength(0);
    server.close();
  });
});
