import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import {
  HIERARCHY_KEY_PATTERN,
  HIERARCHY_SEPARATOR,
  isInSubtree,
  organisationOf,
} from '../../contract/hierarchy.ts';
import type { TenantFlagsByLocation } from '../../contract/features/flagInheritance.ts';
import type { SessionUser } from '../../contract/session.ts';
import { topicAccessRefusal } from '../../contract/topicPolicy.ts';
import {
  GLOBAL_TOPIC_FAMILY,
  LOCATION_TOPIC_FAMILIES,
  type LocationTopicFamily,
  MAX_SUBSCRIBED_TOPICS,
} from '../../contract/topics.ts';

/** How long a subscribe credential lets a client connect (the client renews before expiry). */
export const SUBSCRIBE_CREDENTIAL_TTL_SECONDS = 10 * 60;

const ISSUER = 'gatehouse';
const AUDIENCE = 'gatehouse-mqtt';
const TOPIC_LEVEL = /^[A-Za-z0-9_-]+$/;

export interface SubscribeCredential {
  token: string;
  /** The MQTT client id the credential names: the client must connect with exactly this one. */
  clientId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  topics: string[];
}

export interface VerifiedSubscribeCredential {
  sub: string;
  /** The tag of the sign-in session it was issued to (sessionTagOf), when there was one. */
  sessionTag: string | undefined;
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

function isLocationTopicFamily(family: string): family is LocationTopicFamily {
  return (LOCATION_TOPIC_FAMILIES as readonly string[]).includes(family);
}

function derive(secret: string, label: string, value: string): string {
  return createHmac('sha256', credentialKey(secret))
    .update(`${label}\n${value}`)
    .digest('base64url')
    .slice(0, 24);
}

/**
 * The tag a credential carries for the sign-in session `sessionId` (auth_sessions.id): the broker
 * ends the connections of a session by it at sign-out, without the session's key being exposed.
 */
export function sessionTagOf(secret: string, sessionId: string): string {
  return derive(secret, 'session', sessionId);
}

/**
 * The MQTT client id the server issues for the client id a browser asked for: derived from the
 * asking session (or, without one, the user) and the asked id, so the same session gets the same
 * id back on every renewal (its persistent session resumes) and no other session or user can
 * obtain a credential naming it, even knowing it.
 */
export function issuedClientId(
  secret: string,
  owner: { sub: string; sessionId?: string | undefined },
  requested: string,
): string {
  const scope = owner.sessionId === undefined ? `user ${owner.sub}` : `session ${owner.sessionId}`;
  return `gh-${derive(secret, 'client id', `${scope}\n${requested}`)}`;
}

/**
 * The location a location topic filter names (`{family}/{a}/{b}` or `{family}/{a}/{b}/#` names
 * `a#b`), or null when the filter names none or is malformed.
 */
export function topicLocation(topic: string): string | null {
  const levels = topic.split('/').slice(1);
  if (levels.at(-1) === '#') levels.pop();
  if (levels.length === 0 || !levels.every((level) => TOPIC_LEVEL.test(level))) return null;
  const hierarchy = levels.join(HIERARCHY_SEPARATOR);
  return HIERARCHY_KEY_PATTERN.test(hierarchy) ? hierarchy : null;
}

/**
 * The locations whose tenant flags (with their descendants') decide whether `topics` may be
 * read: the subtrees the organisation's location topics name, not the whole organisation.
 */
export function topicFlagRoots(topics: readonly string[], organisationId: string): string[] {
  const roots = topics
    .filter((topic) => isLocationTopicFamily(topic.split('/')[0] ?? ''))
    .map(topicLocation)
    .filter((hierarchy): hierarchy is string => hierarchy !== null)
    .filter((hierarchy) => organisationOf(hierarchy) === organisationId);
  return [...new Set(roots)];
}

/**
 * Checks one requested topic filter against the user's access: `{family}/{h}` or `{family}/{h}/#`
 * for a location topic family and a hierarchy inside one of the user's locations where the
 * family's retrieval policy lets the user read (contract/topicPolicy.ts: e.g. no worker or parking
 * events for a HOST; a subtree with a location whose records the user may not read), or exactly
 * `globalEvents/{organisation}`. `tenantFlags`: the flags of the topic's subtree (readTenantFlags of
 * topicFlagRoots). Returns the reason it is refused, or null when allowed.
 */
export function topicRefusal(
  user: SessionUser,
  topic: string,
  tenantFlags: TenantFlagsByLocation,
): string | null {
  if (topic === `${GLOBAL_TOPIC_FAMILY}/${user.organisationId}`) return null;
  const levels = topic.split('/');
  const family = levels.shift() ?? '';
  if (family === GLOBAL_TOPIC_FAMILY) return `'${topic}' is another organisation's global topic`;
  if (!isLocationTopicFamily(family)) {
    return `'${topic}' is not a topic family the app subscribes to`;
  }
  if (levels.at(-1) === '#') levels.pop();
  if (levels.length === 0) return `'${topic}' names no location`;
  if (!levels.every((level) => TOPIC_LEVEL.test(level))) {
    return `'${topic}' may only end with '/#'; '+', '#', '$' and empty levels are not allowed elsewhere`;
  }
  const hierarchy = topicLocation(topic);
  if (hierarchy === null || organisationOf(hierarchy) !== user.organisationId) {
    return `'${topic}' is outside your organisation`;
  }
  const allowed = user.locations.some(
    (location) =>
      organisationOf(location.EntityHierarchy) === user.organisationId &&
      isInSubtree(hierarchy, location.EntityHierarchy),
  );
  if (!allowed) return `'${topic}' is outside the locations you may access`;
  const refusal = topicAccessRefusal(user, family, hierarchy, tenantFlags);
  return refusal === null ? null : `'${topic}' is not yours to read (${refusal.reason})`;
}

/**
 * Issues the short-lived, read-only MQTT credential: a JWT naming the user, the session, the
 * MQTT client id the server issues for the asked one (issuedClientId) and the exact topic filters
 * the broker will let that client subscribe to.
 * Topics the user may not read are left out; throws a `CredentialRefusedError` (statusCode 403)
 * when none is left.
 */
export async function issueSubscribeCredential(options: {
  secret: string;
  user: SessionUser;
  topics: string[];
  /** The id the client asked for; the credential names the one derived from it. */
  clientId: string;
  /** The sign-in session asking (auth_sessions.id), when the caller has one. */
  sessionId?: string | undefined;
  /** The tenant flags of the topics' subtrees (readTenantFlags of topicFlagRoots). */
  tenantFlags: TenantFlagsByLocation;
}): Promise<SubscribeCredential> {
  const topics = [...new Set(options.topics)];
  if (topics.length === 0) throw new CredentialRefusedError('At least one topic is required');
  if (topics.length > MAX_SUBSCRIBED_TOPICS) {
    throw new CredentialRefusedError(`At most ${MAX_SUBSCRIBED_TOPICS} topics may be subscribed`);
  }
  // The topics the user may read are granted and the others left out (the credential names what
  // it grants), so one location's disabled module does not cut the live updates of all the others.
  const refusals = topics.map((topic) => topicRefusal(options.user, topic, options.tenantFlags));
  const granted = topics.filter((_, index) => refusals[index] === null);
  if (granted.length === 0) {
    throw new CredentialRefusedError(`Subscription refused: ${refusals.join('; ')}`);
  }
  const clientId = issuedClientId(
    options.secret,
    { sub: options.user.sub, sessionId: options.sessionId },
    options.clientId,
  );
  return signSubscribeCredential(options.secret, {
    sub: options.user.sub,
    clientId,
    topics: granted,
    sessionTag:
      options.sessionId === undefined ? undefined : sessionTagOf(options.secret, options.sessionId),
  });
}

/**
 * Signs a credential with exactly these claims, for SUBSCRIBE_CREDENTIAL_TTL_SECONDS. Only
 * issueSubscribeCredential should call it (it checks the topics and derives the client id);
 * tests use it to stand for a credential the issuer would never give.
 */
export async function signSubscribeCredential(
  secret: string,
  claims: { sub: string; clientId: string; topics: string[]; sessionTag: string | undefined },
): Promise<SubscribeCredential> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAtSeconds = issuedAt + SUBSCRIBE_CREDENTIAL_TTL_SECONDS;
  const sid = claims.sessionTag === undefined ? {} : { sid: claims.sessionTag };
  const token = await new SignJWT({ cid: claims.clientId, topics: claims.topics, ...sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(credentialKey(secret));
  const { clientId, topics } = claims;
  return { token, clientId, expiresAt: expiresAtSeconds * 1000, topics };
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
  const { sub, cid, topics, exp, sid } = payload;
  if (
    typeof sub !== 'string' ||
    (sid !== undefined && typeof sid !== 'string') ||
    typeof cid !== 'string' ||
    typeof exp !== 'number' ||
    !Array.isArray(topics) ||
    !topics.every((topic) => typeof topic === 'string')
  ) {
    throw new Error('Subscribe credential is missing sub, cid or topics');
  }
  const sessionTag = typeof sid === 'string' ? sid : undefined;
  return { sub, sessionTag, clientId: cid, topics, expiresAt: exp * 1000 };
}
