/**
 * The compiled module of a source under src/ (`src/cli/match.ts` -> `dist/cli/match.js`), which the
 * e2e project's globalSetup builds: a command started on the TypeScript sources spends a few tenths
 * of a second loading them through tsx, and the e2e tests start dozens.
 */
export function compiled(source: string): string {
  const match = /^src\/(.+)\.ts$/.exec(source);
  if (match === null) throw new Error(`${source} is not a source under src/`);
  return `dist/${match[1]}.js`;
}
