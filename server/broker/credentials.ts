import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import {
  HIERARCHY_KEY_PATTERN,
  HIERARCHY_SEPARATOR,
  isInSubtree,
  organisationOf,
} from '../../contract/hierarchy.ts';
import type { SessionUser } from '../../contract/session.ts';
import {
  GLOBAL_TOPIC_FAMILY,
  LOCATION_TOPIC_FAMILIES,
  MAX_SUBSCRIBED_TOPICS,
} from '../../contract/topics.ts';

/** How long a subscribe credential lets a client connect (the client renews before expiry). */
export const SUBSCRIBE_CREDENTIAL_TTL_SECONDS = 10 * 60;

const ISSUER = 'gatehouse';
const AUDIENCE = 'gatehouse-mqtt';
const TOPIC_LEVEL = /^[A-Za-z0-9_-]+$/;

export interface SubscribeCredential {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  topics: string[];
}

export interface VerifiedSubscribeCredential {
  sub: string;
  clientId: string;
  topics: string[];
  expiresAt: number;
}

/** An error the HTTP layer answers with `statusCode` (403: the user may not have this). */
export class CredentialRefusedError extends Error {
  readonly statusCode = 403;
}

/** The HS256 key of subscribe credentials, derived so the raw secret is used for nothing else. */
function credentialKey(secret: string): Uint8Array {
  return createHmac('sha256', secret).update('gatehouse mqtt subscribe credential').digest();
}

/**
 * Checks one requested topic filter against the user's access: `{family}/{h}` or `{family}/{h}/#`
 * for a location topic family and a hierarchy inside one of the user's locations, or exactly
 * `globalEvents/{organisation}`. Returns the reason it is refused, or null when allowed.
 */
export function topicRefusal(user: SessionUser, topic: string): string | null {
  if (topic === `${GLOBAL_TOPIC_FAMILY}/${user.organisationId}`) return null;
  const levels = topic.split('/');
  const family = levels.shift() ?? '';
  if (family === GLOBAL_TOPIC_FAMILY) return `'${topic}' is another organisation's global topic`;
  if (!(LOCATION_TOPIC_FAMILIES as readonly string[]).includes(family)) {
    return `'${topic}' is not a topic family the app subscribes to`;
  }
  if (levels.at(-1) === '#') levels.pop();
  if (levels.length === 0) return `'${topic}' names no location`;
  if (!levels.every((level) => TOPIC_LEVEL.test(level))) {
    return `'${topic}' may only end with '/#'; '+', '#', '$' and empty levels are not allowed elsewhere`;
  }
  const hierarchy = levels.join(HIERARCHY_SEPARATOR);
  if (!HIERARCHY_KEY_PATTERN.test(hierarchy) || organisationOf(hierarchy) !== user.organisationId) {
    return `'${topic}' is outside your organisation`;
  }
  const allowed = user.locations.some(
    (location) =>
      organisationOf(location.EntityHierarchy) === user.organisationId &&
      isInSubtree(hierarchy, location.EntityHierarchy),
  );
  return allowed ? null : `'${topic}' is outside the locations you may access`;
}

/**
 * Issues the short-lived, read-only MQTT credential: a JWT naming the user, the MQTT client id
 * and the exact topic filters the broker will let that client subscribe to.
 * Throws a `CredentialRefusedError` (statusCode 403) when any topic is not the user's to read.
 */
export async function issueSubscribeCredential(options: {
  secret: string;
  user: SessionUser;
  topics: string[];
  clientId: string;
}): Promise<SubscribeCredential> {
  const topics = [...new Set(options.topics)];
  if (topics.length === 0) throw new CredentialRefusedError('At least one topic is required');
  if (topics.length > MAX_SUBSCRIBED_TOPICS) {
    throw new CredentialRefusedError(`At most ${MAX_SUBSCRIBED_TOPICS} topics may be subscribed`);
  }
  const refusals = topics.map((topic) => topicRefusal(options.user, topic)).filter(Boolean);
  if (refusals.length > 0) {
    throw new CredentialRefusedError(`Subscription refused: ${refusals.join('; ')}`);
  }
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAtSeconds = issuedAt + SUBSCRIBE_CREDENTIAL_TTL_SECONDS;
  const token = await new SignJWT({ cid: options.clientId, topics })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(options.user.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(credentialKey(options.secret));
  return { token, expiresAt: expiresAtSeconds * 1000, topics };
}

/** Verifies signature, issuer, audience and expiry; throws when the credential is not valid. */
export async function verifySubscribeCredential(
  secret: string,
  token: string,
): Promise<VerifiedSubscribeCredential> {
  const { payload } = await jwtVerify(token, credentialKey(secret), {
    algorithms: ['HS256'],
    issuer: ISSUER,
    audience: AUDIENCE,
    clockTolerance: 0,
  });
  const { sub, cid, topics, exp } = payload;
  if (
    typeof sub !== 'string' ||
    typeof cid !== 'string' ||
    typeof exp !== 'number' ||
    !Array.isArray(topics) ||
    !topics.every((topic) => typeof topic === 'string')
  ) {
    throw new Error('Subscribe credential is missing sub, cid or topics');
  }
  return { sub, clientId: cid, topics, expiresAt: exp * 1000 };
}
