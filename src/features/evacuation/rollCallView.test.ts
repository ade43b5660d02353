import { describe, expect, it } from 'vitest';
import { rollCallRecord } from '../../../contract/rollCallView.ts';
import type { FamilyRecord } from '../../kit/index.ts';
import {
  activeByHierarchy,
  directoryPeople,
  parkingOnSite,
  workersOnSite,
} from './rollCallPeople.ts';
import { clockIn, evacuationRecord, SITE, START } from './testing/evacFixtures.tsx';

/**
 * A HOST marshal's device holds only the roll call's view of worker, parking and directory
 * records (contract/rollCallView.ts): the roll call built from it must be the one built from the
 * whole records.
 */
const MINUTE = 60_000;
const evacuations = activeByHierarchy([
  evacuationRecord(START, {
    audience: ['onsiteEmployees', 'onsiteParking', 'employeeDirectory'],
  }),
]);

const PRIVATE = { personalIdentificationNr: '8001015009087', email: 'x@example.com', tags: ['a'] };

function worker(name: string, at: number, eventType: 'CLOCK_IN' | 'CLOCK_OUT') {
  const record = clockIn(name, at);
  return {
    ...record,
    eventType,
    badgeNumber: 'B-1',
    s3ImageKey: 'photo',
    customFields: { shoe: '9' },
    workerFullDetails: { ...record.workerFullDetails, phoneNumber: '+27 82 555 0101', ...PRIVATE },
  } satisfies FamilyRecord<'workerLog'>;
}

function vehicle(plate: string, at: number, entering: boolean): FamilyRecord<'parkingLog'> {
  return {
    EntityHierarchy: SITE,
    evtTimeStampUniqueAttributeValue: `${at}#${plate}`,
    evtTimeStamp: at,
    vehicleStatus: entering ? 'ON_SITE' : 'OFF_SITE',
    visitorStatus: 'CHECKED_IN',
    leadingEvent: {
      passengers: 2,
      vehicleDetails: { parkingLicensePlate: plate, vehicleMake: 'Make' },
      personDetails: { firstName: 'Pat', lastName: 'Driver', phoneNumber: '+27 82 555 0102' },
    },
    lmt: at,
    changeSeq: 1,
  };
}

const person: FamilyRecord<'directory'> = {
  EntityHierarchy: SITE,
  ProfileId: 'dee',
  firstName: 'Dee',
  lastName: 'Person',
  phoneNumber: '+27 82 555 0103',
  lmt: 1,
  changeSeq: 1,
  ...PRIVATE,
};

const view = <R extends Record<string, unknown>>(
  family: 'workerLog' | 'parkingLog' | 'directory',
  records: readonly R[],
) => records.map((record) => rollCallRecord(family, record) as R);

describe("the roll call from a HOST marshal's records", () => {
  it('lists the same workers, vehicles and directory people, with names and phones', () => {
    const workers = [
      worker('Wes', START - 60 * MINUTE, 'CLOCK_IN'),
      worker('Vic', START - 60 * MINUTE, 'CLOCK_IN'),
      worker('Vic', START - MINUTE, 'CLOCK_OUT'),
    ];
    const vehicles = [
      vehicle('AB123GP', START - 5 * MINUTE, true),
      vehicle('CD456GP', START - 9 * MINUTE, true),
      vehicle('CD456GP', START + MINUTE, false),
    ];
    const whole = [
      ...workersOnSite(workers, evacuations),
      ...parkingOnSite(vehicles, evacuations),
      ...directoryPeople([person], evacuations),
    ];
    const fromView = [
      ...workersOnSite(view('workerLog', workers), evacuations),
      ...parkingOnSite(view('parkingLog', vehicles), evacuations),
      ...directoryPeople(view('directory', [person]), evacuations),
    ];
    expect(whole.map((p) => [p.name, p.phone, p.detail, p.leftAt])).toEqual([
      ['Wes Worker', '+27 82 555 0101', '', undefined],
      ['Pat Driver', '+27 82 555 0102', 'AB123GP', undefined],
      ['Pat Driver', '+27 82 555 0102', 'CD456GP', START + MINUTE],
      ['Dee Person', '+27 82 555 0103', '', undefined],
    ]);
    expect(fromView).toEqual(whole);
    expect(JSON.stringify(view('workerLog', workers))).not.toContain('8001015009087');
  });
});
