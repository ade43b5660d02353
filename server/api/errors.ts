import type { core } from 'zod';
import { NO_CREDENTIALS_MESSAGE, NOT_AUTHORIZED_MESSAGE } from '../../contract/resultKeys.ts';

/** An answer other than success: HTTP status and the contract's error body `{ key, message }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): { key: string; message: string } {
    return { key: this.key, message: this.message };
  }
}

export const noCredentials = () => new ApiError(401, 'NO_CREDENTIALS', NO_CREDENTIALS_MESSAGE);
export const notAuthorized = () => new ApiError(403, 'NOT_AUTHORIZED', NOT_AUTHORIZED_MESSAGE);

/** `query.hierarchies.0: must be a location key ...; evtTimeStampOut: Invalid input ...` */
export function describeZodError(error: core.$ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`)
    .join('; ');
}

export function validationFailed(message: string): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', message);
}
