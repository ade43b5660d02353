/** The refusal key of a failed call (RejectedError), if the server refused. */
export function refusalKey(error: unknown): string | undefined {
  return error instanceof Error && 'key' in error && typeof error.key === 'string'
    ? error.key
    : undefined;
}

/**
 * Rethrows a failed online call for its operation's notice: as it is when the server did not
 * refuse it (offline, a lost answer), else as the message `explain` gives for the refusal key.
 */
export function explainRefusal(error: unknown, explain: (key: string) => string): never {
  const key = refusalKey(error);
  if (key === undefined) throw error;
  throw new Error(explain(key));
}
