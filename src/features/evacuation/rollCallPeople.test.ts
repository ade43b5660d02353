import { describe, expect, it } from 'vitest';
import type { FamilyRecord } from '../../kit/index.ts';
import {
  activeByHierarchy,
  directoryPeople,
  parkingOnSite,
  visitorsOnSite,
  workersOnSite,
} from './rollCallPeople.ts';
import { clockIn, evacuationRecord, SITE, START, visitor } from './testing/evacFixtures.tsx';

const MINUTE = 60_000;
const all = activeByHierarchy([
  evacuationRecord(START, {
    audience: ['onsiteVisitors', 'onsiteEmployees', 'onsiteParking'],
  }),
]);

function parking(plate: string, at: number, entering: boolean): FamilyRecord<'parkingLog'> {
  return {
    EntityHierarchy: SITE,
    evtTimeStampUniqueAttributeValue: `${at}#${plate}`,
    evtTimeStamp: at,
    vehicleStatus: entering ? 'ON_SITE' : 'OFF_SITE',
    leadingEvent: {
      vehicleDetails: { parkingLicensePlate: plate },
      personDetails: { firstName: 'Pat', lastName: 'Driver' },
    },
    lmt: at,
    changeSeq: 1,
  };
}

describe('the people of a roll call', () => {
  it('visitors on site, and those who left during the evacuation with their sign-out time', () => {
    const people = visitorsOnSite(
      [
        visitor('Ann', START - MINUTE),
        visitor('Ben', START - MINUTE, { evtTimeStampOut: START + MINUTE }),
        visitor('Cat', START - 2 * MINUTE, { evtTimeStampOut: START - MINUTE }),
      ],
      all,
    );
    expect(people.map((p) => [p.name, p.leftAt, p.key])).toEqual([
      ['Ann Visitor', undefined, `VISITOR#${START - MINUTE}#ann`],
      ['Ben Visitor', START + MINUTE, `VISITOR#${START - MINUTE}#ben`],
    ]);
  });

  it('workers by their latest clock-in; a clock-out before the start takes them off', () => {
    const out = (record: FamilyRecord<'workerLog'>, at: number): FamilyRecord<'workerLog'> => ({
      ...record,
      evtTimeStampProfileID: `${at}#${record.ProfileId}`,
      evtTimeStamp: at,
      eventType: 'CLOCK_OUT',
    });
    const wes = clockIn('Wes', START - 60 * MINUTE);
    const vic = clockIn('Vic', START - 60 * MINUTE);
    const people = workersOnSite([wes, vic, out(vic, START - MINUTE)], all);
    expect(people.map((p) => [p.name, p.ref])).toEqual([
      [
        'Wes Worker',
        {
          EntityHierarchy: SITE,
          type: 'EMPLOYEE',
          evtTimeStampProfileID: wes.evtTimeStampProfileID,
        },
      ],
    ]);
  });

  it('vehicles on site by plate, named after the driver', () => {
    const people = parkingOnSite(
      [
        parking('AB123GP', START - 5 * MINUTE, true),
        parking('CD456GP', START - 9 * MINUTE, true),
        parking('CD456GP', START - 3 * MINUTE, false),
      ],
      all,
    );
    expect(people.map((p) => [p.name, p.detail, p.key])).toEqual([
      ['Pat Driver', 'AB123GP', `PARKING#${START - 5 * MINUTE}#AB123GP`],
    ]);
  });

  it('only the audiences the evacuation notifies; the directory keyed per evacuation', () => {
    const visitorsOnly = activeByHierarchy([
      evacuationRecord(START, { audience: ['onsiteVisitors'] }),
    ]);
    expect(workersOnSite([clockIn('Wes', START - MINUTE)], visitorsOnly)).toEqual([]);
    const directory = activeByHierarchy([
      evacuationRecord(START, { audience: ['employeeDirectory'] }),
    ]);
    const person: FamilyRecord<'directory'> = {
      EntityHierarchy: SITE,
      ProfileId: 'p1',
      firstName: 'Dee',
      lastName: 'Rector',
      lmt: 1,
      changeSeq: 1,
    };
    expect(directoryPeople([person], directory).map((p) => [p.name, p.key])).toEqual([
      ['Dee Rector', `EMPLOYEE#${START}#p1`],
    ]);
    expect(directoryPeople([person], all)).toEqual([]);
  });
});
