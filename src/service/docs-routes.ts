import express, { type Express, type RequestHandler } from 'express';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import swaggerUi from 'swagger-ui-express';
import type { GameRegistry } from '../games/registry.js';
import { MemoryFile, serveMemoryFiles } from './memory-files.js';
import { openApiDocument, openApiYaml, withoutApiKeys } from './openapi.js';

/** What the Swagger UI page loads from swagger-ui-dist (swagger-ui-express's); nothing else of it is served. */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/swagger-ui-bundle.js'));
const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-32x32.png', 'favicon-16x16.png'];

/**
 * swagger-ui-express's swagger-ui-init.js (the document and options inlined in its script), which
 * it makes inside its middleware only: asked of it once, with a request and a response that only
 * take the script, so that it is served like the other files.
 */
function swaggerInitScript(handlers: RequestHandler[]): string {
  let script = '';
  const req = Object.create(express.request);
  req.url = '/swagger-ui-init.js';
  const res = Object.create(express.response);
  res.set = () => res;
  res.send = (body: string) => (script = body);
  handlers[0](req, res, () => undefined);
  return script;
}

/**
 * The OpenAPI document of the games this service offers, and Swagger UI over it. Built from the
 * registry at start-up, so a service with other games documents those; for the four games with API
 * keys on it is exactly the committed openapi.yaml (a test checks they agree), and without keys the
 * same less its security declarations. Every file is served from memory (memory-files.ts).
 */
export function registerDocsRoutes(app: Express, registry: GameRegistry, apiKeys: boolean): void {
  const full = openApiDocument(registry.games);
  const document = apiKeys ? full : withoutApiKeys(full);
  // No validator badge: it would call an outside service from every reader's browser.
  const options = { customSiteTitle: document.info.title, swaggerOptions: { validatorUrl: null } };
  const files = new Map<string, MemoryFile>([
    ['/openapi.yaml', new MemoryFile('application/yaml', () => openApiYaml(document))],
    ['/docs/swagger-ui-init.js', new MemoryFile('.js', () => swaggerInitScript(swaggerUi.serveFiles(document, options)))],
    ...SWAGGER_UI_FILES.map((name) => [`/docs/${name}`, MemoryFile.read(join(SWAGGER_UI_DIR, name))] as const),
  ]);
  app.use(serveMemoryFiles((path) => files.get(path)));
  // The page at /docs alone: any other path under /docs is the app's problem+json 404.
  app.get(['/docs', '/docs/'], swaggerUi.setup(document, options));
}
