import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../contract/session.ts';
import {
  topicFlagRoots,
  topicLocation,
  issuedClientId,
  issueSubscribeCredential,
  SUBSCRIBE_CREDENTIAL_TTL_SECONDS,
  sessionTagOf,
  verifySubscribeCredential,
} from './credentials.ts';
import { everyFeatureOn } from '../testing/tenantFlags.ts';

const tenantFlags = everyFeatureOn(['acme', 'acme#north', 'acme#north#jhb', 'acme#south']);

const secret = 'test-secret';
const host: SessionUser = {
  sub: 'u1',
  email: 'host@example.com',
  name: 'Hal Host',
  organisationId: 'acme',
  flags: {},
  locations: [{ EntityHierarchy: 'acme#north', role: 'HOST' }],
};

function issue(topics: string[], user = host) {
  return issueSubscribeCredential({ tenantFlags, secret, user, topics, clientId: 'client-0001' });
}

describe('issueSubscribeCredential', () => {
  afterEach(() => vi.useRealTimers());

  it('issues a 10-minute credential naming the client and the allowed topics', async () => {
    const before = Date.now();
    const credential = await issue([
      'visitorEvents/acme/north/#',
      'evacuationEvents/acme/north/jhb',
      'globalEvents/acme',
    ]);
    expect(credential.topics).toHaveLength(3);
    expect(credential.expiresAt).toBeGreaterThanOrEqual(
      Math.floor(before / 1000) * 1000 + SUBSCRIBE_CREDENTIAL_TTL_SECONDS * 1000,
    );
    const verified = await verifySubscribeCredential(secret, credential.token);
    expect(verified).toMatchObject({
      sub: 'u1',
      clientId: credential.clientId,
      topics: credential.topics,
    });
  });

  it('names a client id the server derives from the asking session, not the asked one', async () => {
    const asked = 'client-0001';
    const bySession = (sessionId: string) =>
      issueSubscribeCredential({
        tenantFlags,
        secret,
        user: host,
        topics: ['globalEvents/acme'],
        clientId: asked,
        sessionId,
      });
    const [a, again, b, noSession] = await Promise.all([
      bySession('session-a'),
      bySession('session-a'),
      bySession('session-b'),
      issue(['globalEvents/acme']),
    ]);
    expect(new Set([asked, a.clientId, b.clientId, noSession.clientId]).size).toBe(4);
    expect(again.clientId).toBe(a.clientId);
    expect((await verifySubscribeCredential(secret, a.token)).sessionTag).toBe(
      sessionTagOf(secret, 'session-a'),
    );
    expect(a.clientId).toBe(issuedClientId(secret, { sub: 'u1', sessionId: 'session-a' }, asked));
  });

  /**
   * What each family's retrieval policy lets a HOST read (contract/policies.ts). A HOST marshal
   * reads the worker and parking logs only as the roll call's view (contract/rollCallView.ts),
   * and their events carry whole records, so not even a marshal gets those topics.
   */
  it.each([
    ['visitorEvents', true, true],
    ['evacuationEvents', true, true],
    ['evacResponses', true, true],
    ['workerEvents', false, false],
    ['parkingEvents', false, false],
    ['preScreeningEvents', false, false],
    ['parkingBookings', false, false],
  ])(
    'grants a HOST %s: %s, as an evacuation admin (roll call): %s',
    async (family, plain, marshal) => {
      const topic = `${family}/acme/north/#`;
      const admin = {
        ...host,
        locations: [{ EntityHierarchy: 'acme#north', role: 'ADMIN' as const }],
      };
      await expect(issue([topic], admin)).resolves.toMatchObject({ topics: [topic] });
      const hostMarshal = { ...host, flags: { amEvacAdmin: true } };
      for (const [user, allowed] of [
        [host, plain],
        [hostMarshal, marshal],
      ] as const) {
        if (allowed) await expect(issue([topic], user)).resolves.toMatchObject({ topics: [topic] });
        else await expect(issue([topic], user)).rejects.toMatchObject({ statusCode: 403 });
      }
    },
  );

  it('follows the module-disable flags of each family’s retrieval', async () => {
    const admin = {
      ...host,
      locations: [{ EntityHierarchy: 'acme#north', role: 'ADMIN' as const }],
    };
    const noParking = { ...admin, flags: { amDisableParkingModule: true } };
    await expect(issue(['parkingEvents/acme/north/#'], noParking)).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(issue(['workerEvents/acme/north/#'], noParking)).resolves.toBeDefined();
  });

  it.each([
    ['#'],
    ['+/#'],
    ['$SYS/#'],
    ['visitorEvents/#'],
    ['visitorEvents/+/north/#'],
    ['visitorEvents/acme/#'],
    ['visitorEvents/acme/south/#'],
    ['visitorEvents/globex/#'],
    ['visitorEvents/acme/north/#/x'],
    ['visitorEvents/acme//north'],
    ['globalEvents/globex'],
    ['globalEvents/#'],
    ['unknownEvents/acme/north'],
  ])('refuses %s with a 403', async (topic) => {
    await expect(issue([topic])).rejects.toMatchObject({
      statusCode: 403,
      message: expect.stringContaining(topic),
    });
  });

  it('grants the topics the user may read and leaves out the others', async () => {
    const mine = 'visitorEvents/acme/north/#';
    const credential = await issue([
      mine,
      'visitorEvents/acme/south/#',
      'workerEvents/acme/north/#',
    ]);
    expect(credential.topics).toEqual([mine]);
    expect((await verifySubscribeCredential(secret, credential.token)).topics).toEqual([mine]);
  });

  it('refuses more than 8 topics', async () => {
    const topics = Array.from({ length: 9 }, (_, i) => `visitorEvents/acme/north/s${i}`);
    await expect(issue(topics)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('refuses a location named ALL or another organisation even if listed as access', async () => {
    const odd = { ...host, locations: [{ EntityHierarchy: 'ALL', role: 'ADMIN' as const }] };
    await expect(issue(['visitorEvents/globex/#'], odd)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('does not verify a credential signed with another secret', async () => {
    const credential = await issue(['visitorEvents/acme/north/#']);
    await expect(verifySubscribeCredential('other-secret', credential.token)).rejects.toThrow();
  });

  it('does not verify an expired credential', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - (SUBSCRIBE_CREDENTIAL_TTL_SECONDS + 1) * 1000);
    const credential = await issue(['visitorEvents/acme/north/#']);
    vi.useRealTimers();
    await expect(verifySubscribeCredential(secret, credential.token)).rejects.toThrow(/exp/);
  });
});

describe('the locations a topic filter names', () => {
  it('reads the hierarchy of a location topic, with or without its subtree wildcard', () => {
    expect(topicLocation('visitorEvents/acme/north/#')).toBe('acme#north');
    expect(topicLocation('visitorEvents/acme/north/jhb-hq')).toBe('acme#north#jhb-hq');
    expect(topicLocation('visitorEvents/#')).toBeNull();
    expect(topicLocation('visitorEvents/acme/+/x')).toBeNull();
  });

  it("names only the organisation's location topics' subtrees, once each", () => {
    const roots = topicFlagRoots(
      [
        'visitorEvents/acme/north/#',
        'employeeEvents/acme/north/#',
        'parkingEvents/acme/south/cpt',
        'globalEvents/acme',
        'visitorEvents/other/east/#',
        'notAFamily/acme/west/#',
      ],
      'acme',
    );
    expect(roots).toEqual(['acme#north', 'acme#south#cpt']);
  });
});
