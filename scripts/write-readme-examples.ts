// `npm run readme:examples`: runs the README's transcripts and writes what they print into it, for
// when a change (a faster search, a new engine) changes their output on purpose.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { README, exampleFolder, printed, transcriptSteps, withOutputs } from './readme-examples.js';

const readme = readFileSync(README, 'utf8');
const folder = exampleFolder();
try {
  const outputs = [];
  for (const step of transcriptSteps(readme)) outputs.push({ step, lines: await printed(step.command, folder) });
  writeFileSync(README, withOutputs(readme, outputs));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
