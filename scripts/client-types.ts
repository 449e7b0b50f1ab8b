import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { parse } from 'yaml';

/** Where the generated types live, and what `npm run client` writes there. */
export const CLIENT_TYPES = new URL('../src/client/api-types.ts', import.meta.url);

/**
 * The TypeScript types of openapi.yaml's text, as openapi-typescript generates them for the typed
 * client (src/client/), and the contract version they are of. The document is passed as text, so
 * this is the committed document's types.
 */
export async function clientTypes(openApiYaml: string): Promise<string> {
  // Components no route refers to (the progress events' data) are wanted: keep them, quietly.
  const ast = await openapiTS(openApiYaml, { silent: true });
  const { version } = (parse(openApiYaml) as { info: { version: string } }).info;
  const versionLine = `\n/** The contract version (openapi.yaml's \`info.version\`) these types are of. */\nexport const API_VERSION = ${JSON.stringify(version)};\n`;
  return `${COMMENT_HEADER}// Generated from openapi.yaml by \`npm run client\`; a test fails when they drift apart.\n\n${astToString(ast)}${versionLine}`;
}
