/** A command line, agent spec or game parameter that cannot be used; the CLIs print it and exit 2. */
export class UsageError extends Error {}
