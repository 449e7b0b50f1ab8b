import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/service/config.js';
import { startupFailure } from '../../src/service/startup-failure.js';
import { compiled } from '../support/compiled.js';
import { runCommand } from './run-command.js';

const SERVER = 'src/service/server.ts';

describe('starting the service', () => {
  it('a bad environment variable is one line naming it, without a stack trace', () => {
    const answer = runCommand(SERVER, [], { env: { PORT: 'eighty', LOG_LEVEL: 'silent' } });
    expect(answer.status).toBe(1);
    expect(answer.stderr).toBe("cannot start: PORT must be a whole number from 0 to 65535, not 'eighty'\n");
  }, 60_000);

  it('a port in use is one line saying so, without a stack trace', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const answer = runCommand(SERVER, [], { env: { PORT: String(port), LOG_LEVEL: 'silent', WORKERS: '1' } });
      expect(answer.status).toBe(1);
      expect(answer.stderr).toBe(`cannot start: port ${port} is in use; stop what uses it or set PORT to another port\n`);
    } finally {
      taken.close();
    }
  }, 60_000);

  it('a missing or bad API keys file is one line naming it', () => {
    const missing = runCommand(SERVER, [], { env: { API_KEYS_FILE: '/nonexistent/keys', LOG_LEVEL: 'silent', PORT: '0', WORKERS: '1' } });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe("cannot start: ENOENT: no such file or directory, open '/nonexistent/keys'\n");
  }, 60_000);

  it('a fault that is no setting keeps its stack trace', () => {
    expect(startupFailure(new TypeError('x is undefined'), 3000)).toBeUndefined();
    expect(startupFailure(new ConfigError('PORT must be a whole number from 0 to 65535'), undefined)).toBe('cannot start: PORT must be a whole number from 0 to 65535');
  });

  it('says where the page and the documentation are once it listens', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const child = spawn(process.execPath, [`${root}/${compiled(SERVER)}`], {
      cwd: root,
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', WORKERS: '1' },
    });
    try {
      let err = '';
      const line = await new Promise<string>((resolve, reject) => {
        child.stderr.on('data', (chunk: Buffer) => {
          err += String(chunk);
          if (err.includes('\n')) resolve(err.split('\n')[0]);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${err}`)));
      });
      expect(line).toMatch(/^Listening: the play page is http:\/\/localhost:(\d+)\/ and the API documentation http:\/\/localhost:\1\/docs$/);
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);
});
