import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from './apiClient.ts';
import { AuthRequiredError, RejectedError, RetryableError } from './errors.ts';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function scripted(...answers: (Response | Error)[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, calls };
}

const credentialBody = { topics: ['globalEvents/acme'], clientId: 'client-123' };
const credential = {
  key: 'CREDENTIAL_RETRIEVED',
  credential: {
    token: 't',
    clientId: 'issued-client-123',
    expiresAt: 1,
    topics: ['globalEvents/acme'],
  },
};

describe('ApiClient', () => {
  it('posts JSON with the Idempotency-Key and validates the success answer', async () => {
    const { fetch, calls } = scripted(reply(200, { key: 'SIGNOUT_SUCCESS' }));
    const api = createApiClient({ fetch });
    const body = {
      userData: [{ EntityHierarchy: 'acme#a', evtTimeStampProfileID: '1#p' }],
      signOutSource: 'DB' as const,
      evtTimeStampOut: 2,
      evtTZOffsetOut: 0,
      evtTimeZoneOut: 'UTC',
    };
    await expect(
      api.call('visitorLogOperations/signOutVisitors', body, { idempotencyKey: 'k1' }),
    ).resolves.toEqual({ key: 'SIGNOUT_SUCCESS' });
    expect(calls[0]?.url).toBe('/api/visitorLogOperations/signOutVisitors');
    expect(new Headers(calls[0]?.init?.headers).get('Idempotency-Key')).toBe('k1');
    expect(calls[0]?.init?.credentials).toBe('same-origin');
  });

  it("never sends 'ALL' as a record's location, but sends it as a read's selection", async () => {
    const answer = { key: 'LOG_RETRIEVED', Items: [], removed: [], cursor: '5' };
    const { fetch, calls } = scripted(reply(200, answer));
    const api = createApiClient({ fetch });
    const refused = api.call('visitorLogOperations/revertSignOut', {
      EntityHierarchy: 'ALL',
      evtTimeStampProfileID: '1#p',
    });
    await expect(refused).rejects.toBeInstanceOf(RejectedError);
    await expect(refused).rejects.toMatchObject({ key: 'VALIDATION_FAILED' });
    expect(calls).toHaveLength(0);
    await api.call('visitorLogOperations/retrieveVisitorLog', {
      query: { hierarchies: ['ALL'], beginTime: 0, endTime: 1 },
    });
    expect(calls).toHaveLength(1);
  });

  it('follows an ASYNC_RESPONSE_PAYLOAD presigned URL with GET', async () => {
    const answer = { key: 'LOG_RETRIEVED', Items: [], removed: [], cursor: '5' };
    const { fetch, calls } = scripted(
      reply(200, { key: 'ASYNC_RESPONSE_PAYLOAD', s3PresignedURL: 'https://blobs/x?sig=1' }),
      reply(200, answer),
    );
    const api = createApiClient({ fetch });
    const query = { query: { hierarchies: ['acme#a'], beginTime: 0, endTime: 10 } };
    await expect(api.call('visitorLogOperations/retrieveVisitorLog', query)).resolves.toEqual(
      answer,
    );
    expect(calls[1]).toMatchObject({ url: 'https://blobs/x?sig=1', init: { method: 'GET' } });
  });

  it('treats CREDENTIAL_RETRIEVED as success and any unknown key as a rejection', async () => {
    const { fetch } = scripted(reply(200, credential), reply(200, { key: 'SOMETHING_ELSE' }));
    const api = createApiClient({ fetch });
    await expect(
      api.call('userOperations/retrieveSubscribeCredential', credentialBody),
    ).resolves.toEqual(credential);
    await expect(
      api.call('userOperations/retrieveSubscribeCredential', credentialBody),
    ).rejects.toMatchObject({ name: 'RejectedError', key: 'SOMETHING_ELSE' });
  });

  it("accepts an operation's own success key that the spec's shared list lacks", async () => {
    const { fetch } = scripted(reply(200, { key: 'IMAGE_ACCEPTED' }));
    const api = createApiClient({ fetch });
    await expect(api.callRaw('workerBiometricOperations/acceptLogImage', {})).resolves.toEqual({
      key: 'IMAGE_ACCEPTED',
    });
  });

  it('a status update succeeds only with EVAC_UPDATED, an activation only with EVAC_ACTIVATION_UPDATED', async () => {
    const { fetch } = scripted(
      reply(200, { key: 'EVAC_UPDATED', written: 1 }),
      reply(200, { key: 'OPERATION_PROCESSED' }),
      reply(200, { key: 'EVAC_ACTIVATION_UPDATED' }),
      reply(200, { key: 'EXISTING_ACTIVE_EVACUATION', message: 'already active' }),
      reply(200, { key: 'EVAC_UPDATED' }),
    );
    const api = createApiClient({ fetch });
    const mark = 'evacuationOperations/updateEvacStatus';
    const activation = 'evacuationOperations/updateEvacActivation';
    await expect(api.callRaw(mark, {})).resolves.toEqual({ key: 'EVAC_UPDATED', written: 1 });
    // A shared success key is not enough (spec/visitors.md §5): the outbox keeps the mark refused.
    await expect(api.callRaw(mark, {})).rejects.toMatchObject({
      name: 'RejectedError',
      key: 'OPERATION_PROCESSED',
    });
    await expect(api.callRaw(activation, {})).resolves.toEqual({
      key: 'EVAC_ACTIVATION_UPDATED',
    });
    await expect(api.callRaw(activation, {})).rejects.toMatchObject({
      key: 'EXISTING_ACTIVE_EVACUATION',
      message: 'already active',
    });
    await expect(api.callRaw(activation, {})).rejects.toBeInstanceOf(RejectedError);
  });

  it('classifies network errors and 5xx as retryable, other 4xx as rejected', async () => {
    const { fetch } = scripted(
      new TypeError('Failed to fetch'),
      reply(503, { key: 'X', message: 'down' }),
      reply(403, { key: 'NOT_AUTHORIZED', message: 'Not Authorized' }),
    );
    const api = createApiClient({ fetch });
    await expect(
      api.callRaw('hierarchyOperations/retrieveHierarchyConfiguration', {}),
    ).rejects.toBeInstanceOf(RetryableError);
    await expect(
      api.callRaw('hierarchyOperations/retrieveHierarchyConfiguration', {}),
    ).rejects.toBeInstanceOf(RetryableError);
    const rejected = api.callRaw('hierarchyOperations/retrieveHierarchyConfiguration', {});
    await expect(rejected).rejects.toBeInstanceOf(RejectedError);
    await expect(rejected).rejects.toMatchObject({ message: 'Not Authorized', status: 403 });
  });

  it('renews the session once on 401 and retries the same action once', async () => {
    const noCredentials = () => reply(401, { key: 'NO_CREDENTIALS', message: 'No credentials' });
    const session = {
      authenticated: true,
      expiresAt: 5,
      user: { sub: 's', email: 'e', name: 'n', organisationId: 'acme', flags: {}, locations: [] },
    };
    const { fetch, calls } = scripted(noCredentials(), reply(200, session), reply(200, credential));
    const api = createApiClient({ fetch });
    await expect(
      api.call('userOperations/retrieveSubscribeCredential', credentialBody),
    ).resolves.toEqual(credential);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/userOperations/retrieveSubscribeCredential',
      '/auth/session',
      '/api/userOperations/retrieveSubscribeCredential',
    ]);
    expect(calls[2]?.init?.body).toBe(calls[0]?.init?.body);
  });

  it('asks for sign-in when renewal fails or the retry is still 401', async () => {
    const noCredentials = () => reply(401, { key: 'NO_CREDENTIALS', message: 'No credentials' });
    const a = scripted(noCredentials(), reply(200, { authenticated: false }));
    await expect(
      createApiClient({ fetch: a.fetch }).callRaw(
        'userOperations/retrieveSubscribeCredential',
        credentialBody,
      ),
    ).rejects.toBeInstanceOf(AuthRequiredError);
    const session = {
      authenticated: true,
      expiresAt: 5,
      user: { sub: 's', email: 'e', name: 'n', organisationId: 'acme', flags: {}, locations: [] },
    };
    const b = scripted(noCredentials(), reply(200, session), noCredentials());
    await expect(
      createApiClient({ fetch: b.fetch }).callRaw(
        'userOperations/retrieveSubscribeCredential',
        credentialBody,
      ),
    ).rejects.toBeInstanceOf(AuthRequiredError);
    expect(b.calls).toHaveLength(3);
  });

  it('rejects an answer that does not match the contract as retryable', async () => {
    const { fetch } = scripted(reply(200, { key: 'CREDENTIAL_RETRIEVED', credential: {} }));
    await expect(
      createApiClient({ fetch }).call('userOperations/retrieveSubscribeCredential', credentialBody),
    ).rejects.toBeInstanceOf(RetryableError);
  });
});
