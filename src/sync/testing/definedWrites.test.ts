import { describe, expect, it } from 'vitest';
import { InMemoryServer } from './inMemoryServer.ts';

const call = (server: InMemoryServer, operation: string, body: unknown) =>
  server.fetch(`/api/${operation}`, { method: 'POST', body: JSON.stringify(body) });

describe('the in-memory server and defined operations', () => {
  it('answers a defined operation without a record write by its own case', async () => {
    const server = new InMemoryServer();
    const body = { topics: ['visitorEvents/acme'], clientId: 'client-0001' };
    const response = await call(server, 'userOperations/retrieveSubscribeCredential', body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ key: 'CREDENTIAL_RETRIEVED' });
  });

  it('refuses a defined record write naming a missing record (missing: refuse), all or nothing', async () => {
    const server = new InMemoryServer();
    const signedIn = server.signIn('acme#north', 'p1', 1_700_000_000_000);
    const body = {
      userData: [
        { EntityHierarchy: 'acme#north', evtTimeStampProfileID: signedIn.evtTimeStampProfileID },
        { EntityHierarchy: 'acme#north', evtTimeStampProfileID: 'missing' },
      ],
      signOutSource: 'DB',
      evtTimeStampOut: 1_700_000_100_000,
      evtTZOffsetOut: 0,
      evtTimeZoneOut: 'UTC',
    };
    const response = await call(server, 'visitorLogOperations/signOutVisitors', body);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ key: 'RECORD_NOT_FOUND' });
    expect(server.record('acme#north', signedIn.evtTimeStampProfileID)?.evtTimeStampOut).toBe(
      undefined,
    );
  });
});
