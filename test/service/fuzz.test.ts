import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/games/index.js';
import type { RunningService } from '../../src/service/listen.js';
import { formatPath } from '../../src/service/problem.js';
import { healthSchema, problemSchema } from '../../src/service/schemas.js';
import { testListen } from './helpers.js';

/*
 * Hostile bodies, generated: every one must be refused with a 4xx problem+json, none may cost a
 * 5xx, and the service must be healthy afterwards. Each generator makes only bodies that are wrong
 * in some way, so "4xx" is the one right answer for all of them.
 */
let running: RunningService;
beforeAll(async () => {
  running = await testListen({ maxQueue: 2, clientMaxSearches: 100 });
});
afterAll(() => running.shutdown());

interface Hostile {
  body: Uint8Array;
  headers: Record<string, string>;
  /** Keys the body adds beside a valid position: each must be reported at its own path. */
  unknownKeys?: string[];
}

const JSON_TYPE = { 'content-type': 'application/json' };
const text = (body: string, headers: Record<string, string> = JSON_TYPE): Hostile => ({ body: new TextEncoder().encode(body), headers });
const json = (value: unknown) => text(JSON.stringify(value));

const maxMoves = Math.max(...registry.games.map((g) => g.info.limits.moves.max));
const notAnObject = fc.oneof(fc.integer(), fc.double(), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.anything(), { maxLength: 5 }));
// Cheap values: a thousand of them make one body, so generating each must cost little.
const junk = fc.oneof(fc.constant({}), fc.constant(null), fc.integer(), fc.string({ maxLength: 3 }), fc.constant([1]));

const hostile: fc.Arbitrary<Hostile> = fc.oneof(
  // Bytes that are not JSON: invalid UTF-8 and control bytes first.
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ body: Uint8Array.from([0xff, 0xfe, ...bytes]), headers: JSON_TYPE })),
  // JSON cut short.
  fc.jsonValue().map((value) => JSON.stringify({ position: value })).map((body) => text(body.slice(0, -1))),
  // Deep nesting, as the body or as the position.
  fc.integer({ min: 100, max: 5000 }).chain((depth) =>
    fc.constantFrom(
      text('['.repeat(depth) + ']'.repeat(depth)),
      text('{"position":' + '{"a":'.repeat(depth) + '1' + '}'.repeat(depth + 1)),
      text('{"position":{"moves":' + '['.repeat(depth) + ']'.repeat(depth) + '}}'),
    ),
  ),
  // Wrong types where an object, a list or a number belongs.
  notAnObject.map((position) => json({ position })),
  notAnObject.filter((moves) => typeof moves !== 'string' && !Array.isArray(moves)).map((moves) => json({ position: { moves } })),
  fc.record({ depth: fc.oneof(fc.string(), fc.double({ noInteger: true }), fc.integer({ max: 0 })) }).map((search) => json({ position: {}, search })),
  fc.constant(text('{"position":{},"search":{"depth":1e400}}')),
  // Huge lists of junk moves, over every game's maximum.
  fc.array(junk, { minLength: maxMoves + 1, maxLength: maxMoves + 200 }).map((moves) => json({ position: { moves } })),
  // Prototype keys, with no position.
  fc.constantFrom('__proto__', 'constructor', 'prototype').chain((key) => fc.jsonValue().map((value) => text(`{"${key}":${JSON.stringify(value)}}`))),
  fc.jsonValue().map((value) => text(`{"position":{"__proto__":${JSON.stringify(value)},"moves":7}}`)),
  // Unknown fields beside a valid position.
  fc.dictionary(fc.string({ minLength: 1 }).filter((k) => !['position', 'search', '__proto__'].includes(k)), fc.jsonValue(), { minKeys: 1, maxKeys: 8 }).map(
    (extra) => ({ ...json({ position: {}, ...extra }), unknownKeys: Object.keys(extra) }),
  ),
  // Bodies whose Content-Encoding lies, and bodies that are not JSON by their type.
  fc.tuple(fc.constantFrom('gzip', 'deflate', 'br'), fc.uint8Array({ minLength: 1, maxLength: 300 })).map(([encoding, body]) => ({
    body,
    headers: { ...JSON_TYPE, 'content-encoding': encoding },
  })),
  fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x').map((type) => text('{"position":{}}', { 'content-type': type })),
);

const route = fc.tuple(fc.constantFrom(...registry.ids), fc.constantFrom('validate', 'legal-moves', 'best-move'));

describe('fuzzing with hostile bodies', () => {
  it('answers every one with a 4xx problem+json and stays healthy', async () => {
    const base = `http://127.0.0.1:${running.port}`;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(route, hostile, async ([game, action], { body, headers, unknownKeys }) => {
        const res = await fetch(`${base}/v1/games/${game}/${action}`, { method: 'POST', headers, body });
        const answer = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, answer).toBeGreaterThanOrEqual(400);
        expect(res.status, answer).toBeLessThan(500);
        expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        const { errors } = problemSchema.parse(JSON.parse(answer));
        if (unknownKeys) expect(errors.map((e) => e.path).sort(), answer).toEqual(unknownKeys.map((key) => formatPath([key])).sort());
      }),
      { numRuns: 2000, seed: 13 },
    );
    // The generators reached the schema, the JSON parser, the body reader and the type check.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400, 415]));
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    healthSchema.parse(await health.json());
  });
});
