/**
 * Why the service could not start, as one line for a person: a taken port or a bad environment
 * variable is a setting to change, not a crash, so it gets no stack trace.
 */
export function startupFailure(error: unknown, port: number | undefined): string {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'EADDRINUSE') return `cannot start: port ${port} is in use; stop what uses it or set PORT to another port`;
  if (code === 'EACCES') return `cannot start: no permission to listen on port ${port}; set PORT to a port above 1023`;
  return `cannot start: ${error instanceof Error ? error.message : String(error)}`;
}
