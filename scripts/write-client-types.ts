// `npm run client`: writes the typed client's types (src/client/api-types.ts) from openapi.yaml.
import { readFileSync, writeFileSync } from 'node:fs';
import { CLIENT_TYPES, clientTypes } from './client-types.js';

writeFileSync(CLIENT_TYPES, await clientTypes(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')));
console.log(`wrote ${CLIENT_TYPES.pathname}`);
