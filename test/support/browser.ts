import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/*
 * Browser tests drive Debian's Chromium (package `chromium`; .ci/run installs it) with
 * playwright-core, because Playwright's own browser download cannot reach its host here.
 * CHROMIUM_PATH overrides where the binary is looked for.
 */
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (path): path is string => path !== undefined && path !== '',
);

/** The Chromium binary to drive, or undefined when none is installed. */
export const chromiumPath: string | undefined = candidates.find((path) => existsSync(path));

/**
 * Why the browser tests of `suite` cannot run here, printed so that a skip is never silent;
 * undefined when Chromium is installed.
 */
export function browserMissing(suite: string): string | undefined {
  if (chromiumPath !== undefined) return undefined;
  const reason = `Chromium is not installed (looked for ${candidates.join(', ')}); apt-get install chromium`;
  console.warn(`SKIPPED: ${suite}: ${reason}`);
  return reason;
}

/** A headless Chromium; the caller closes it. */
export function launchBrowser(): Promise<Browser> {
  if (chromiumPath === undefined) throw new Error('Chromium is not installed');
  // --no-sandbox: CI and these machines run as root, where Chromium refuses its sandbox.
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] });
}
