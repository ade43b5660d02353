import { RejectedError } from '../../api/errors.ts';

/** The refusal key of a failed call, if the server refused it (the API client's RejectedError). */
export function refusalKey(error: unknown): string | undefined {
  return error instanceof RejectedError ? error.key : undefined;
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
