import { ConfigError } from './config.js';

/**
 * Why the service could not start, as one line for a person, when the cause is a setting to
 * change (a bad environment variable or API keys file, a taken or forbidden port, a file it cannot
 * read) rather than a fault of the service; undefined otherwise, so that a real fault keeps its stack.
 */
export function startupFailure(error: unknown, port: number | undefined): string | undefined {
  if (error instanceof ConfigError) return `cannot start: ${error.message}`;
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  const listening = 'syscall' in error && error.syscall === 'listen';
  // Node names the port it failed on: PORT's, or else the probe port's.
  const failed = 'port' in error && typeof error.port === 'number' ? error.port : port;
  const setting = failed === port ? 'PORT' : 'PROBE_PORT';
  if (listening && error.code === 'EADDRINUSE') return `cannot start: port ${failed} is in use; stop what uses it or set ${setting} to another port`;
  if (listening && error.code === 'EACCES') return `cannot start: no permission to listen on port ${failed}; set ${setting} to a port above 1023`;
  if (error.code === 'ENOENT' || error.code === 'EACCES') return `cannot start: ${error.message}`;
  return undefined;
}
