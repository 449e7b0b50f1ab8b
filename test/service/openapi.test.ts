import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { registry } from '../../src/games/index.js';
import { openApiDocument, openApiYaml } from '../../src/service/openapi.js';

const committed = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');

describe('openapi.yaml', () => {
  it('is what the zod schemas generate (run `npm run openapi` after changing them)', () => {
    expect(committed).toBe(openApiYaml(openApiDocument(registry.games)));
  });

  it("documents every game's routes with its own position and move schemas and examples", () => {
    const doc = parse(committed);
    for (const game of registry.games) {
      const id = game.info.id;
      for (const route of ['best-move', 'legal-moves', 'validate']) {
        const operation = doc.paths[`/v1/games/${id}/${route}`]?.post;
        expect(operation, `${id} ${route}`).toBeDefined();
        const examples = operation.requestBody.content['application/json'].examples;
        expect(Object.keys(examples).length).toBeGreaterThanOrEqual(game.info.positionFormats.length);
      }
    }
  });
});
