import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  KIOSK_CODE_INVALID,
  KIOSK_HEARTBEAT_PATH,
  KIOSK_PAIR_ATTEMPTS_PER_MINUTE,
  KIOSK_PAIR_PATH,
  KIOSK_PAIR_RATE_LIMITED,
  KIOSK_REVOKED,
  kioskHeartbeatRequest,
  kioskPairRequest,
} from '../../contract/kioskPairing.ts';
import { sendError } from '../api/apiRoutes.ts';
import { describeZodError } from '../api/errors.ts';
import type { Database } from '../db/database.ts';
import { claimKioskPairing, PairingGone } from '../devices/kioskPairingStore.ts';
import { authenticateKiosk, recordKioskHeartbeat } from './kioskHeartbeat.ts';

export const KIOSK_CODE_INVALID_MESSAGE =
  'This pairing code is not valid. Ask an administrator for a new one.';
export const KIOSK_REVOKED_MESSAGE = 'This kiosk has been unpaired';
const PAIR_WINDOW_MS = 60_000;

export interface KioskRouteOptions {
  db: Database;
  /** Called after a committed write of a device record (the publisher's kick). */
  onCommitted: () => void;
}

/**
 * Wrong pairing codes per client address, over a sliding minute. Kept in memory, per server
 * instance: behind several instances an address gets KIOSK_PAIR_ATTEMPTS_PER_MINUTE wrong codes per
 * instance and minute, which still leaves guessing a live code (31^8 codes, 10 minutes) hopeless;
 * the counts are worthless after a restart. Addresses without a recent failure are forgotten, so
 * the map holds at most the addresses that failed within the last minute.
 */
export interface PairAttemptLimiter {
  /** Whether this address has used up its wrong codes for now. */
  blocked(address: string, now: number): boolean;
  /** Counts a wrong code. */
  failed(address: string, now: number): void;
}

export function createPairAttemptLimiter(
  limit = KIOSK_PAIR_ATTEMPTS_PER_MINUTE,
  windowMs = PAIR_WINDOW_MS,
): PairAttemptLimiter {
  const failures = new Map<string, number[]>();
  let lastSweep = 0;
  const recent = (address: string, now: number) => {
    const times = (failures.get(address) ?? []).filter((at) => now - at < windowMs);
    if (times.length === 0) failures.delete(address);
    else failures.set(address, times);
    return times;
  };
  return {
    blocked: (address, now) => recent(address, now).length >= limit,
    failed(address, now) {
      if (now - lastSweep >= windowMs) {
        lastSweep = now;
        for (const known of [...failures.keys()]) recent(known, now);
      }
      failures.set(address, [...recent(address, now), now]);
    },
  };
}

function refuse(reply: FastifyReply, status: number, key: string, message: string) {
  return reply.code(status).send({ key, message });
}

/** `Authorization: Device <deviceId>:<deviceKey>` (contract deviceAuthorization), or null. */
export function parseDeviceAuthorization(
  header: string | undefined,
): { deviceId: string; deviceKey: string } | null {
  const match = typeof header === 'string' ? /^Device\s+(\S+)$/i.exec(header.trim()) : null;
  const credential = match?.[1];
  if (!credential) return null;
  // A device key (`ghd_` + base64url) has no colon; a device id might.
  const at = credential.lastIndexOf(':');
  if (at <= 0 || at === credential.length - 1) return null;
  return { deviceId: credential.slice(0, at), deviceKey: credential.slice(at + 1) };
}

/**
 * The kiosk's public routes (contract/kioskPairing.ts): `POST KIOSK_PAIR_PATH` (the pairing code
 * is the credential) and `POST KIOSK_HEARTBEAT_PATH` (the device credential). No session cookie
 * is read, so a signed-in browser's cookie grants nothing here. Every refusal, a body that is not
 * JSON included, is `{ key, message }`; the answers carry keys and are not cached.
 */
export async function registerKioskRoutes(
  app: FastifyInstance,
  options: KioskRouteOptions,
  limiter: PairAttemptLimiter = createPairAttemptLimiter(),
): Promise<void> {
  const { db } = options;
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      sendError(reply, error, (e) => request.log.error(e));
    });

    scope.post(KIOSK_PAIR_PATH, async (request, reply) => {
      const now = Date.now();
      const address = request.ip;
      if (limiter.blocked(address, now)) {
        return refuse(
          reply,
          429,
          KIOSK_PAIR_RATE_LIMITED,
          'Too many wrong pairing codes from this network. Wait a minute, then try again.',
        );
      }
      const parsed = kioskPairRequest.safeParse(request.body);
      if (!parsed.success) {
        return refuse(reply, 400, 'VALIDATION_FAILED', describeZodError(parsed.error));
      }
      const { code, appVersion } = parsed.data;
      let paired: Awaited<ReturnType<typeof claimKioskPairing>>;
      try {
        paired = await db.transaction((tx) => claimKioskPairing(tx, code, appVersion, now));
      } catch (error) {
        if (!(error instanceof PairingGone)) throw error;
        paired = null;
      }
      if (!paired) {
        // Unknown, expired and spent codes answer alike: the answer tells nothing about codes.
        limiter.failed(address, now);
        return refuse(reply, 404, KIOSK_CODE_INVALID, KIOSK_CODE_INVALID_MESSAGE);
      }
      options.onCommitted();
      return reply.header('cache-control', 'no-store').send(paired);
    });

    scope.post(KIOSK_HEARTBEAT_PATH, async (request, reply) => {
      const credential = parseDeviceAuthorization(request.headers.authorization);
      if (!credential) {
        return refuse(
          reply,
          401,
          'NO_CREDENTIALS',
          "Send the kiosk's credential: Authorization: Device <deviceId>:<deviceKey>",
        );
      }
      // The credential first: a removed kiosk learns it even if its report is malformed.
      const kiosk = await authenticateKiosk(db, credential.deviceId, credential.deviceKey);
      if (!kiosk) return refuse(reply, 401, KIOSK_REVOKED, KIOSK_REVOKED_MESSAGE);
      const parsed = kioskHeartbeatRequest.safeParse(request.body);
      if (!parsed.success) {
        return refuse(reply, 400, 'VALIDATION_FAILED', describeZodError(parsed.error));
      }
      const beat = await recordKioskHeartbeat(db, kiosk, parsed.data, Date.now());
      if (!beat) return refuse(reply, 401, KIOSK_REVOKED, KIOSK_REVOKED_MESSAGE);
      if (beat.wrote) options.onCommitted();
      return reply.header('cache-control', 'no-store').send(beat.answer);
    });
  });
}
