// `npm run openapi`: writes openapi.yaml from the zod schemas. A test fails when they drift apart.
import { writeFileSync } from 'node:fs';
import { games } from '../src/games/index.js';
import { openApiYaml } from '../src/service/openapi.js';

const file = new URL('../openapi.yaml', import.meta.url);
writeFileSync(file, openApiYaml(games.values()));
console.log(`wrote ${file.pathname}`);
