import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startCommand } from '../../bench/start-command.js';

describe("the service's command line", () => {
  it('is the same in the Dockerfile as in npm start, its heap flags included', () => {
    const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(cmd, 'the Dockerfile has a CMD in exec form').not.toBeNull();
    const [node, ...args] = JSON.parse(cmd![1]!) as string[];
    expect(node).toBe('node');
    expect(args).toEqual(startCommand().args);
  });
});
