import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  defaultInductionConfig,
  INDUCTION_CONFIGURATION_OUTDATED,
} from '../../contract/inductionConfig.ts';
import { inductionDisplay } from '../../contract/transitions/inductionStatus.ts';
import { settingsOf } from '../../contract/transitions/inductionVideo.ts';
import { completionUpsert, simulateInduction } from '../demo/inductions.ts';
import { seededRandom } from '../demo/people.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { writeRecords } from './records/writeRecords.ts';

/**
 * The induction operations on real PGlite (spec/visitors.md §3, §4, §7): the configuration's
 * retrieval (own, inherited, default; stored data of an older version), its save and the video
 * state machine, access (amInductionAdmin, location, HOST), bad bodies and idempotency; the
 * completion family's retrieval and change events.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const ACME_SITE = 'acme#north#pretoria';
const GLOBEX_SITE = 'globex#east#boston';
const URL = 'https://videos.example.com/induction.mp4';

async function configurationAt(hierarchy: string, as = 'demo-admin') {
  const response = await server.call(
    'inductionOperations/retrieveInductionConfiguration',
    { hierarchies: [hierarchy] },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().configurations[0];
}

async function storedRow(hierarchy: string) {
  const result = await server.db.query<{ configuration: unknown; lmt: string | number }>(
    'SELECT configuration, lmt FROM induction_configurations WHERE hierarchy = $1',
    [hierarchy],
  );
  return result.rows[0];
}

describe('retrieveInductionConfiguration', () => {
  test('a location without its own configuration inherits the nearest ancestor’s; the demo’s old single validity loads per type', async () => {
    const answer = await configurationAt(ACME_SITE);
    expect(answer).toMatchObject({ EntityHierarchy: ACME_SITE, source: 'acme', lmt: 0 });
    expect(answer.configuration.kiosk.validityType).toEqual({ visitor: 14, employee: 14 });
    expect(answer.configuration.kiosk.video).toMatchObject({ state: 'ACTIVATED', version: 2 });
  });

  test('with none anywhere above: the defaults (100 and 365)', async () => {
    const answer = await configurationAt(GLOBEX_SITE, 'demo-other');
    expect(answer.source).toBeNull();
    expect(answer.configuration).toEqual(defaultInductionConfig());
  });

  test('a configuration stored by an older version loads', async () => {
    const site = 'acme#north#polokwane';
    await server.db.query(
      'INSERT INTO induction_configurations (hierarchy, configuration, lmt) VALUES ($1, $2, 5)',
      [site, JSON.stringify({ inductionEnabled: true, screeningRoom: { validity: 30 }, odd: [1] })],
    );
    const answer = await configurationAt(site);
    expect(answer).toMatchObject({ source: site, lmt: 5 });
    expect(answer.configuration.screeningRoom.validityType).toEqual({ visitor: 30, employee: 30 });
    expect(answer.configuration.kiosk.validityType).toEqual({ visitor: 100, employee: 100 });
  });

  test('refused outside the caller’s access and for a HOST', async () => {
    const outside = await server.call(
      'inductionOperations/retrieveInductionConfiguration',
      { hierarchies: [GLOBEX_SITE] },
      'demo-admin',
    );
    expect(outside.statusCode).toBe(403);
    const host = await server.call(
      'inductionOperations/retrieveInductionConfiguration',
      { hierarchies: ['acme#north#jhb-hq'] },
      'demo-host',
    );
    expect(host.statusCode).toBe(403);
  });
});

describe('saveInductionConfiguration and saveInductionVideo', () => {
  const site = 'acme#south#george';

  test('the video state machine and settings, version by version', async () => {
    const saved = await server.call(
      'inductionOperations/saveInductionVideo',
      {
        EntityHierarchy: site,
        lmt: 0,
        channel: 'employeeLink',
        video: { action: 'save', duration: 90, url: URL },
      },
      'demo-admin',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const afterVideo = saved.json().configuration;
    expect(afterVideo.source).toBe(site);
    // Inherited from acme, where the employee link's video is INITIAL at version 0.
    expect(afterVideo.configuration.employeeLink.video).toEqual({
      state: 'ACTIVATED',
      version: 1,
      duration: 90,
      url: URL,
    });
    expect(afterVideo.configuration.kiosk.video.version).toBe(2);

    const settings = settingsOf(afterVideo.configuration);
    settings.employeeLink.videoVersion = 3;
    settings.employeeLink.validity = 7;
    settings.kiosk.validityType = { visitor: 10, employee: 20 };
    const changed = await server.call(
      'inductionOperations/saveInductionConfiguration',
      { EntityHierarchy: site, lmt: afterVideo.lmt, configuration: settings },
      'demo-admin',
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().copiedVideos).toEqual([{ channel: 'employeeLink', from: 1, to: 3 }]);
    const stored = await storedRow(site);
    expect(stored?.configuration).toMatchObject({
      employeeLink: { validity: 7, video: { state: 'ACTIVATED', version: 3, url: URL } },
      kiosk: { validityType: { visitor: 10, employee: 20 } },
    });
    expect(Number(stored?.lmt)).toBe(changed.json().configuration.lmt);

    const disabled = await server.call(
      'inductionOperations/saveInductionVideo',
      {
        EntityHierarchy: site,
        lmt: changed.json().configuration.lmt,
        channel: 'employeeLink',
        video: { action: 'disable' },
      },
      'demo-admin',
    );
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().configuration.configuration.employeeLink.video).toEqual({
      state: 'INITIAL',
      version: 3,
      duration: 0,
    });
  });

  test('a save based on an outdated configuration is refused and changes nothing', async () => {
    const before = await storedRow(site);
    const response = await server.call(
      'inductionOperations/saveInductionConfiguration',
      {
        EntityHierarchy: site,
        lmt: 0,
        configuration: settingsOf(defaultInductionConfig()),
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().key).toBe(INDUCTION_CONFIGURATION_OUTDATED);
    expect(await storedRow(site)).toEqual(before);
  });

  test('a repeated Idempotency-Key answers the stored answer once', async () => {
    const target = 'acme#south#stellenbosch';
    const body = {
      EntityHierarchy: target,
      lmt: 0,
      configuration: settingsOf(defaultInductionConfig()),
    };
    const headers = { 'idempotency-key': 'induction-save-1' };
    const first = await server.call(
      'inductionOperations/saveInductionConfiguration',
      body,
      'demo-admin',
      headers,
    );
    const second = await server.call(
      'inductionOperations/saveInductionConfiguration',
      body,
      'demo-admin',
      headers,
    );
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(Number((await storedRow(target))?.lmt)).toBe(first.json().configuration.lmt);
  });

  test('refused without amInductionAdmin, outside the access, for an unknown location', async () => {
    const body = (at: string) => ({
      EntityHierarchy: at,
      lmt: 0,
      channel: 'kiosk',
      video: { action: 'disable' },
    });
    // The marshal is ADMIN of acme#south without amInductionAdmin.
    const noFlag = await server.call(
      'inductionOperations/saveInductionVideo',
      body('acme#south#cape-town'),
      'demo-marshal',
    );
    expect(noFlag.statusCode).toBe(403);
    const outside = await server.call(
      'inductionOperations/saveInductionVideo',
      body(GLOBEX_SITE),
      'demo-admin',
    );
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ key: 'NOT_AUTHORIZED', message: 'Not Authorized' });
    const unknown = await server.call(
      'inductionOperations/saveInductionVideo',
      body('acme#nowhere'),
      'demo-admin',
    );
    expect(unknown.statusCode).toBe(404);
    expect(await storedRow('acme#south#cape-town')).toBeUndefined();
  });

  test.each([
    ['a negative validity', { preRegistration: { validity: -1 } }],
    ['a validity as text', { preRegistration: { validity: '30' } }],
    ['a fractional version', { kiosk: { videoVersion: 1.5 } }],
    ['too many questions', { kiosk: { questions: { amountToAsk: 1000 } } }],
  ])('bad settings (%s): 400 VALIDATION_FAILED, nothing stored', async (_name, patch) => {
    const target = 'acme#north#jhb-hq';
    const settings = settingsOf(defaultInductionConfig()) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    for (const [channel, fields] of Object.entries(patch)) {
      const current = settings[channel]!;
      for (const [name, value] of Object.entries(fields)) {
        current[name] =
          typeof value === 'object' && value !== null
            ? { ...(current[name] as object), ...value }
            : value;
      }
    }
    const response = await server.call(
      'inductionOperations/saveInductionConfiguration',
      { EntityHierarchy: target, lmt: 0, configuration: settings },
      'demo-admin',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().key).toBe('VALIDATION_FAILED');
    expect(await storedRow(target)).toBeUndefined();
  });

  test.each([
    ['a javascript: address', { action: 'save', duration: 10, url: 'javascript:alert(1)' }],
    ['no duration', { action: 'save', url: URL }],
    ['a zero duration', { action: 'save', duration: 0, url: URL }],
    ['an unknown action', { action: 'play' }],
  ])('bad video (%s): 400, nothing stored', async (_name, video) => {
    const response = await server.call(
      'inductionOperations/saveInductionVideo',
      { EntityHierarchy: 'acme#north#jhb-hq', lmt: 0, channel: 'kiosk', video },
      'demo-admin',
    );
    expect(response.statusCode).toBe(400);
    expect(await storedRow('acme#north#jhb-hq')).toBeUndefined();
  });

  test('the screening room has no video to save', async () => {
    const response = await server.call(
      'inductionOperations/saveInductionVideo',
      {
        EntityHierarchy: 'acme#north#jhb-hq',
        lmt: 0,
        channel: 'screeningRoom',
        video: { action: 'disable' },
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('induction completions', () => {
  const site = 'acme#north#jhb-hq';

  test('the demo has every display state at a site, under the demo configuration', async () => {
    const now = Date.now();
    const response = await server.call(
      'inductionOperations/retrieveInductionCompletions',
      { query: { hierarchies: [site], beginTime: now - 30 * 86_400_000, endTime: now } },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    const config = (await configurationAt(site)).configuration;
    const displays = new Set(
      response
        .json()
        .Items.map(
          (item: Parameters<typeof inductionDisplay>[0]) =>
            inductionDisplay(item, config, now).display,
        ),
    );
    expect([...displays].sort()).toEqual(
      ['completed', 'expired', 'incomplete', 'screeningRoom', 'skipped'].sort(),
    );
  });

  test('a new completion is a change event and is answered by changedSince', async () => {
    const now = Date.now();
    const first = await server.call(
      'inductionOperations/retrieveInductionCompletions',
      { query: { hierarchies: [site], beginTime: 0, endTime: now + 60_000 } },
      'demo-admin',
    );
    const cursor = first.json().cursor;
    const before = await server.feedCount();
    const upsert = completionUpsert(
      site,
      now,
      { inductionType: 'kiosk', inductionStatus: 'COMPLETED', version: 2, personType: 'visitor' },
      seededRandom(3),
    );
    await server.db.transaction((tx) => writeRecords(tx, 'inductionCompletions', [upsert], now));
    expect(await server.feedCount()).toBe(before + 1);
    const feed = await server.db.query<{ family: string; op: string }>(
      'SELECT family, op FROM change_feed ORDER BY seq DESC LIMIT 1',
    );
    expect(feed.rows[0]).toEqual({ family: 'inductionCompletions', op: 'INSERT' });
    const changes = await server.call(
      'inductionOperations/retrieveInductionCompletions',
      { query: { hierarchies: [site], beginTime: 0, endTime: now + 60_000, changedSince: cursor } },
      'demo-admin',
    );
    expect(
      changes
        .json()
        .Items.map((item: { evtTimeStampProfileID: string }) => item.evtTimeStampProfileID),
    ).toEqual([upsert.key]);
  });

  test('the simulator’s induction uses the configured version', async () => {
    const step = await simulateInduction(server.db, [site], seededRandom(11), Date.now());
    expect(step).toMatchObject({ action: 'induction', hierarchy: site });
    const stored = await server.db.query<{ record: { version: number; inductionType: string } }>(
      'SELECT record FROM induction_completions WHERE sort_key = $1',
      [step?.key],
    );
    const record = stored.rows[0]!.record;
    expect(record.version).toBe(record.inductionType === 'kiosk' ? 2 : 1);
  });

  test('a HOST may not read the induction log', async () => {
    const response = await server.call(
      'inductionOperations/retrieveInductionCompletions',
      { query: { hierarchies: [site], beginTime: 0, endTime: 1 } },
      'demo-host',
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('captureInductionCompletion', () => {
  const site = 'acme#north#pretoria';
  const capture = (overrides: Record<string, unknown> = {}) => ({
    EntityHierarchy: site,
    inductionType: 'kiosk',
    personType: 'employee',
    completedAt: Date.now() - 3_600_000,
    userDetails: {
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: 'thandi@example.com',
      phoneNumber: '',
    },
    ...overrides,
  });
  const stored = async (key: string) =>
    (
      await server.db.query<{ record: Record<string, unknown> }>(
        'SELECT record FROM induction_completions WHERE sort_key = $1',
        [key],
      )
    ).rows[0]?.record;

  test('stores a completion at the channel’s version in force, unverified, as one change event', async () => {
    const before = await server.feedCount();
    const body = capture();
    const response = await server.call(
      'inductionOperations/captureInductionCompletion',
      body,
      'demo-admin',
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    // The demo's kiosk video is at version 2 (inherited from acme).
    expect(answer).toMatchObject({ key: 'INDUCTION_UPDATED', version: 2 });
    expect(answer.evtTimeStampProfileID).toMatch(new RegExp(`^${body.completedAt}#captured-`));
    const record = await stored(answer.evtTimeStampProfileID);
    expect(record).toMatchObject({
      evtTimeStamp: body.completedAt,
      inductionType: 'kiosk',
      inductionStatus: 'COMPLETED',
      version: 2,
      personType: 'employee',
      isVerified: false,
      // The empty phone number is dropped.
      userDetails: { firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.com' },
    });
    expect(record?.userDetails).not.toHaveProperty('phoneNumber');
    expect(await server.feedCount()).toBe(before + 1);
    const config = (await configurationAt(site)).configuration;
    expect(inductionDisplay(record as never, config, Date.now())).toMatchObject({
      display: 'completed',
      channel: 'kiosk',
      daysSince: 0,
    });
  });

  test('a repeated Idempotency-Key records it once', async () => {
    const headers = { 'idempotency-key': 'induction-capture-1' };
    const body = capture({ inductionType: 'screeningRoom' });
    const first = await server.call(
      'inductionOperations/captureInductionCompletion',
      body,
      'demo-admin',
      headers,
    );
    const second = await server.call(
      'inductionOperations/captureInductionCompletion',
      body,
      'demo-admin',
      headers,
    );
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await server.db.query(
      'SELECT 1 FROM induction_completions WHERE sort_key LIKE $1',
      [`${body.completedAt}#%`],
    );
    expect(rows.rows).toHaveLength(1);
  });

  test.each([
    ['a time in the future', capture({ completedAt: Date.now() + 3_600_000 }), 'in the future'],
    [
      'a blank first name',
      capture({ userDetails: { firstName: ' ', lastName: 'X' } }),
      'firstName',
    ],
    ['an unknown channel', capture({ inductionType: 'email' }), 'inductionType'],
    ['an unknown person type', capture({ personType: 'robot' }), 'personType'],
  ])('bad body (%s): 400, nothing stored', async (_name, body, message) => {
    const before = await server.feedCount();
    const response = await server.call(
      'inductionOperations/captureInductionCompletion',
      body,
      'demo-admin',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await server.feedCount()).toBe(before);
  });

  test('refused without amInductionAdmin, outside the access and for a HOST', async () => {
    const before = await server.feedCount();
    for (const [as, at] of [
      ['demo-marshal', 'acme#south#cape-town'],
      ['demo-admin', GLOBEX_SITE],
      ['demo-host', 'acme#north#jhb-hq'],
    ] as const) {
      const response = await server.call(
        'inductionOperations/captureInductionCompletion',
        capture({ EntityHierarchy: at }),
        as,
      );
      expect(response.statusCode, `${as} at ${at}`).toBe(403);
    }
    expect(await server.feedCount()).toBe(before);
  });
});
