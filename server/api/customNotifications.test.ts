import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  CustomNotification,
  CustomNotificationRequest,
} from '../../contract/customNotifications.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

const SITE = 'acme#north#jhb-hq';
const SOUTH = 'acme#south';
const OPERATION = 'provisioningOperations/customNotificationProcessor';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

function process(body: CustomNotificationRequest, as = 'demo-admin', headers = {}) {
  return server.call(OPERATION, body, as, headers);
}

async function add(at: string, notificationType: string, template: string) {
  const eventType = notificationType.startsWith('PARKING')
    ? 'PARKING_SCANNER'
    : 'EMPLOYEE_ASSISTED_CHECKIN';
  const response = await process({
    operation: 'addNotification',
    notificationDetails: { EntityHierarchy: at, eventType, notificationType, template },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { notificationResult: CustomNotification }).notificationResult;
}

async function listed(at: string, as = 'demo-admin') {
  const response = await server.call(
    'provisioningOperations/retrieveCustomNotifications',
    { hierarchies: [at] },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { notifications: CustomNotification[] }).notifications;
}

describe('custom notifications', () => {
  test('add, edit and delete, each edit naming the version it saw', async () => {
    const added = await add(SITE, 'PARKING_SCANNER_SMS', 'Hi {{personName}}, welcome');
    expect(added).toMatchObject({ eventType: 'PARKING_SCANNER', updatedBy: 'admin@example.com' });
    expect((await listed(SITE)).map((item) => item.notificationId)).toContain(added.notificationId);

    const edit = (lmt: number, template: string) =>
      process({
        operation: 'editNotification',
        notificationDetails: {
          EntityHierarchy: SITE,
          notificationId: added.notificationId,
          lmt,
          eventType: 'PARKING_SCANNER',
          notificationType: 'PARKING_SCANNER_SMS',
          template,
        },
      });
    const edited = await edit(added.lmt, 'Hello {{personName}} from {{companyName}}');
    expect(edited.statusCode, edited.body).toBe(200);
    const result = (edited.json() as { notificationResult: CustomNotification }).notificationResult;
    expect(result.lmt).toBeGreaterThan(added.lmt);

    const stale = await edit(added.lmt, 'Too late');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ key: 'NOTIFICATION_INSTANCE_OBSOLETE' });

    const remove = (lmt: number) =>
      process({
        operation: 'deleteNotification',
        notificationDetails: { EntityHierarchy: SITE, notificationId: added.notificationId, lmt },
      });
    expect((await remove(added.lmt)).json()).toMatchObject({
      key: 'NOTIFICATION_INSTANCE_OBSOLETE',
    });
    expect((await remove(result.lmt)).statusCode).toBe(200);
    const gone = await remove(result.lmt);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ key: 'NOTIFICATION_NOT_FOUND' });
    expect((await listed(SITE)).map((item) => item.notificationId)).not.toContain(
      added.notificationId,
    );
  });

  test('one notification per type and location; the configuration carries them', async () => {
    const added = await add(SITE, 'ASSISTED_CHECKIN_BACKEND_DATA_RECEIVED_EMAIL', 'Hi {{email}}');
    const again = await process({
      operation: 'addNotification',
      notificationDetails: {
        EntityHierarchy: SITE,
        eventType: 'EMPLOYEE_ASSISTED_CHECKIN',
        notificationType: 'ASSISTED_CHECKIN_BACKEND_DATA_RECEIVED_EMAIL',
        template: 'Twice',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'NOTIFICATION_ALREADY_EXISTS' });
    const configuration = await server.call(
      'hierarchyOperations/retrieveHierarchyConfiguration',
      {},
      'demo-admin',
    );
    const configs = (configuration.json() as { additionalConfigs: Record<string, unknown> })
      .additionalConfigs;
    expect(JSON.stringify(configs.customNotifications)).toContain(added.notificationId);
  });

  test('validation: the GSM rule for SMS, the event type variables, the type of the event', async () => {
    const attempt = (notificationType: string, template: string, eventType = 'PARKING_SCANNER') =>
      process({
        operation: 'addNotification',
        notificationDetails: {
          EntityHierarchy: SITE,
          eventType: eventType as 'PARKING_SCANNER',
          notificationType,
          template,
        },
      });
    const emoji = await attempt('PARKING_SCANNER_SMS', 'Welcome 😀');
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json()).toMatchObject({ key: 'VALIDATION_FAILED' });
    expect(emoji.body).toContain('Special characters are not permitted');
    const unknown = await attempt('PARKING_SCANNER_EMAIL', 'Hi {{employeeName}}');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('employeeName');
    const wrongType = await attempt('ASSISTED_CHECKIN_BACKEND_DATA_RECEIVED_SMS', 'Hi');
    expect(wrongType.statusCode).toBe(400);
    // The same emoji is fine in an email.
    expect((await attempt('PARKING_SCANNER_EMAIL', 'Welcome 😀')).statusCode).toBe(200);
  });

  test('a repeated add (same Idempotency-Key) makes one notification', async () => {
    const body: CustomNotificationRequest = {
      operation: 'addNotification',
      notificationDetails: {
        EntityHierarchy: SITE,
        eventType: 'EMPLOYEE_PRE_SCREENING',
        notificationType: 'PRE_SCREENING_BACKEND_DATA_RECEIVED_DASHBOARD_LOG_ALERT',
        template: '{{employeeName}} screened',
      },
    };
    const headers = { 'idempotency-key': 'notification-once-1' };
    const first = await process(body, 'demo-admin', headers);
    const second = await process(body, 'demo-admin', headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  test('a HOST, and an ADMIN without amNotificationsAdmin, are refused', async () => {
    const added = await add(SITE, 'PARKING_SCANNER_DATA_CAPTURE_COMPLETE', 'Done {{hostName}}');
    for (const [as, at] of [
      ['demo-host', SITE],
      ['demo-marshal', SOUTH],
    ] as const) {
      const bodies: [string, unknown][] = [
        ['provisioningOperations/retrieveCustomNotifications', { hierarchies: [at] }],
        [
          OPERATION,
          {
            operation: 'addNotification',
            notificationDetails: {
              EntityHierarchy: at,
              eventType: 'PARKING_SCANNER',
              notificationType: 'PARKING_SCANNER_EMAIL',
              template: 'Hi',
            },
          },
        ],
        [
          OPERATION,
          {
            operation: 'deleteNotification',
            notificationDetails: {
              EntityHierarchy: at,
              notificationId: added.notificationId,
              lmt: added.lmt,
            },
          },
        ],
      ];
      for (const [operation, body] of bodies) {
        const response = await server.call(operation as typeof OPERATION, body as never, as);
        expect(response.statusCode, `${as} ${operation}`).toBe(403);
        expect(response.json()).toMatchObject({ key: 'NOT_AUTHORIZED' });
      }
    }
    expect((await listed(SITE)).map((item) => item.notificationId)).toContain(added.notificationId);
  });
});
