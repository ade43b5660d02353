import type { TestServer } from '../../testing/testServer.ts';
import { writeRecords } from '../records/writeRecords.ts';

/**
 * People for evacuation mark tests, written at a location as the kiosk, the clock terminal and
 * the parking gate would (the demo's oldest records left long ago, so they are in no audience).
 * Each answers the key a mark names them by.
 */

export async function visitorOnSite(
  server: TestServer,
  hierarchy: string,
  signedInAt: number,
  signedOutAt?: number,
): Promise<string> {
  const response = await server.call(
    'visitorLogOperations/signInVisitor',
    { EntityHierarchy: hierarchy, firstName: 'On', lastName: 'Site', evtTimeStamp: signedInAt },
    'demo-admin',
  );
  const key: string = response.json().item.evtTimeStampProfileID;
  if (signedOutAt !== undefined) {
    await server.db.query(
      `UPDATE visitor_log SET record = record || jsonb_build_object('evtTimeStampOut', $3::bigint)
        WHERE hierarchy = $1 AND sort_key = $2`,
      [hierarchy, key, signedOutAt],
    );
  }
  return key;
}

let sequence = 0;

/** A worker's clock-in (and clock-out, when given); answers the clock-in's key. */
export async function workerOnSite(
  server: TestServer,
  hierarchy: string,
  clockedInAt: number,
  clockedOutAt?: number,
): Promise<string> {
  sequence += 1;
  const profileId = `worker-on-site-${sequence}`;
  const event = (at: number, eventType: string) => ({
    kind: 'upsert' as const,
    hierarchy,
    key: `${at}#${profileId}`,
    eventTime: at,
    record: {
      evtTimeStampProfileID: `${at}#${profileId}`,
      evtTimeStamp: at,
      eventType,
      ProfileId: profileId,
    },
  });
  const events = [event(clockedInAt, 'CLOCK_IN')];
  if (clockedOutAt !== undefined) events.push(event(clockedOutAt, 'CLOCK_OUT'));
  await server.db.transaction((tx) => writeRecords(tx, 'workerLog', events));
  return `${clockedInAt}#${profileId}`;
}

/** A vehicle's arrival (and departure, when given); answers the arrival's key. */
export async function vehicleOnSite(
  server: TestServer,
  hierarchy: string,
  arrivedAt: number,
  leftAt?: number,
): Promise<string> {
  sequence += 1;
  const plate = `CA ${sequence}`;
  const event = (at: number, vehicleStatus: string) => ({
    kind: 'upsert' as const,
    hierarchy,
    key: `${at}#${plate}`,
    eventTime: at,
    record: {
      evtTimeStampUniqueAttributeValue: `${at}#${plate}`,
      evtTimeStamp: at,
      vehicleStatus,
      leadingEvent: { vehicleDetails: { parkingLicensePlate: ` ${plate}` } },
    },
  });
  const events = [event(arrivedAt, 'ON_SITE')];
  if (leftAt !== undefined) events.push(event(leftAt, 'OFF_SITE'));
  await server.db.transaction((tx) => writeRecords(tx, 'parkingLog', events));
  return `${arrivedAt}#${plate}`;
}
