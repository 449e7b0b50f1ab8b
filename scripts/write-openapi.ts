// `npm run openapi`: writes openapi.yaml from the zod schemas. A test fails when they drift apart.
import { writeFileSync } from 'node:fs';
import { registry } from '../src/games/index.js';
import { openApiDocument, openApiYaml } from '../src/service/openapi.js';

const file = new URL('../openapi.yaml', import.meta.url);
writeFileSync(file, openApiYaml(openApiDocument(registry.games)));
console.log(`wrote ${file.pathname}`);
