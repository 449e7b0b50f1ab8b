/** Prints the command's usage on stdout and ends it (status 0) when its arguments ask for help. */
export function answerHelp(argv: readonly string[], usage: string): void {
  if (!argv.includes('--help') && !argv.includes('-h')) return;
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
