import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES, clientTypes } from '../../scripts/client-types.js';

describe('the typed client', () => {
  it("has openapi.yaml's types as openapi-typescript generates them (run `npm run client` after `npm run openapi`)", async () => {
    const committed = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');
    expect(readFileSync(CLIENT_TYPES, 'utf8')).toBe(await clientTypes(committed));
  });
});
