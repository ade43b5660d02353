import { randomBytes } from 'node:crypto';
import {
  BOOKING_BLOCKED,
  type CancelBookingOperation,
  type CheckBookingOperation,
  type CreateBookingOperation,
  type ParkingBookingRecord,
} from '../../../contract/parkingBookings.ts';
import {
  bookingChangeRefusal,
  bookingSpanOf,
  cancelBooking,
  checkBooking,
  decideBooking,
  MAX_BOOKING_SPAN_MS,
  parkingBookingKeyOf,
} from '../../../contract/transitions/parkingBookings.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError } from '../errors.ts';
import { parkingBookingRecord } from '../../../contract/familyRecords.ts';
import type { OperationContext, OperationHandler } from '../operationTypes.ts';
import { modifyRecords, type RecordImage } from '../records/modifyRecords.ts';
import { lockChangeFeed, organisationsOf } from '../records/writeRecords.ts';
import { readParkingSections } from '../parking/parkingCapacity.ts';

/*
 * processParkingBooking (spec/workers.md §4, §7): create, check or cancel, in one transaction
 * each, by the contract's rules (contract/transitions/parkingBookings.ts). The access policy
 * (not HOST, the parking module, the location's booking log; provisioning for a provisioned
 * booking) is checked before this runs; the Idempotency-Key answers a repeated request.
 */

const processed = { key: 'OPERATION_PROCESSED' as const };

/** BK + 8 characters: unambiguous letters and digits. */
function newRefCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `BK${Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The location's active and cancelled bookings that may share a moment with [start, end). */
async function bookingsAround(sql: Sql, hierarchy: string, start: number, end: number) {
  const result = await sql.query<{ record: RecordImage }>(
    `SELECT record FROM parking_bookings
      WHERE hierarchy = $1 AND NOT deleted AND evt_time > $2 AND evt_time < $3`,
    [hierarchy, start - MAX_BOOKING_SPAN_MS, end],
  );
  return result.rows.map((row) => bookingSpanOf(row.record));
}

/**
 * Books by the contract's rules, or throws 409 BOOKING_BLOCKED with the rule's reason. Used by
 * the handler and by the demo simulator (`by`: who books).
 */
export async function createBooking(
  sql: Sql,
  by: string,
  now: number,
  body: CreateBookingOperation,
): Promise<ParkingBookingRecord> {
  const hierarchy = body.EntityHierarchy;
  const start = body.parkingBookingStartDTms;
  const end = body.parkingBookingEndDTms;
  // Lock first: two creates of one organisation decide one after the other.
  await lockChangeFeed(sql, organisationsOf([hierarchy]));
  const refs = body.parkingProviderRefs;
  const decision = decideBooking(
    {
      bookingType: body.bookingType,
      start,
      end,
      timeZone: body.timeZone,
      plates: [
        body.parkingData.parkingLicensePlate,
        ...(body.parkingData.secondaryParkingLicensePlates ?? []),
      ],
      allocationType: refs.parkingAllocationType,
      section: refs.assignedParkingSection,
      bay: refs.assignedParkingBay,
    },
    await bookingsAround(sql, hierarchy, start, end),
    await readParkingSections(sql, hierarchy),
  );
  if (!decision.allowed) throw new ApiError(409, BOOKING_BLOCKED, decision.block.message);
  const BookingRefCode = newRefCode();
  const parkingBookingKey = parkingBookingKeyOf(start, BookingRefCode);
  const record = bookingRecord(body, by, now, {
    BookingRefCode,
    parkingBookingKey,
    section: decision.section,
    bay: decision.bay,
  });
  const [written] = await modifyRecords(
    sql,
    'parkingBookings',
    [{ hierarchy, key: parkingBookingKey, eventTime: start }],
    () => record,
    { missing: 'pass', now },
  );
  return parkingBookingRecord.parse(written?.image ?? record);
}

function bookingRecord(
  body: CreateBookingOperation,
  by: string,
  now: number,
  assigned: {
    BookingRefCode: string;
    parkingBookingKey: string;
    section: string;
    bay?: string | undefined;
  },
): RecordImage {
  const { operation: _operation, timeZone, mutationId: _mutationId, ...details } = body;
  return {
    ...details,
    BookingRefCode: assigned.BookingRefCode,
    parkingBookingRefCode: assigned.BookingRefCode,
    reference: assigned.BookingRefCode,
    parkingBookingKey: assigned.parkingBookingKey,
    eventStartTime: body.parkingBookingStartDTms,
    bookingTimeZone: timeZone,
    bookingStatus: 'BOOKED',
    ManagementHierarchy: body.EntityHierarchy,
    parkingProviderRefs: {
      ...body.parkingProviderRefs,
      assignedParkingSection: assigned.section,
      ...(assigned.bay !== undefined ? { assignedParkingBay: assigned.bay } : {}),
    },
    createdBy: by,
    createdTimestamp: now,
  };
}

function refuse(refusal: ReturnType<typeof bookingChangeRefusal>): void {
  if (!refusal) return;
  throw new ApiError(refusal.key === 'BOOKING_NOT_FOUND' ? 404 : 409, refusal.key, refusal.message);
}

async function checkOne({ sql, caller, now }: OperationContext, body: CheckBookingOperation) {
  await modifyRecords(
    sql,
    'parkingBookings',
    [{ hierarchy: body.EntityHierarchy, key: body.parkingBookingKey }],
    (current) => {
      refuse(bookingChangeRefusal(current, 'check'));
      return checkBooking(current as RecordImage, { at: body.changedAt, by: caller.email });
    },
    { missing: 'pass', now },
  );
  return processed;
}

async function cancelEntries({ sql, caller, now }: OperationContext, body: CancelBookingOperation) {
  const codes = new Map(
    body.entries.map((entry) => [
      `${entry.EntityHierarchy}\n${entry.parkingBookingKey}`,
      entry.BookingRefCode,
    ]),
  );
  await modifyRecords(
    sql,
    'parkingBookings',
    body.entries.map((entry) => ({
      hierarchy: entry.EntityHierarchy,
      key: entry.parkingBookingKey,
    })),
    (current, target) => {
      refuse(
        bookingChangeRefusal(current, 'cancel', codes.get(`${target.hierarchy}\n${target.key}`)),
      );
      return cancelBooking(current as RecordImage, { at: body.changedAt, by: caller.email });
    },
    { missing: 'pass', now },
  );
  return processed;
}

export const processParkingBooking: OperationHandler<
  'parkingOperations/processParkingBooking'
> = async (context, body) => {
  const operation = body.bookingOperation;
  switch (operation.operation) {
    case 'create':
      return {
        ...processed,
        bookingResult: await createBooking(
          context.sql,
          context.caller.email,
          context.now,
          operation,
        ),
      };
    case 'check':
      return checkOne(context, operation);
    case 'cancel':
      return cancelEntries(context, operation);
  }
};
