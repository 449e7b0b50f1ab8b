import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { README } from '../../scripts/readme-examples.js';
import type { RunningService } from '../../src/service/listen.js';
import { readLink } from '../../web/src/position-link.js';
import { testListen } from '../service/helpers.js';

/*
 * The README's HTTP examples, each a `curl` block followed by the answer it shows, are sent as
 * written to a live service (its port in place of 3000) and must answer what the README shows. In
 * a shown answer `...` stands for what the README leaves out, a line break with its indentation
 * for any white space, and the wall-clock figures (timeMs, nps, queuedMs, evalTimeMs) for any
 * number: nothing else may differ, so an example cannot drift from the service.
 */
interface HttpExample {
  command: string;
  shown: string;
}

const readme = readFileSync(README, 'utf8');

function httpExamples(text: string): HttpExample[] {
  const lines = text.split('\n');
  const examples: HttpExample[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '```sh' || !lines[i + 1]?.startsWith('curl ')) continue;
    const end = lines.indexOf('```', i + 1);
    const answerEnd = lines.indexOf('```', end + 2);
    if (!/^```(json)?$/.test(lines[end + 1])) throw new Error(`README line ${i + 1}: a curl example without the answer it gives`);
    examples.push({ command: lines.slice(i + 1, end).join('\n'), shown: lines.slice(end + 2, answerEnd).join('\n') });
    i = answerEnd;
  }
  return examples;
}

const WALL_CLOCK = /("(?:timeMs|nps|queuedMs|evalTimeMs)":)[\d.]+/g;
/** `...` where the README leaves something out: between tokens, never inside a string such as a board row. */
const ELISION = /(?<=^|[[{,\s])\.\.\.(?=$|[\]},\s])/;

/** The shown answer as a pattern the whole answer must match. */
function pattern(shown: string): RegExp {
  const parts = shown.split(ELISION).map((part) =>
    part
      .split(WALL_CLOCK)
      .map((piece, i) => (i % 2 === 1 ? `${escaped(piece)}[\\d.]+` : escaped(i === 0 ? piece : piece.replace(/^[\d.]+/, ''))))
      .join('')
      .replace(/\s*\n\s*/g, '\\s*'),
  );
  return new RegExp(`^\\s*${parts.join('[\\s\\S]*?')}\\s*$`);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const examples = httpExamples(readme);
let running: RunningService;
beforeAll(async () => {
  running = await testListen({ workers: 1 });
});
afterAll(() => running.shutdown());

async function answered(command: string): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', ['-o', 'pipefail', '-c', command.replaceAll('localhost:3000', `127.0.0.1:${running.port}`)]);
  return stdout;
}

describe("the README's HTTP examples answer what it shows", () => {
  test('the README has the examples this test is for', () => {
    expect(examples.length).toBeGreaterThanOrEqual(7);
    for (const route of ['best-move', 'analyse', 'validate', 'legal-moves']) expect(examples.some((e) => e.command.includes(`/${route}`))).toBe(true);
  });

  test.each(examples.map((example) => [example.command.split('\n')[0], example] as const))('%s', async (_, example) => {
    const answer = await answered(example.command);
    // On a mismatch the whole answer is printed, ready to be copied into the README.
    expect(answer).toMatch(pattern(example.shown));
  }, 60_000);

  test('the pattern masks only the clock and what is left out', () => {
    expect('{"nodes":297,"timeMs":4.2}').toMatch(pattern('{"nodes":297,"timeMs":46.104}'));
    expect('{"nodes":298,"timeMs":4.2}').not.toMatch(pattern('{"nodes":297,"timeMs":46.104}'));
    expect('{"a":1,"pv":[1,2],"b":2}').toMatch(pattern('{"a":1,\n  "pv":[...],"b":2}'));
    expect('{"a":1,"pv":[1,2],"b":3}').not.toMatch(pattern('{"a":1,"pv":[...],"b":2}'));
    expect('{"board":["..x....","......."]}').not.toMatch(pattern('{"board":["...x...","......."]}'));
  });
});

describe("the README's position links", () => {
  const links = [...readme.matchAll(/`(#[a-z0-9-]+\/[^`\s]*)`/g)].map((m) => m[1]);

  test.each(links)('%s is a legal game', async (hash) => {
    const link = readLink(hash)!;
    // As the set-up form reads them: a whole number, a list of cells with commas, else the text.
    const parameters = Object.fromEntries(
      Object.entries(link.parameters).map(([name, text]) => [name, /^\d+$/.test(text) ? Number(text) : text.includes(',') ? text.split(/,\s*/) : text]),
    );
    const moves = link.game === 'connect4' ? link.moves : link.moves.split(',');
    const res = await fetch(`http://127.0.0.1:${running.port}/v1/games/${link.game}/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ position: { ...parameters, moves } }),
    });
    expect({ hash, status: res.status, body: await res.json() }).toMatchObject({ hash, status: 200, body: { valid: true } });
  });

  test('the README names a link of each game with moves', () => {
    expect(new Set(links.map((hash) => readLink(hash)?.game))).toEqual(new Set(['connect4', 'pylos', 'line-em-up']));
  });
});
