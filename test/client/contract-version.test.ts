import { describe, expect, test } from 'vitest';
import { API_VERSION as SERVICE_VERSION } from '../../src/service/api-version.js';
import { API_VERSION, ContractVersionError, MoveServiceClient, ServiceError } from '../../src/client/index.js';

/* The client against a service that speaks another contract version than the one it was built for. */
const other = String(Number(API_VERSION) + 1);
const speaking = (version: string, status = 200, body: unknown = { games: [] }): typeof fetch =>
  async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'api-version': version } });
const url = 'http://moves.test';

describe("the client and the service's contract version", () => {
  test("is built for the service's own contract version", () => {
    expect(API_VERSION).toBe(SERVICE_VERSION);
  });

  test('a service of another version is refused, naming both versions and where the matching client is', async () => {
    const error = await new MoveServiceClient(url, { fetch: speaking(other) }).games().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractVersionError);
    expect(error).toMatchObject({ expected: API_VERSION, received: other });
    expect((error as Error).message).toBe(
      `this client was built for version ${API_VERSION} of the move service's contract, but ${url} speaks version ${other}: install the client it serves, npm install ${url}/client.tgz`,
    );
  });

  test("a refusal in another version's shape is the version mismatch, not a ServiceError", async () => {
    const client = new MoveServiceClient(url, { fetch: speaking(other, 400, { message: 'a shape this client does not know' }), retries: 0 });
    await expect(client.validate('connect4', { position: { moves: '4' } })).rejects.toBeInstanceOf(ContractVersionError);
  });

  test('answers of its own version, or without the header, are read as usual', async () => {
    expect(await new MoveServiceClient(url, { fetch: speaking(API_VERSION) }).games()).toEqual({ games: [] });
    const noHeader: typeof fetch = async () => new Response('{"games":[]}', { headers: { 'content-type': 'application/json' } });
    expect(await new MoveServiceClient(url, { fetch: noHeader }).games()).toEqual({ games: [] });
    const refused = speaking(API_VERSION, 404, { type: 'tag:x:not-found', title: 'No', status: 404, detail: 'no', errors: [] });
    await expect(new MoveServiceClient(url, { fetch: refused }).games()).rejects.toBeInstanceOf(ServiceError);
  });
});
