import { resolve } from 'node:path';

/**
 * A folder named on the command line, relative to where the person ran the command: `npm run`
 * starts scripts in the package's root and keeps the caller's folder in INIT_CWD, so without this
 * `npm run tournament -- --out tour` from a subfolder would write beside package.json.
 */
export function outputFolder(dir: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.INIT_CWD ?? process.cwd(), dir);
}
