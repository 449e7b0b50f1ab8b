import { answerHelp } from '../src/process/help.js';

/** A benchmark suite prints its figures; it never fails on machine noise. */
export type Suite = () => Promise<{ run: () => Promise<void> }>;

/** Runs the suites named on the command line, or all of them, one after another; `--help` lists them. */
export async function runSuites(suites: Record<string, Suite>, wanted: string[], command: string): Promise<void> {
  answerHelp(wanted, `usage: ${command} [suite...]   (every suite when none is named)\nsuites: ${Object.keys(suites).join(', ')}`);
  for (const name of wanted.length > 0 ? wanted : Object.keys(suites)) {
    const load = suites[name];
    if (!load) {
      console.error(`unknown suite ${name}; known: ${Object.keys(suites).join(', ')}`);
      process.exit(2);
    }
    console.log(`\n=== ${name} ===`);
    await (await load()).run();
  }
}
