/**
 * How a failed API call is classified (DESIGN.md §2.2): retryable failures keep an outbox row
 * queued, an auth failure pauses the queue until sign-in, a rejection is final for that request.
 */
export class ApiError extends Error {
  override name = 'ApiError';
}

/** The request may succeed later: no network, a timeout, a 5xx or a lost answer. */
export class RetryableError extends ApiError {
  override name = 'RetryableError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The session could not be renewed silently: the user has to sign in again. */
export class AuthRequiredError extends ApiError {
  override name = 'AuthRequiredError';
}

/** The server refused the request (4xx or a result key that is not a success). Final. */
export class RejectedError extends ApiError {
  override name = 'RejectedError';
  constructor(
    message: string,
    readonly key: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The server answered something the contract does not allow. Treated as retryable. */
export class InvalidResponseError extends RetryableError {
  override name = 'InvalidResponseError';
}

export function isRetryable(error: unknown): error is RetryableError {
  return error instanceof RetryableError;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
