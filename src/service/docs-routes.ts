import { readFileSync } from 'node:fs';
import type { Express } from 'express';
import swaggerUi from 'swagger-ui-express';
import { parse } from 'yaml';

/** The committed document: src/service/ and dist/service/ both sit two levels below the project. */
const OPENAPI_FILE = new URL('../../openapi.yaml', import.meta.url);

/** The OpenAPI document as committed, and Swagger UI over it. */
export function registerDocsRoutes(app: Express): void {
  const yaml = readFileSync(OPENAPI_FILE, 'utf8');
  const document = parse(yaml) as swaggerUi.JsonObject;

  app.get('/openapi.yaml', (_req, res) => {
    res.type('application/yaml').send(yaml);
  });
  // No validator badge: it would call an outside service from every reader's browser.
  const options = { customSiteTitle: document.info?.title, swaggerOptions: { validatorUrl: null } };
  app.use('/docs', swaggerUi.serveFiles(document, options), swaggerUi.setup(document, options));
}
