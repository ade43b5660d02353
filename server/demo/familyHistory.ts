import type { FamilyName } from '../../contract/families.ts';
import type { RecordUpsert } from '../api/records/writeRecords.ts';
import { planEvacuationDrill } from './evacuationHistory.ts';
import { planParking } from './parking.ts';
import { planInductions } from './inductions.ts';
import { planHosts, planInvites } from './siteRecords.ts';
import { demoWorkers, planWorkforce } from './workforce.ts';

/** The site of the demo's archived evacuation drill (the marshal's region). */
export const DRILL_SITE = 'acme#south#cape-town';

/**
 * Demo records of every family besides the visitor log, for `sites`: directory, a few days of
 * attendance and screening, hosts, invites for today and tomorrow, inductions, parking events and
 * bookings, and an archived drill with its responses.
 */
export function planFamilyHistory(
  sites: readonly string[],
  now: number,
  random: () => number,
): Partial<Record<FamilyName, RecordUpsert[]>> {
  const workforce = planWorkforce(demoWorkers(sites, random), now, random);
  const parking = planParking(sites, now, random);
  const drill = sites.includes(DRILL_SITE)
    ? planEvacuationDrill(DRILL_SITE, workforce.workerLog, now)
    : { evacuations: [], responses: [] };
  return {
    directory: workforce.directory,
    workerLog: workforce.workerLog,
    preScreening: workforce.preScreening,
    hosts: planHosts(sites),
    invites: planInvites(sites, now, random),
    inductionCompletions: planInductions(sites, now, random),
    parkingLog: parking.events,
    parkingBookings: parking.bookings,
    evacuations: drill.evacuations,
    evacResponses: drill.responses,
  };
}
