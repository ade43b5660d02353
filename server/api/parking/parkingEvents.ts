import {
  PARKING_EVENT_EXISTS,
  type RecordParkingEventRequest,
  UNKNOWN_PARKING_SECTION,
} from '../../../contract/operations/parking/recordParkingEvent.ts';
import { isRecord } from '../../../contract/plainCheck.ts';
import { isParkingArrival, ON_SITE_LOOKBACK_MS } from '../../../contract/presence.ts';
import { dropUndefined } from '../../../contract/transitions/visitorLog.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError } from '../errors.ts';
import { createNewRecord, type RecordImage } from '../records/modifyRecords.ts';
import { type SiteZone, siteZoneAt } from '../workers/workerEvents.ts';
import { readParkingSections } from './parkingCapacity.ts';

/**
 * Parking events recorded by scanners and integrations (parkingOperations/recordParkingEvent;
 * its definition says the rules), shaped as the demo's (server/demo/parking.ts).
 */

/** A stored arrival a departure closes: its key and image. */
export interface OpenArrival {
  key: string;
  record: RecordImage;
}

const objectOf = (value: unknown): RecordImage => (isRecord(value) ? value : {});

/**
 * The vehicle's open arrival at the location before `at`: its latest event there within the
 * on-site look-back (contract/presence.ts), when that is an arrival.
 */
export async function openArrival(
  tx: Sql,
  location: string,
  plate: string,
  at: number,
): Promise<OpenArrival | undefined> {
  const last = await tx.query<{ sort_key: string; record: RecordImage }>(
    `SELECT sort_key, record FROM parking_log
      WHERE hierarchy = $1 AND NOT deleted AND evt_time >= $2 AND evt_time < $3
        AND upper(btrim(record->'leadingEvent'->'vehicleDetails'->>'parkingLicensePlate')) = $4
      ORDER BY evt_time DESC, sort_key DESC LIMIT 1`,
    [location, at - ON_SITE_LOOKBACK_MS, at, plate],
  );
  const row = last.rows[0];
  return row && isParkingArrival(row.record.vehicleStatus)
    ? { key: row.sort_key, record: row.record }
    : undefined;
}

/**
 * The event's image (without EntityHierarchy / lmt: the writer sets them). A departure names the
 * arrival it closes in relatedEvents and keeps the arrival's vehicle, person, passengers and
 * section where the scanner sent none.
 */
export function parkingEventRecord(
  body: RecordParkingEventRequest,
  at: number,
  zone: SiteZone,
  arrival: OpenArrival | undefined,
): RecordImage {
  const key = `${at}#${body.parkingLicensePlate}`;
  const entering = body.vehicleStatus === 'ON_SITE';
  const leading = objectOf(arrival?.record.leadingEvent);
  const vehicle = objectOf(leading.vehicleDetails);
  const person = objectOf(leading.personDetails);
  const personDetails = dropUndefined({
    firstName: body.firstName ?? person.firstName,
    lastName: body.lastName ?? person.lastName,
  });
  return dropUndefined({
    evtTimeStamp: at,
    evtTimeStampUniqueAttributeValue: key,
    vehicleStatus: body.vehicleStatus,
    visitorStatus: entering ? 'CHECKED_IN' : 'CHECKED_OUT',
    ...zone,
    leadingEvent: dropUndefined({
      passengers: body.passengers ?? leading.passengers,
      vehicleDetails: dropUndefined({
        vehicleMake: body.vehicleMake ?? vehicle.vehicleMake,
        vehicleModel: body.vehicleModel ?? vehicle.vehicleModel,
        parkingLicensePlate: body.parkingLicensePlate,
      }),
      personDetails: Object.keys(personDetails).length > 0 ? personDetails : undefined,
    }),
    parkingSection: body.section ?? arrival?.record.parkingSection,
    relatedEvents: arrival
      ? [
          {
            parentEvtTimeStampUniqueAttributeValue: arrival.key,
            evtTimeStamp: arrival.record.evtTimeStamp,
            vehicleStatus: arrival.record.vehicleStatus,
          },
        ]
      : [],
    deviceName: body.deviceName,
  });
}

/**
 * A parking event recorded by a scanner or an integration, outside HTTP too: `tx` a transaction,
 * `now` the server's clock (the event's time when the body names none). Answers the stored
 * record; refuses by throwing ApiError (400 UNKNOWN_PARKING_SECTION, 409 PARKING_EVENT_EXISTS).
 */
export async function recordParkingEvent(
  tx: Sql,
  body: RecordParkingEventRequest,
  now: number,
): Promise<RecordImage> {
  const at = body.evtTimeStamp ?? now;
  const location = body.EntityHierarchy;
  if (body.section !== undefined) {
    const sections = await readParkingSections(tx, location);
    if (sections.length > 0 && !sections.some((s) => s.section === body.section)) {
      throw new ApiError(
        400,
        UNKNOWN_PARKING_SECTION,
        `section: ${location} has no section ${body.section} (it has ${sections
          .map((s) => s.section)
          .join(', ')})`,
      );
    }
  }
  const zone = await siteZoneAt(tx, location, at);
  const arrival =
    body.vehicleStatus === 'OFF_SITE'
      ? await openArrival(tx, location, body.parkingLicensePlate, at)
      : undefined;
  const record = parkingEventRecord(body, at, zone, arrival);
  const key = String(record.evtTimeStampUniqueAttributeValue);
  return createNewRecord(
    tx,
    'parkingLog',
    { hierarchy: location, key, eventTime: at },
    record,
    () =>
      new ApiError(
        409,
        PARKING_EVENT_EXISTS,
        `${body.parkingLicensePlate} already has an event at ${new Date(at).toISOString()}`,
      ),
    now,
  );
}
