import { describe, expect, it } from 'vitest';
import {
  AUTHORISATION_CLAIM,
  checkIdTokenClaims,
  EXPIRY_MARGIN_SECONDS,
  ISSUED_AT_LEEWAY_SECONDS,
} from './idTokenChecks.ts';

const iat = 1_800_000_000;
const exp = iat + 3600;
const expected = {
  issuer: 'http://localhost:8080/oidc',
  audience: 'gatehouse',
  nonce: 'nonce-1',
  nowSeconds: iat,
};
const claims = {
  iss: expected.issuer,
  aud: expected.audience,
  nonce: expected.nonce,
  sub: 'user-1',
  iat,
  exp,
  [AUTHORISATION_CLAIM]: { organisationId: 'acme', flags: { amEvacAdmin: true } },
};

function check(overrides: Record<string, unknown> = {}, nowSeconds = expected.nowSeconds) {
  return checkIdTokenClaims({ ...claims, ...overrides }, { ...expected, nowSeconds });
}

describe('checkIdTokenClaims', () => {
  it('accepts a token that passes every rule and returns the authorisation claims', () => {
    expect(check()).toEqual({
      valid: true,
      sub: 'user-1',
      authorisation: { organisationId: 'acme', flags: { amEvacAdmin: true } },
    });
  });

  describe('issued-at: now must be after iat − 120 s', () => {
    const boundary = iat - ISSUED_AT_LEEWAY_SECONDS;
    it('refuses exactly at iat − 120 s', () => {
      expect(check({}, boundary)).toMatchObject({ valid: false, reason: /issued in the future/ });
    });
    it('accepts one second inside (iat − 119 s)', () => {
      expect(check({}, boundary + 1)).toMatchObject({ valid: true });
    });
    it('refuses one second outside (iat − 121 s)', () => {
      expect(check({}, boundary - 1)).toMatchObject({
        valid: false,
        reason: /issued in the future/,
      });
    });
  });

  describe('expiry: now must be before exp − 300 s', () => {
    const boundary = exp - EXPIRY_MARGIN_SECONDS;
    it('refuses exactly at exp − 300 s', () => {
      expect(check({}, boundary)).toMatchObject({ valid: false, reason: /expires too soon/ });
    });
    it('accepts one second inside (exp − 301 s)', () => {
      expect(check({}, boundary - 1)).toMatchObject({ valid: true });
    });
    it('refuses one second outside (exp − 299 s)', () => {
      expect(check({}, boundary + 1)).toMatchObject({ valid: false, reason: /expires too soon/ });
    });
  });

  it('refuses a wrong audience', () => {
    expect(check({ aud: 'someone-else' })).toMatchObject({ valid: false, reason: /audience/ });
  });
  it('accepts an audience list that contains this client, refuses one that does not', () => {
    expect(check({ aud: ['other', 'gatehouse'] })).toMatchObject({ valid: true });
    expect(check({ aud: ['other'] })).toMatchObject({ valid: false, reason: /audience/ });
  });
  it('refuses a wrong issuer', () => {
    expect(check({ iss: 'http://evil.example/oidc' })).toMatchObject({
      valid: false,
      reason: /issuer/,
    });
  });
  it('refuses a wrong or missing nonce', () => {
    expect(check({ nonce: 'nonce-2' })).toMatchObject({ valid: false, reason: /nonce/ });
    expect(check({ nonce: undefined })).toMatchObject({ valid: false, reason: /nonce/ });
  });
  it('refuses missing authorisation claims', () => {
    expect(check({ [AUTHORISATION_CLAIM]: undefined })).toMatchObject({
      valid: false,
      reason: /authorisation claims/,
    });
  });
  it('refuses authorisation claims without an organisation id or flags', () => {
    for (const value of [
      { flags: {} },
      { organisationId: '', flags: {} },
      { organisationId: 'acme' },
    ]) {
      expect(check({ [AUTHORISATION_CLAIM]: value })).toMatchObject({ valid: false });
    }
  });
  it('refuses a token without sub, iat or exp', () => {
    expect(check({ sub: undefined })).toMatchObject({ valid: false, reason: /sub/ });
    expect(check({ iat: undefined })).toMatchObject({ valid: false, reason: /iat/ });
    expect(check({ exp: undefined })).toMatchObject({ valid: false, reason: /exp/ });
  });
});
