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
      for (const route of ['best-move', 'analyse', 'legal-moves', 'validate']) {
        const operation = doc.paths[`/v1/games/${id}/${route}`]?.post;
        expect(operation, `${id} ${route}`).toBeDefined();
        const examples = operation.requestBody.content['application/json'].examples;
        expect(Object.keys(examples).length).toBeGreaterThanOrEqual(game.info.positionFormats.length);
      }
    }
  });

  it('documents the event streams of best-move and analyse, with the progress events\' data', () => {
    const doc = parse(committed);
    for (const game of registry.games) {
      for (const route of ['best-move', 'analyse']) {
        const content = doc.paths[`/v1/games/${game.info.id}/${route}`].post.responses['200'].content;
        expect(Object.keys(content), `${game.info.id} ${route}`).toEqual(['application/json', 'text/event-stream']);
        expect(content['text/event-stream'].schema.description).toMatch(/`info` event.*`result` event.*`error` event/s);
      }
    }
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Connect4Progress', 'AmazonsAnalysis', 'PylosAnalyseRequest']));
  });
});
