import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HierarchyConfiguration } from '../../contract/hierarchyConfig.ts';
import type {
  LocationSettingsState,
  SaveLocationSettingsRequest,
} from '../../contract/locationSettings.ts';
import { publishBatch } from '../broker/publisher.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

const REGION = 'acme#north';
const SITE = 'acme#north#jhb-hq';
const OTHER_REGION_SITE = 'acme#south#george';

/** A 1x1 transparent PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const base64 = (text: string) => Buffer.from(text).toString('base64');

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

function save(body: SaveLocationSettingsRequest, as = 'demo-admin', headers = {}) {
  return server.call('configurationOperations/saveLocationSettings', body, as, headers);
}

async function settingsAt(at: string, as = 'demo-admin'): Promise<LocationSettingsState> {
  const response = await server.call(
    'configurationOperations/retrieveLocationSettings',
    { EntityHierarchy: at },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { settings: LocationSettingsState }).settings;
}

async function brandingAt(at: string) {
  const response = await server.call(
    'hierarchyOperations/retrieveHierarchyConfiguration',
    {},
    'demo-admin',
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as HierarchyConfiguration).tenantFlags[at]?.branding;
}

const COLOURS = {
  primary: '#1a4f8b',
  secondary: '#122738',
  tertiary: '#122738',
  text: '#ffffff',
};

describe('location settings', () => {
  test('a region value is inherited section by section, with its source, until a site overrides', async () => {
    const before = await settingsAt(SITE);
    expect(before.brandingColors).toMatchObject({ own: null, lmt: 0, source: null });

    const saved = await save({
      EntityHierarchy: REGION,
      section: 'brandingColors',
      lmt: 0,
      value: COLOURS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { updatedLmt } = saved.json() as { updatedLmt: number };
    expect(updatedLmt).toBeGreaterThan(0);

    const site = await settingsAt(SITE);
    expect(site.brandingColors).toEqual({ own: null, lmt: 0, effective: COLOURS, source: REGION });
    expect(site.texts.source).toBeNull();
    expect((await settingsAt(REGION)).brandingColors).toMatchObject({
      own: COLOURS,
      lmt: updatedLmt,
      source: REGION,
    });
    expect((await settingsAt(OTHER_REGION_SITE)).brandingColors.source).toBeNull();
    // The hierarchy configuration carries the colour to every location below the region.
    expect((await brandingAt(SITE))?.primaryColor).toBe('#1a4f8b');
    expect((await brandingAt(OTHER_REGION_SITE))?.primaryColor).not.toBe('#1a4f8b');

    const own = { ...COLOURS, primary: '#5a1a8b' };
    expect(
      (await save({ EntityHierarchy: SITE, section: 'brandingColors', lmt: 0, value: own }))
        .statusCode,
    ).toBe(200);
    const overridden = await settingsAt(SITE);
    expect(overridden.brandingColors).toMatchObject({ own, effective: own, source: SITE });
    expect((await brandingAt(SITE))?.primaryColor).toBe('#5a1a8b');

    // Reset to inherited: the region's value applies again.
    const ownLmt = overridden.brandingColors.lmt;
    const reset = await save({
      EntityHierarchy: SITE,
      section: 'brandingColors',
      lmt: ownLmt,
      value: null,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await settingsAt(SITE)).brandingColors).toMatchObject({ own: null, source: REGION });
  });

  test('a save naming an old lmt is refused as stale; the same Idempotency-Key is applied once', async () => {
    const texts = {
      companyName: 'North',
      welcomeMessage: 'Welcome north',
      showTextsOnLanding: true,
    };
    const first = await save(
      { EntityHierarchy: REGION, section: 'texts', lmt: 0, value: texts },
      'demo-admin',
      {
        'idempotency-key': 'texts-once',
      },
    );
    expect(first.statusCode, first.body).toBe(200);
    const again = await save(
      { EntityHierarchy: REGION, section: 'texts', lmt: 0, value: texts },
      'demo-admin',
      {
        'idempotency-key': 'texts-once',
      },
    );
    expect(again.json()).toEqual(first.json());
    const stale = await save({ EntityHierarchy: REGION, section: 'texts', lmt: 0, value: texts });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ key: 'SETTINGS_OBSOLETE' });
    expect((await brandingAt(SITE))?.name).toBe('North');
  });

  test('text on the primary colour below 4.5:1 is refused', async () => {
    const response = await save({
      EntityHierarchy: OTHER_REGION_SITE,
      section: 'brandingColors',
      lmt: 0,
      value: { ...COLOURS, primary: '#6ab464', text: '#ffffff' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('contrast ratio');
  });

  test('a PNG logo is stored as a blob and served; a script in an SVG or a mislabelled file is refused', async () => {
    const response = await save({
      EntityHierarchy: REGION,
      section: 'images',
      lmt: 0,
      value: { contentType: 'image/png', data: PNG },
    });
    expect(response.statusCode, response.body).toBe(200);
    const logo = (await settingsAt(SITE)).images.effective.logoImage;
    expect(logo).toMatch(/^\/location-logos\/[0-9a-f]{32}$/);
    const served = await server.app.inject({ method: 'GET', url: logo! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    expect((await brandingAt(SITE))?.logo).toBe(logo);

    const svg = await save({
      EntityHierarchy: SITE,
      section: 'images',
      lmt: 0,
      value: { contentType: 'image/svg+xml', data: base64('<svg onload="alert(1)"></svg>') },
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ key: 'LOGO_NOT_ACCEPTED' });
    const fake = await save({
      EntityHierarchy: SITE,
      section: 'images',
      lmt: 0,
      value: { contentType: 'image/png', data: base64('GIF89a not a png') },
    });
    expect(fake.json()).toMatchObject({ key: 'LOGO_NOT_ACCEPTED' });
    const safe = await save({
      EntityHierarchy: SITE,
      section: 'images',
      lmt: 0,
      value: {
        contentType: 'image/svg+xml',
        data: base64('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>'),
      },
    });
    expect(safe.statusCode, safe.body).toBe(200);
  });

  test('a HOST is refused, and so is an ADMIN of another organisation', async () => {
    const read = await server.call(
      'configurationOperations/retrieveLocationSettings',
      { EntityHierarchy: SITE },
      'demo-host',
    );
    expect(read.statusCode).toBe(403);
    const write = await save(
      {
        EntityHierarchy: SITE,
        section: 'features',
        lmt: 0,
        value: {
          badgePrintingEnabled: true,
          badgePrintingAutoCut: true,
          badgeReprintAllowed: false,
          voiceFeedbackEnabled: false,
        },
      },
      'demo-host',
    );
    expect(write.statusCode).toBe(403);
    const other = await server.call(
      'configurationOperations/retrieveLocationSettings',
      { EntityHierarchy: SITE },
      'demo-other',
    );
    expect([403, 404]).toContain(other.statusCode);
  });

  test('a save is announced on globalEvents as a locationSettings notice', async () => {
    await publishBatch(
      server.db,
      async () => {},
      () => {},
      0,
    );
    const saved = await save({
      EntityHierarchy: REGION,
      section: 'locationConfig',
      lmt: 0,
      value: {
        enabled: true,
        locationShortDescription: 'Gauteng',
        timeZone: 'Africa/Johannesburg',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent: { topic: string; payload: string }[] = [];
    await publishBatch(
      server.db,
      async (topic, payload) => void sent.push({ topic, payload }),
      () => {},
      Date.now() + 10_000,
    );
    const notices = sent
      .filter((message) => message.topic === 'globalEvents/acme')
      .map((message) => JSON.parse(message.payload) as { subject: string });
    expect(notices).toContainEqual(
      expect.objectContaining({ subject: 'locationSettings', EntityHierarchy: REGION }),
    );
  });

  test("a location's time zone reaches the hierarchy configuration, inherited; a bad one is refused", async () => {
    const flags = async () => {
      const response = await server.call(
        'hierarchyOperations/retrieveHierarchyConfiguration',
        {},
        'demo-admin',
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as HierarchyConfiguration).tenantFlags;
    };
    const current = await settingsAt(REGION);
    const saved = await save({
      EntityHierarchy: REGION,
      section: 'locationConfig',
      lmt: current.locationConfig.lmt,
      value: { enabled: true, locationShortDescription: 'Gauteng', timeZone: 'Europe/Berlin' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tenantFlags = await flags();
    expect(tenantFlags[REGION]?.entityLocationData.timeZone).toBe('Europe/Berlin');
    expect(tenantFlags[SITE]?.entityLocationData.timeZone).toBe('Europe/Berlin');
    expect(tenantFlags[OTHER_REGION_SITE]?.entityLocationData.timeZone).toBeUndefined();

    const refused = await save({
      EntityHierarchy: SITE,
      section: 'locationConfig',
      lmt: 0,
      value: { enabled: true, locationShortDescription: '', timeZone: 'Mars/Olympus' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('IANA time zone');
    expect((await flags())[SITE]?.entityLocationData.timeZone).toBe('Europe/Berlin');
  });
});
