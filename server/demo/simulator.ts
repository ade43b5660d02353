import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { type DeviceDoor, openDeviceDoor } from './deviceDoor.ts';
import { simulateInduction } from './inductions.ts';
import { simulateInvite } from './simulatedInvites.ts';
import { pick, randomPerson, seededRandom } from './people.ts';
import { clockWorker, moveParking, type SimulatedWrite } from './simulatorMoves.ts';
import { startOfDay } from './visitorHistory.ts';

export interface SimulatorOptions {
  db: Database;
  /** The server: visitor, clock and parking events are POSTed to its public API (deviceDoor.ts). */
  app: FastifyInstance;
  intervalMs: number;
  /**
   * Called after each write the simulator makes itself (the publisher's kick); a write through
   * the public API kicks the publisher on its own, as any API write does.
   */
  onCommitted: () => void;
  organisationId?: string;
  random?: () => number;
  log?: (message: string, error?: unknown) => void;
}

export type SimulatorStep =
  | { action: 'signIn'; hierarchy: string; key: string }
  | { action: 'signOut'; hierarchy: string; key: string }
  | SimulatedWrite
  | { action: 'idle'; reason: string }
  | { action: 'induction'; hierarchy: string; key: string }
  | { action: 'invite'; hierarchy: string; key: string };

export interface Simulator {
  start(): void;
  /** Stops the timer and waits for a step in progress. */
  stop(): Promise<void>;
  /**
   * One step now: a kiosk sign-in at a random site or a sign-out of someone on site, and now and
   * then a worker clocking in or out, a vehicle arriving or leaving, or an induction finished.
   */
  step(): Promise<SimulatorStep>;
  readonly running: boolean;
}

/**
 * Live traffic for the demo: every `intervalMs` a visitor signs in at a random site of the
 * organisation, or one still on site signs out; about one step in five clocks a worker in or out
 * and one in ten moves a vehicle, one in twenty records an induction and one in twenty creates an
 * invite. Sign-ins and sign-outs are POSTed to the public API with the simulator's READ_WRITE
 * keys, as a third-party kiosk would (deviceDoor.ts); the rest through the server's own write
 * path. Either way the change feed and MQTT carry it like any other write.
 */
export function createSimulator(options: SimulatorOptions): Simulator {
  const organisationId = options.organisationId ?? 'acme';
  const random = options.random ?? seededRandom(Date.now() & 0xffffffff);
  const log = options.log ?? (() => {});
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  let opened: Promise<DeviceDoor | null> | undefined;
  const deviceDoor = () => {
    opened ??= openDeviceDoor(options.app, options.db, organisationId);
    return opened;
  };

  async function step(): Promise<SimulatorStep> {
    const now = Date.now();
    const sites = await siteKeys(options.db, organisationId);
    if (sites.length === 0) return { action: 'idle', reason: `no sites in ${organisationId}` };
    const door = await deviceDoor();
    if (!door) return { action: 'idle', reason: `no demo ADMIN in ${organisationId}` };
    const roll = random();
    const moved =
      roll < 0.2
        ? await clockWorker(options.db, organisationId, random, now, door)
        : roll < 0.3
          ? await moveParking(options.db, sites, random, now, door)
          : null;
    if (moved) {
      if (!moved.throughApi) options.onCommitted();
      return moved;
    }
    // About one step in twenty: someone finishes an induction.
    const inducted =
      roll >= 0.3 && roll < 0.35 ? await simulateInduction(options.db, sites, random, now) : null;
    if (inducted) {
      options.onCommitted();
      return inducted;
    }
    // As often: a host invites a visitor.
    const invited =
      roll >= 0.35 && roll < 0.4 ? await simulateInvite(options.db, sites, random, now) : null;
    if (invited) {
      options.onCommitted();
      return invited;
    }
    const onSite = await onSiteVisitors(options.db, organisationId, startOfDay(now));
    const crowded = onSite.length >= sites.length * 5;
    const visitor = onSite.length > 0 ? pick(random, onSite) : undefined;
    if (visitor && (crowded || random() < 0.4)) {
      await door.post('visitor-log/sign-out', {
        userData: [{ EntityHierarchy: visitor.hierarchy, evtTimeStampProfileID: visitor.sort_key }],
        signOutSource: 'DEVICE',
        evtTimeStampOut: now,
        evtTZOffsetOut: -120,
        evtTimeZoneOut: 'Africa/Johannesburg',
      });
      return { action: 'signOut', hierarchy: visitor.hierarchy, key: visitor.sort_key };
    }
    const hierarchy = pick(random, sites);
    const answer = await door.post('visitor-log', {
      EntityHierarchy: hierarchy,
      ...randomPerson(random),
      sourceOfIdentification: 'verified',
    });
    const item = answer.item as { evtTimeStampProfileID?: string } | undefined;
    return { action: 'signIn', hierarchy, key: item?.evtTimeStampProfileID ?? '' };
  }

  function schedule(): void {
    if (!running) return;
    timer = setTimeout(() => {
      inFlight = step()
        .catch((error: unknown) => log('Simulator step failed', error))
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
    step,
    get running() {
      return running;
    },
  };
}

async function siteKeys(db: Database, organisationId: string): Promise<string[]> {
  const result = await db.query<{ hierarchy: string }>(
    `SELECT l.hierarchy FROM locations l
      WHERE l.organisation_id = $1
        AND NOT EXISTS (SELECT 1 FROM locations c WHERE starts_with(c.hierarchy, l.hierarchy || '#'))
      ORDER BY l.hierarchy`,
    [organisationId],
  );
  return result.rows.map((row) => row.hierarchy);
}

async function onSiteVisitors(
  db: Database,
  organisationId: string,
  since: number,
): Promise<{ hierarchy: string; sort_key: string }[]> {
  const result = await db.query<{ hierarchy: string; sort_key: string }>(
    `SELECT hierarchy, sort_key FROM visitor_log
      WHERE NOT deleted AND starts_with(hierarchy, $1 || '#') AND evt_time >= $2
        AND NOT (record ? 'evtTimeStampOut')
      ORDER BY hierarchy, sort_key`,
    [organisationId, since],
  );
  return result.rows;
}
