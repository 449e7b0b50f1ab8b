import type { Express, RequestHandler } from 'express';
import swaggerUi from 'swagger-ui-express';
import type { GameRegistry } from '../games/registry.js';
import { notFound } from './errors.js';
import { openApiDocument, openApiYaml, withoutApiKeys } from './openapi.js';

/**
 * The OpenAPI document of the games this service offers, and Swagger UI over it. Built from the
 * registry at start-up, so a service with other games documents those; for the four games with API
 * keys on it is exactly the committed openapi.yaml (a test checks they agree), and without keys the
 * same less its security declarations.
 */
export function registerDocsRoutes(app: Express, registry: GameRegistry, apiKeys: boolean): void {
  const full = openApiDocument(registry.games);
  const document = apiKeys ? full : withoutApiKeys(full);
  const yaml = openApiYaml(document);

  app.get('/openapi.yaml', (_req, res) => {
    res.type('application/yaml').send(yaml);
  });
  // No validator badge: it would call an outside service from every reader's browser.
  const options = { customSiteTitle: document.info.title, swaggerOptions: { validatorUrl: null } };
  // The page at /docs alone: swagger-ui-express would answer any other path under /docs with it
  // (200) and its package.json with a text/plain 404; a missing file is the app's problem+json 404.
  const noManifest: RequestHandler = (req, res, next) => (req.path.endsWith('/package.json') ? notFound(req, res, next) : next());
  app.use('/docs', noManifest, swaggerUi.serveFiles(document, options));
  app.get(['/docs', '/docs/'], swaggerUi.setup(document, options));
}
