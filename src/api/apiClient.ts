import { misplacedSelection, selectionRefusalMessage } from '../../contract/namedLocations.ts';
import type {
  OperationName,
  OperationRequest,
  OperationResponse,
} from '../../contract/operations.ts';
import { safeCheck } from '../../contract/plainCheck.ts';
import { IDEMPOTENCY_HEADER } from '../../contract/protocol.ts';
import { ASYNC_RESPONSE_PAYLOAD } from '../../contract/resultKeys.ts';
import { checkErrorBody, checkSessionResponse } from '../../contract/startupChecks.ts';
import {
  AuthRequiredError,
  InvalidResponseError,
  RejectedError,
  RetryableError,
} from './errors.ts';
import { createServerClock, type ServerClock } from './serverClock.ts';

// The success keys come with the operations' definitions (zod schemas): loaded beside the first
// request, not in the first page's code. An answer is judged once they are there.
let successKeys: Promise<typeof import('../../contract/successKeys.ts')> | undefined;
const loadSuccessKeys = () => {
  successKeys ??= import('../../contract/successKeys.ts');
  return successKeys;
};

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface CallOptions {
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** Calls an operation and validates the success answer with the contract's response schema. */
  call<N extends OperationName>(
    operation: N,
    body: OperationRequest<N>,
    options?: CallOptions,
  ): Promise<OperationResponse<N>>;
  /**
   * Like `call`, but returns the success answer unvalidated (presigned URLs followed), so a
   * caller can validate items one by one and keep the valid ones.
   */
  callRaw(operation: OperationName, body: unknown, options?: CallOptions): Promise<unknown>;
  /** The server clock offset measured from the answers' `Date` headers. */
  readonly serverClock: ServerClock;
}

export interface ApiClientOptions {
  fetch?: FetchLike;
  /** Base of `POST {apiBase}/{service}/{operation}`. */
  apiBase?: string;
  /** `GET {authBase}/session` renews the server session silently. */
  authBase?: string;
  /** Device clock for the server clock offset (default Date.now). */
  now?: () => number;
}

class SessionExpired extends Error {}

/**
 * The schemas of every operation, loaded with the first call rather than with the app: the app
 * starts from its local database without them.
 */
const operationSchemas = () => import('../../contract/operations.ts').then((m) => m.OPERATIONS);

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  void loadSuccessKeys();
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const apiBase = options.apiBase ?? '/api';
  const authBase = options.authBase ?? '/auth';
  const now = options.now ?? Date.now;
  const serverClock = createServerClock();
  let renewal: Promise<void> | null = null;

  async function send(input: string, init: RequestInit): Promise<Response> {
    try {
      const sentAt = now();
      const response = await doFetch(input, init);
      serverClock.observe(sentAt, now(), response.headers.get('Date'));
      return response;
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new RetryableError(`Network error: ${(error as Error).message ?? error}`, null);
    }
  }

  async function readJson(response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch {
      throw new InvalidResponseError(
        `Unreadable answer (HTTP ${response.status})`,
        response.status,
      );
    }
  }

  /** The answer of `operation`: its JSON on success (contract isSuccessKeyOf), else thrown. */
  async function interpret(
    operation: OperationName,
    response: Response,
    signal?: AbortSignal,
  ): Promise<unknown> {
    if (response.status === 401) throw new SessionExpired();
    if (response.status >= 500 || response.status === 408 || response.status === 429) {
      throw new RetryableError(`Server error (HTTP ${response.status})`, response.status);
    }
    const json = await readJson(response);
    if (!response.ok) {
      const parsed = safeCheck(checkErrorBody, json);
      const key = parsed.success ? parsed.data.key : 'HTTP_ERROR';
      const message = parsed.success ? parsed.data.message : `HTTP ${response.status}`;
      throw new RejectedError(message, key, response.status);
    }
    const key = (json as { key?: unknown } | null)?.key;
    if (key === ASYNC_RESPONSE_PAYLOAD) {
      const url = (json as { s3PresignedURL?: unknown }).s3PresignedURL;
      if (typeof url !== 'string' || url === '') {
        throw new InvalidResponseError('Async answer without a presigned URL', response.status);
      }
      // An expired or missing blob is worth another try: a new call answers a fresh URL.
      const blob = await send(url, { method: 'GET', signal });
      if (!blob.ok) throw new RetryableError(`Presigned URL answered ${blob.status}`, blob.status);
      return interpret(operation, blob, signal);
    }
    const { isSuccessKeyOf } = await loadSuccessKeys();
    if (!isSuccessKeyOf(operation, key)) {
      const message = (json as { message?: unknown } | null)?.message;
      const keyText = typeof key === 'string' ? key : 'UNKNOWN_RESULT';
      throw new RejectedError(typeof message === 'string' ? message : keyText, keyText, 200);
    }
    return json;
  }

  function renewSession(): Promise<void> {
    renewal ??= (async () => {
      try {
        const response = await send(`${authBase}/session`, {
          method: 'GET',
          credentials: 'same-origin',
        });
        if (response.status >= 500) {
          throw new RetryableError(`Session renewal failed (HTTP ${response.status})`, null);
        }
        const parsed = safeCheck(checkSessionResponse, await response.json().catch(() => null));
        if (!response.ok || !parsed.success || !parsed.data.authenticated) {
          throw new AuthRequiredError('Sign-in required');
        }
      } finally {
        renewal = null;
      }
    })();
    return renewal;
  }

  async function callRaw(
    operation: OperationName,
    body: unknown,
    callOptions: CallOptions = {},
  ): Promise<unknown> {
    // 'ALL' selects what to read; the server refuses it as a record's or a change's location.
    const selection = misplacedSelection(body);
    if (selection !== undefined) {
      throw new RejectedError(selectionRefusalMessage(selection), 'VALIDATION_FAILED', 400);
    }
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (callOptions.idempotencyKey) headers[IDEMPOTENCY_HEADER] = callOptions.idempotencyKey;
    const attempt = async () =>
      interpret(
        operation,
        await send(`${apiBase}/${operation}`, {
          method: 'POST',
          credentials: 'same-origin',
          headers,
          body: JSON.stringify(body),
          signal: callOptions.signal,
        }),
        callOptions.signal,
      );
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof SessionExpired)) throw error;
    }
    // 'No credentials': renew the session silently once, then retry the same action once.
    await renewSession();
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof SessionExpired) throw new AuthRequiredError('Sign-in required');
      throw error;
    }
  }

  async function call<N extends OperationName>(
    operation: N,
    body: OperationRequest<N>,
    callOptions?: CallOptions,
  ): Promise<OperationResponse<N>> {
    const [json, operations] = await Promise.all([
      callRaw(operation, body, callOptions),
      operationSchemas(),
    ]);
    const parsed = operations[operation].response.safeParse(json);
    if (!parsed.success) {
      throw new InvalidResponseError(
        `Answer of ${operation} does not match the contract: ${parsed.error.message}`,
        200,
      );
    }
    return parsed.data as OperationResponse<N>;
  }

  return { call, callRaw, serverClock };
}
