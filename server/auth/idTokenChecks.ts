/**
 * The spec's ID-token validity rules (spec/frame.md §5), applied by the server after oauth4webapi
 * has validated the token response: audience and issuer are the configured provider's, the nonce
 * is the one sent, now > iat − 120 s and now < exp − 300 s, and the authorisation claims exist.
 * Pure: `nowSeconds` is passed in, so each boundary can be tested exactly.
 */

export const ISSUED_AT_LEEWAY_SECONDS = 120;
export const EXPIRY_MARGIN_SECONDS = 300;
/** The scope that asks for, and the claim that carries, Gatehouse's authorisation data. */
export const AUTHORISATION_SCOPE = 'gatehouse_authz';
export const AUTHORISATION_CLAIM = 'gatehouse_authz';

export interface AuthorisationClaims {
  organisationId: string;
  flags: Record<string, unknown>;
}

export interface IdTokenExpectations {
  issuer: string;
  /** Our client id. */
  audience: string;
  nonce: string;
  nowSeconds: number;
}

export type IdTokenCheck =
  | { valid: true; sub: string; authorisation: AuthorisationClaims }
  | { valid: false; reason: string };

function invalid(reason: string): IdTokenCheck {
  return { valid: false, reason };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function authorisationClaimsOf(claims: Record<string, unknown>): AuthorisationClaims | null {
  const value = claims[AUTHORISATION_CLAIM];
  if (!isRecord(value)) return null;
  const { organisationId, flags } = value;
  if (typeof organisationId !== 'string' || organisationId === '' || !isRecord(flags)) return null;
  return { organisationId, flags };
}

export function checkIdTokenClaims(
  claims: Record<string, unknown>,
  expected: IdTokenExpectations,
): IdTokenCheck {
  const { aud, iss, nonce, iat, exp, sub } = claims;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(expected.audience)) {
    return invalid(`audience ${JSON.stringify(aud)} is not this client (${expected.audience})`);
  }
  if (iss !== expected.issuer) {
    return invalid(
      `issuer ${JSON.stringify(iss)} is not the configured provider (${expected.issuer})`,
    );
  }
  if (nonce !== expected.nonce)
    return invalid('nonce does not match the one sent with the request');
  if (typeof sub !== 'string' || sub === '') return invalid('subject (sub) is missing');
  if (typeof iat !== 'number') return invalid('issued-at (iat) is missing');
  if (typeof exp !== 'number') return invalid('expiry (exp) is missing');
  if (!(expected.nowSeconds > iat - ISSUED_AT_LEEWAY_SECONDS)) {
    return invalid(
      `issued in the future: now ${expected.nowSeconds} is not after iat ${iat} − ${ISSUED_AT_LEEWAY_SECONDS} s`,
    );
  }
  if (!(expected.nowSeconds < exp - EXPIRY_MARGIN_SECONDS)) {
    return invalid(
      `expires too soon: now ${expected.nowSeconds} is not before exp ${exp} − ${EXPIRY_MARGIN_SECONDS} s`,
    );
  }
  const authorisation = authorisationClaimsOf(claims);
  if (!authorisation) {
    return invalid(
      `authorisation claims (${AUTHORISATION_CLAIM}: organisationId, flags) are missing`,
    );
  }
  return { valid: true, sub, authorisation };
}
