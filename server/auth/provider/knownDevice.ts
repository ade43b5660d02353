import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { PROVIDER_PATH } from './embeddedProvider.ts';

/**
 * The known-device cookie: set on a successful password sign-in, it proves that this browser
 * signed in to these accounts before. A known device is exempt from the throttles that anyone
 * can trigger (its address's, and the account-wide one of unknown devices) and has a count of
 * its own instead (signInLimiter.ts). Signed with the server secret, so every server instance
 * reads it; it names accounts by a keyed hash only, and grants nothing but that exemption.
 */
export const KNOWN_DEVICE_COOKIE = 'gh_device';
export const KNOWN_DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
/** The accounts one device remembers (a shared gatehouse tablet), newest first. */
export const KNOWN_DEVICE_ACCOUNTS = 10;

export interface KnownDevice {
  deviceId: string;
  /** Keyed hashes of the accounts (lower-cased emails) that signed in on this device. */
  accounts: string[];
}

export function knownDeviceCookieName(secure: boolean): string {
  return secure ? `__Secure-${KNOWN_DEVICE_COOKIE}` : KNOWN_DEVICE_COOKIE;
}

export const knownDeviceCookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure,
  path: PROVIDER_PATH,
  maxAge: KNOWN_DEVICE_TTL_SECONDS,
});

const signingKey = (secret: string) =>
  createHmac('sha256', secret).update('gatehouse known device').digest();

function accountHash(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`gatehouse known device account\u0000${email.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22);
}

export async function readKnownDevice(
  secret: string,
  cookie: string | undefined,
): Promise<KnownDevice | null> {
  if (!cookie) return null;
  try {
    const { payload } = await jwtVerify(cookie, signingKey(secret), { algorithms: ['HS256'] });
    const { d, a } = payload;
    if (typeof d !== 'string' || !Array.isArray(a) || !a.every((x) => typeof x === 'string')) {
      return null;
    }
    return { deviceId: d, accounts: a as string[] };
  } catch {
    return null;
  }
}

/** As knownDeviceFor, with the account remembered under any of the secrets (rotation). */
export function knownDeviceForAny(
  secrets: readonly string[],
  device: KnownDevice | null,
  email: string,
): string | null {
  for (const secret of secrets) {
    const deviceId = knownDeviceFor(secret, device, email);
    if (deviceId !== null) return deviceId;
  }
  return null;
}

/** The device's id when it is known for `email`, else null. */
export function knownDeviceFor(secret: string, device: KnownDevice | null, email: string) {
  return device?.accounts.includes(accountHash(secret, email)) ? device.deviceId : null;
}

/** The cookie value after `email` signed in on this device (a new device id if none yet). */
export function rememberAccount(
  secret: string,
  device: KnownDevice | null,
  email: string,
): Promise<string> {
  const hash = accountHash(secret, email);
  const accounts = [hash, ...(device?.accounts ?? []).filter((a) => a !== hash)].slice(
    0,
    KNOWN_DEVICE_ACCOUNTS,
  );
  return new SignJWT({ d: device?.deviceId ?? randomUUID(), a: accounts })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${KNOWN_DEVICE_TTL_SECONDS}s`)
    .sign(signingKey(secret));
}
