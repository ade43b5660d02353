import { randomUUID } from 'node:crypto';
import type { RecordUpsert } from '../api/records/writeRecords.ts';
import { DEMO_HOSTS, randomPerson } from './people.ts';
import { startOfDay } from './visitorHistory.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo hosts, registered at every site. */
export function planHosts(sites: readonly string[]): RecordUpsert[] {
  return sites.flatMap((site) =>
    DEMO_HOSTS.map((host, i) => ({
      kind: 'upsert' as const,
      hierarchy: site,
      key: host.uniqueAttributeValue,
      eventTime: null,
      record: {
        uniqueAttributeValue: host.uniqueAttributeValue,
        email: host.uniqueAttributeValue,
        name: host.name,
        phone_number: `+2711555${String(i).padStart(4, '0')}`,
        dataSource: i % 2 === 0 ? 'DASHBOARD' : 'ADHOSTSYNC',
        disableEmailNotification: false,
        disablePhoneNotification: i === 0,
      },
    })),
  );
}

/** Expected visitors for today and tomorrow; some of today's have arrived. */
export function planInvites(sites: readonly string[], now: number, random: () => number) {
  const today = startOfDay(now);
  const invites: RecordUpsert[] = [];
  for (const site of sites) {
    for (let i = 0; i < 4; i++) {
      const arrivalTime = today + (i < 2 ? 0 : DAY) + 8 * HOUR + Math.floor(random() * 8 * HOUR);
      invites.push(plannedInvite(site, arrivalTime, arrivalTime < now && random() < 0.6, random));
    }
  }
  return invites;
}

/** An invite of a random visitor to `site` at `arrivalTime`, marked arrived on the dashboard or not. */
export function plannedInvite(
  site: string,
  arrivalTime: number,
  arrived: boolean,
  random: () => number,
): RecordUpsert {
  const person = randomPerson(random);
  const EventUidEmail = `${randomUUID()}#${person.email}`;
  return {
    kind: 'upsert',
    hierarchy: site,
    key: EventUidEmail,
    eventTime: arrivalTime,
    record: {
      EventUidEmail,
      arrivalTime,
      departureTime: arrivalTime + 2 * HOUR,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phoneNumber,
      company: person.company,
      firstHostFullDetails: person.host,
      organizerInformation: person.host,
      ...(arrived
        ? { evtTimeStampArrival: arrivalTime + 5 * 60_000, arrivalSource: 'DASHBOARD' }
        : {}),
    },
  };
}
